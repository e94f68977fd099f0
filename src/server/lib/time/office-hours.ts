/**
 * The office hours calls can be booked in (BOOKING_HOURS, ADR 0066), read once at start by config.ts. A pure
 * module: no dates here, only weekdays and minutes after local midnight in the office's time zone.
 *
 * The text is groups separated by commas or semicolons, each a day or a range of days and one or more time
 * ranges, 24-hour clock: `Mon-Fri 09:00-17:00`, `Mon-Thu 09:00-12:00 13:00-17:00, Fri 09:00-12:00`. A range of
 * days may wrap around the week (`Fri-Mon`). `off` offers no times at all.
 */

/** Minutes after local midnight: [start, end). */
export interface TimeRange {
  start: number
  end: number
}

/** The ranges of each weekday, sorted, Sunday first (index = `Date#getUTCDay()` of the local date). */
export type WeeklyHours = readonly (readonly TimeRange[])[]

const DAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const
export const DAY_ABBREVIATIONS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const

export const EXAMPLE_HOURS = 'Mon-Fri 09:00-17:00'

/** A day by its name or any abbreviation of three letters or more ("tue", "tues", "Tuesday"); -1 if none. */
function dayIndex(word: string): number {
  const lower = word.toLowerCase()
  if (lower.length < 3) return -1
  return DAY_NAMES.findIndex((name) => name.startsWith(lower))
}

/** "09:00" → 540; "24:00" only as an end. Null when it is not a time. */
function minutesOf(text: string, isEnd: boolean): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text)
  if (!match) return null
  const hours = Number(match[1])
  const minutes = Number(match[2])
  if (minutes > 59) return null
  if (hours === 24 && minutes === 0 && isEnd) return 24 * 60
  if (hours > 23) return null
  return hours * 60 + minutes
}

export const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The weekly hours, or a message saying what is wrong (config.ts prefixes it with the variable's name). */
export function parseOfficeHours(text: string): WeeklyHours | string {
  const trimmed = text.trim()
  const days: TimeRange[][] = DAY_NAMES.map(() => [])
  if (/^(off|none)$/i.test(trimmed)) return days
  const groups = trimmed
    .replace(/\s*-\s*/g, '-')
    .split(/[,;]/)
    .map((group) => group.trim())
  if (groups.some((group) => !group))
    return `must be days and hours such as "${EXAMPLE_HOURS}" (groups separated by commas), or "off"`
  for (const group of groups) {
    const [daySpec, ...times] = group.split(/\s+/)
    if (!daySpec || times.length === 0)
      return `"${group}" needs days and at least one time range, e.g. "${EXAMPLE_HOURS}"`
    const [first, last, extra] = daySpec.split('-')
    const from = dayIndex(first ?? '')
    const to = last === undefined ? from : dayIndex(last)
    if (from < 0 || to < 0 || extra !== undefined)
      return `"${daySpec}" is not a day or a range of days (Mon, Tue, Wed, Thu, Fri, Sat, Sun; e.g. Mon-Fri)`
    const ranges: TimeRange[] = []
    for (const time of times) {
      const [startText, endText, more] = time.split('-')
      const start = minutesOf(startText ?? '', false)
      const end = minutesOf(endText ?? '', true)
      if (start === null || end === null || more !== undefined)
        return `"${time}" is not a time range on the 24-hour clock, e.g. 09:00-17:00`
      if (end <= start) return `"${time}": the end must be after the start`
      ranges.push({ start, end })
    }
    for (let day = from; ; day = (day + 1) % 7) {
      days[day]!.push(...ranges)
      if (day === to) break
    }
  }
  for (const [index, ranges] of days.entries()) {
    ranges.sort((a, b) => a.start - b.start)
    for (let i = 1; i < ranges.length; i++) {
      const before = ranges[i - 1]!
      const after = ranges[i]!
      if (after.start < before.end)
        return `${DAY_ABBREVIATIONS[index]}: ${clockOf(before.start)}-${clockOf(before.end)} and ${clockOf(after.start)}-${clockOf(after.end)} overlap`
    }
  }
  return days
}

/** True when the hours offer no time at all ("off"). */
export const isOff = (hours: WeeklyHours) => hours.every((ranges) => ranges.length === 0)

/** The longest range, in minutes (a slot longer than this could never be offered). */
export const longestRange = (hours: WeeklyHours) =>
  Math.max(0, ...hours.flat().map((range) => range.end - range.start))
