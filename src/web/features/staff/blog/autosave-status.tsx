import { clockTime } from './publication-date'
import type { AutosaveStatus } from './use-autosave'

/**
 * What the editor says about saving by itself: when it last saved a draft, or why it is not saving one. A new
 * article has no record to save into until its first Save; a published one changes for readers only by Save.
 */
export function autosaveMessage(status: AutosaveStatus, article: { published: boolean } | undefined): string {
  if (!article) return 'Drafts save themselves once you have saved this one.'
  if (article.published) return 'Changes to a published article go live only when you save.'
  switch (status.state) {
    case 'idle':
      return 'This draft saves itself as you type.'
    case 'saving':
      return 'Saving the draft…'
    case 'saved':
      return `Draft saved at ${clockTime(status.at)}.`
    case 'invalid':
      return 'Not saved yet: a field breaks a rule. Save shows which.'
    case 'failed':
      return `Not saved: ${status.message} Your changes are still here.`
  }
}

/** Announced politely, so a screen reader hears "Draft saved" without losing its place. */
export function AutosaveStatusText({
  status,
  article,
}: {
  status: AutosaveStatus
  article: { published: boolean } | undefined
}) {
  return (
    <p
      role="status"
      aria-live="polite"
      className="text-sm text-muted-foreground"
      data-testid="autosave-status"
    >
      {autosaveMessage(status, article)}
    </p>
  )
}
