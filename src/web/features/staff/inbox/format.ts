/**
 * "March 4, 2026 at 3:30 PM": the spec's US long date with hour and minute, in the reader's time zone. Rendered
 * only in the browser (the submissions load after hydration), so server and browser never disagree.
 */
export function formatSubmittedAt(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(date)
}
