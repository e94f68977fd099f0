/**
 * Wall-clock time in an IANA time zone, with the platform's Intl data only (ADR 0066). A local time that does
 * not exist (the hour skipped when clocks go forward) has no instant; one that exists twice (the hour repeated
 * when they go back) is its first occurrence.
 */

/** A calendar date, as on a wall calendar in the office. */
export interface LocalDate {
  year: number
  /** 1-12 */
  month: number
  day: number
}

/**
 * An en-US formatter for a zone and style, made once and kept: making an Intl.DateTimeFormat costs about a
 * hundred times what formatting a date with it does, and one slots read formats some 160 labels and several
 * hundred wall-clock times (a fresh formatter per label cost the public GET /api/booking/slots over 100 ms of
 * CPU on a loaded machine; kept, about 1 ms). The zone comes from configuration, so the set stays small.
 */
const formatters = new Map<string, Intl.DateTimeFormat>()
export function dateTimeFormat(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone} ${JSON.stringify(options)}`
  let made = formatters.get(key)
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', { timeZone, ...options })
    formatters.set(key, made)
  }
  return made
}

const WALL_CLOCK_PARTS = {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
} as const

/** The wall clock in `timeZone` at an instant, as if it were UTC (milliseconds, whole seconds). */
function wallClockMs(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {}
  for (const part of dateTimeFormat(timeZone, WALL_CLOCK_PARTS).formatToParts(new Date(instantMs)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!)
}

/** How far the zone's wall clock is ahead of UTC at an instant, in minutes (New York in winter: -300). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const ms = Math.floor(instant.getTime() / 1000) * 1000
  return Math.round((wallClockMs(ms, timeZone) - ms) / 60_000)
}

/** The date on the office's calendar at an instant. */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const wall = new Date(wallClockMs(instant.getTime(), timeZone))
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() }
}

const DAY_MS = 24 * 60 * 60_000

export function addDays(date: LocalDate, days: number): LocalDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS)
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() }
}

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (date: LocalDate) =>
  new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()

/** "2026-03-08" */
export const isoDateOf = (date: LocalDate) =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`

/**
 * The instant the office's clock shows `minutes` after midnight on `date`; null when that wall time is skipped
 * by a change to daylight saving time. A repeated wall time gives its first (earlier) instant.
 */
export function instantAt(date: LocalDate, minutes: number, timeZone: string): Date | null {
  const naive = Date.UTC(date.year, date.month - 1, date.day, 0, minutes)
  // The offsets a day either side cover any zone's change of offset around this wall time.
  const offsets = new Set([
    offsetMinutes(new Date(naive - DAY_MS), timeZone),
    offsetMinutes(new Date(naive), timeZone),
    offsetMinutes(new Date(naive + DAY_MS), timeZone),
  ])
  const instants = [...offsets]
    .map((offset) => naive - offset * 60_000)
    .filter((instant) => wallClockMs(instant, timeZone) === naive)
    .sort((a, b) => a - b)
  return instants.length ? new Date(instants[0]!) : null
}

/** Whether Intl knows the zone (an IANA name such as America/New_York). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}
