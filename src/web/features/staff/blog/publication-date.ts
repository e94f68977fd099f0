/**
 * The form's Publication Date is a datetime-local input (the visitor's local time, minute precision); the
 * article stores an ISO instant, or null when the field is cleared (product §5).
 */
const pad = (n: number) => String(n).padStart(2, '0')

export function toDateTimeLocal(value: string | Date | null | undefined): string {
  if (!value) return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

export function fromDateTimeLocal(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value)
  if (!match) return null
  const [, year, month, day, hours, minutes] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  // Seconds are dropped on purpose: the field has minute precision.
  const date = new Date(year, month - 1, day, hours, minutes, 0, 0)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** Now, to the minute: what Publish and Save-with-published-on use when no date was chosen. */
export function nowToTheMinute(now = new Date()): string {
  const date = new Date(now)
  date.setSeconds(0, 0)
  return date.toISOString()
}

/** "12:04 PM" in the staff member's own clock: when the editor last saved, when someone else did. */
export function clockTime(value: Date | string): string {
  const date = new Date(value)
  const hours = date.getHours()
  return `${hours % 12 || 12}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "Nov 28, 12:04 PM" in the staff member's own clock: when a revision was saved. */
export function dayAndClockTime(value: Date | string): string {
  const date = new Date(value)
  return `${SHORT_MONTHS[date.getMonth()]} ${date.getDate()}, ${clockTime(date)}`
}

/**
 * The editor's save button says what saving will do: "Schedule" when the article is published with a time still
 * to come (it goes live then, not now), else "Update" for an article that exists and "Save" for a new one.
 */
export function saveActionLabel(
  editing: boolean,
  published: boolean | undefined,
  publishedAt: string | null | undefined,
  now = Date.now(),
): 'Schedule' | 'Update' | 'Save' {
  if (published && publishedAt && new Date(publishedAt).getTime() > now) return 'Schedule'
  return editing ? 'Update' : 'Save'
}
