/**
 * Dates and numbers in US English, the site's one locale (product §5), written out without `Intl` (ADR 0077).
 * A page's first `Intl` formatter makes the browser load its locale data: 55-80 ms of main thread on these
 * machines, four times that on Lighthouse's phone, and every `toLocaleString` call builds a new formatter. The
 * formats here are fixed, so plain code gives the same text (a test compares them with `Intl` over many
 * values). Dates are calendar days read in UTC, so the server render and the browser agree on the day.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

function utcParts(date: Date | string) {
  const value = typeof date === 'string' ? new Date(date) : date
  if (Number.isNaN(value.getTime())) throw new RangeError('Invalid time value')
  return { year: value.getUTCFullYear(), month: MONTHS[value.getUTCMonth()]!, day: value.getUTCDate() }
}

/** "March 2, 2026". */
export function formatLongDate(date: Date | string): string {
  const { year, month, day } = utcParts(date)
  return `${month} ${day}, ${year}`
}

/** "March 2026". */
export function formatMonthYear(date: Date | string): string {
  const { year, month } = utcParts(date)
  return `${month} ${year}`
}

/** "Mar 2" (month and day; the caller places the year). */
export function formatShortDay(date: Date | string): string {
  const { month, day } = utcParts(date)
  return `${month.slice(0, 3)} ${day}`
}

/** "Nov 28, 2026, 06:52 UTC": what an API answer says of a moment, since it cannot know the caller's clock. */
export const formatUtcMinute = (date: Date) =>
  `${formatShortDay(date)}, ${date.getUTCFullYear()}, ${date.toISOString().slice(11, 16)} UTC`

/** "12,345": a count, rounded half away from zero to a whole number (as `Intl` rounds), grouped by thousands. */
export function formatWholeNumber(value: number): string {
  const magnitude = Math.round(Math.abs(value))
  const grouped = String(magnitude).replace(/\B(?=(\d{3})+$)/g, ',')
  return value < 0 && magnitude > 0 ? `-${grouped}` : grouped
}

/** "$25,000": whole dollars. */
export function formatDollars(value: number): string {
  const amount = formatWholeNumber(value)
  return amount.startsWith('-') ? `-$${amount.slice(1)}` : `$${amount}`
}
