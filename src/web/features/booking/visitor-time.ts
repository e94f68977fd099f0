/**
 * The visitor's own clock on /book-call (ADR 0103). The server writes every time on the office's clock (ADR
 * 0066), so the first HTML is the same for everyone; once the page is interactive the browser adds the times in
 * the visitor's zone. `Intl` is used here (ADR 0077 keeps it where a format depends on the reader's zone) and
 * only after hydration, so it costs nothing on the first load.
 */

/** The browser's time zone, or null when it does not say. */
export function detectedTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null
  } catch {
    return null
  }
}

/** The zones the visitor may pick from: the browser's list, with their own and the office's always in it. */
export function timeZoneChoices(...always: (string | null)[]): string[] {
  let zones: string[] = []
  try {
    zones = Intl.supportedValuesOf('timeZone')
  } catch {
    // An old browser without the list: the visitor's and the office's zones only.
  }
  return [...new Set([...always.filter((zone): zone is string => Boolean(zone)), ...zones])].sort()
}

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone} ${JSON.stringify(options)}`
  let kept = formatters.get(key)
  if (!kept) formatters.set(key, (kept = new Intl.DateTimeFormat('en-US', { timeZone, ...options })))
  return kept
}

// Newer ICU writes "9:00 AM" with a narrow no-break space; the server's labels use a plain one.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

/** "2026-03-10": the calendar date of an instant in a zone. */
const dateIn = (instant: Date, timeZone: string) =>
  formatter(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant)

/**
 * "9:30 AM" in the visitor's zone; "Wed 1:30 AM" when it falls on another calendar day than the office's, since
 * the days are listed on the office's calendar.
 */
export function visitorTimeLabel(instant: Date, visitorZone: string, officeZone: string): string {
  const time = plain(formatter(visitorZone, { hour: 'numeric', minute: '2-digit' }).format(instant))
  if (dateIn(instant, visitorZone) === dateIn(instant, officeZone)) return time
  return `${plain(formatter(visitorZone, { weekday: 'short' }).format(instant))} ${time}`
}

/** "Tuesday, March 10 at 6:30 AM Pacific Time": a booked call on the visitor's clock. */
export function visitorCallLabel(instant: Date, visitorZone: string): string {
  const date = plain(
    formatter(visitorZone, { weekday: 'long', month: 'long', day: 'numeric' }).format(instant),
  )
  const time = plain(formatter(visitorZone, { hour: 'numeric', minute: '2-digit' }).format(instant))
  return `${date} at ${time} ${zoneName(visitorZone, instant)}`
}

/** "Pacific Time"; the IANA name where the browser has no everyday name. */
export function zoneName(timeZone: string, at = new Date()): string {
  const name = formatter(timeZone, { timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value
  return name && !/^GMT/.test(name) ? plain(name) : timeZone.replace(/_/g, ' ')
}
