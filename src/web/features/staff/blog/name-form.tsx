import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/web/components/ui/button'
import { Input } from '@/web/components/ui/input'

/** One labelled name field with Save and (optionally) Cancel: adding and renaming categories and tags. */
export function NameForm({
  label,
  submitLabel,
  initial = '',
  maxLength,
  busy,
  onSubmit,
  onCancel,
  autoFocus = false,
  visibleLabel = false,
}: {
  label: string
  submitLabel: string
  initial?: string
  maxLength: number
  busy: boolean
  /** Resolves true when saved (the field then empties), false to keep what was typed. */
  onSubmit: (name: string) => Promise<boolean>
  onCancel?: () => void
  autoFocus?: boolean
  visibleLabel?: boolean
}) {
  const id = useId()
  const [name, setName] = useState(initial)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!name.trim()) return
    if (await onSubmit(name.trim())) setName('')
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={id} className={visibleLabel ? 'text-sm font-medium' : 'sr-only'}>
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={name}
          maxLength={maxLength}
          // Opened by a click on Add or Rename: the field is what the user asked for.
          autoFocus={autoFocus}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && onCancel) onCancel()
          }}
        />
        <Button type="submit" size="sm" className="h-9" disabled={busy || !name.trim()}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" size="sm" variant="outline" className="h-9" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  )
}
