import type { ReactNode } from 'react'
import { Button } from '@/web/components/ui/button'

/**
 * One save in a history list (an article's, ADR 0136; site content's, ADR 0151): a box to tick it for comparing,
 * what it was, and its Restore button.
 */
export function RevisionRow({
  id,
  version,
  picked,
  onPick,
  restoreDisabled,
  onRestore,
  children,
}: {
  /** The tick box's id, unique on the page. */
  id: string
  version: number
  picked: boolean
  onPick: () => void
  restoreDisabled: boolean
  onRestore: () => void
  /** The label: "Version 3 · Nov 28, 12:04 PM · Erin Edits ...". */
  children: ReactNode
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
      <input type="checkbox" className="size-6" id={id} checked={picked} onChange={onPick} />
      <label htmlFor={id} className="flex-1">
        {children}
      </label>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={restoreDisabled}
        onClick={onRestore}
        aria-label={`Restore version ${version}`}
      >
        Restore
      </Button>
    </li>
  )
}
