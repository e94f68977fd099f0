import type { ReactNode } from 'react'
import { Button } from '@/web/components/ui/button'

/**
 * Recovery codes, shown once (only their hashes are kept): after enrolment, and when new ones replace the old.
 * `onSaved` runs when the staff member says they have kept them.
 */
export function RecoveryCodesList({
  codes,
  children,
  onSaved,
}: {
  codes: string[]
  /** What the codes are for, above the list. */
  children: ReactNode
  onSaved: () => void | Promise<void>
}) {
  return (
    <div className="flex flex-col gap-3" role="region" aria-label="Recovery codes">
      <p className="text-sm">{children}</p>
      <ul className="grid grid-cols-2 gap-1 font-mono text-sm" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button className="self-start" onClick={onSaved}>
        I have saved them
      </Button>
    </div>
  )
}
