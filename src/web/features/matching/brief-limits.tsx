import type { BriefLimits as Limits } from '@/shared/matching/matching.schema'

/**
 * The brief's hard limits as the scorer read them, and, when fewer campuses meet them than were asked for, the
 * plain notice that the list is shorter (ADR 0054): the reader sees what was enforced and why a list is short.
 */
export function BriefLimits({ limits }: { limits: Limits }) {
  const unread = limits.unread ?? []
  if (!limits.rules.length && !limits.notice && !unread.length && !limits.budgetCap) return null
  return (
    <section aria-label="Your brief's requirements" className="rounded-lg border bg-muted/40 p-4 text-sm">
      {limits.notice ? (
        <p role="status" className="font-medium">
          {limits.notice}
        </p>
      ) : null}
      {limits.budgetCap ? (
        <p className={limits.notice ? 'mt-2 font-medium' : 'font-medium'}>{limits.budgetCap}</p>
      ) : null}
      {limits.rules.length ? (
        <>
          <p className={limits.notice ? 'mt-2 text-muted-foreground' : 'text-muted-foreground'}>
            Every campus below meets each requirement read from your brief:
          </p>
          <ul className="mt-1 list-disc pl-5">
            {limits.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </>
      ) : null}
      {unread.length ? (
        <>
          <p className="mt-2 text-muted-foreground">Not read from your brief, so not applied:</p>
          <ul className="mt-1 list-disc pl-5">
            {unread.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
