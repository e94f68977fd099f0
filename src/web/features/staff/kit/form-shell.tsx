import { Link } from '@tanstack/react-router'
import { ArrowLeft } from '@/web/components/icons/icons'
import type { ReactNode } from 'react'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { Button } from '@/web/components/ui/button'
import { Switch } from '@/web/components/ui/switch'

type StaffList = '/staff/programs' | '/staff/schools' | '/blog/admin'

/** A staff form screen: the way back to its list, the title, the form. `wide` for the article editor. */
export function StaffFormLayout({
  title,
  backTo,
  backLabel,
  wide = false,
  children,
}: {
  title: string
  backTo: StaffList
  backLabel: string
  wide?: boolean
  children: ReactNode
}) {
  return (
    <div className={`mx-auto flex ${wide ? 'max-w-4xl' : 'max-w-3xl'} flex-col gap-6 px-4 py-12 sm:px-6`}>
      <Button asChild variant="ghost" className="-ml-3 self-start">
        <Link to={backTo}>
          <ArrowLeft aria-hidden="true" />
          {backLabel}
        </Link>
      </Button>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </div>
  )
}

/** An edit screen whose record does not exist (a stale link, or deleted by a colleague meanwhile). */
export function StaffRecordNotFound({
  title,
  text,
  backTo,
  backLabel,
}: {
  title: string
  text: string
  backTo: StaffList
  backLabel: string
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-muted-foreground">{text}</p>
      <Button asChild className="mt-8">
        <Link to={backTo}>{backLabel}</Link>
      </Button>
    </section>
  )
}

/** A message above a form for a failed save whose cause names no single field. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive"
    >
      {message}
    </p>
  )
}

/** An on/off field of a staff form: the switch, its label beside it, and what it does beneath. */
export function SwitchField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  hint,
  unset,
}: {
  control: Control<T>
  name: Path<T>
  id: string
  label: string
  hint: ReactNode
  /** What the switch shows while the form holds no value. */
  unset: boolean
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center gap-3">
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Switch
              id={id}
              ref={field.ref}
              checked={field.value ?? unset}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              aria-describedby={`${id}-hint`}
            />
          )}
        />
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  )
}

/** A staff form's last row: Cancel (back to the list, unsaved changes asked about) and the submit button. */
export function FormActions({
  cancelTo,
  saving,
  children,
}: {
  cancelTo: StaffList
  saving: boolean
  children: ReactNode
}) {
  return (
    <div className="flex justify-end gap-3 border-t pt-6">
      <Button asChild variant="outline">
        <Link to={cancelTo}>Cancel</Link>
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : children}
      </Button>
    </div>
  )
}
