/**
 * Dates in US English long form (product §5), e.g. "March 2, 2026". Formatted in UTC so the server render
 * and the browser agree on the day (a visitor's time zone would otherwise break hydration near midnight).
 */
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

export function formatLongDate(date: Date | string): string {
  return longDate.format(typeof date === 'string' ? new Date(date) : date)
}

/** ISO form for `<time dateTime>`. */
export const isoOf = (date: Date | string) => (typeof date === 'string' ? date : date.toISOString())

/** Published and its date has come: what the public sees (decision D12). */
export const isLive = (
  article: { published: boolean; publishedAt: Date | string | null },
  now = Date.now(),
) => article.published && article.publishedAt !== null && new Date(article.publishedAt).getTime() <= now
