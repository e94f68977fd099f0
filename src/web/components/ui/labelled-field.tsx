import type { ReactElement, ReactNode } from 'react'
import { cloneElement } from 'react'
import { cn } from '@/web/lib/cn'

/**
 * A label, its control, an optional hint and the field's error, wired for assistive technology: the control gets
 * the id, aria-invalid and aria-describedby (hint and error), so a screen reader announces the error with the
 * field. A plain <label> (not Radix's) keeps public forms light.
 */
export function LabelledField({
  id,
  label,
  hint,
  error,
  optional,
  className,
  children,
}: {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  /** Shown as "(optional)" after the label; required fields carry aria-required instead. */
  optional?: boolean
  className?: string
  children: ReactElement<Record<string, unknown>>
}) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium leading-none">
        {label}
        {optional && <span className="font-normal text-muted-foreground"> (optional)</span>}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-required': optional ? undefined : true,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
