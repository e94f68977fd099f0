import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

/**
 * The "Confirmed as ours" checkbox of content that ships as demo data (figures, case studies, team members):
 * unchecked, the site marks the item as an example. The hint says what that means for this kind of content and
 * is the checkbox's description, so the accessible name stays "Confirmed as ours" everywhere.
 */
export function ConfirmedAsOursField({
  id,
  field,
  hint,
}: {
  /** Prefix of the checkbox's and its hint's ids; unique on the page. */
  id: string
  /** The form's registration of its boolean `confirmed` field. */
  field: UseFormRegisterReturn
  hint: ReactNode
}) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <input
          id={`${id}-confirmed`}
          type="checkbox"
          className="size-6"
          aria-describedby={`${id}-confirmed-hint`}
          {...field}
        />
        <label htmlFor={`${id}-confirmed`} className="text-sm font-medium">
          Confirmed as ours
        </label>
      </div>
      <p id={`${id}-confirmed-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  )
}
