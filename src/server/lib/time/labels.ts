/**
 * How times are written for people (ADR 0066): always in the office's time zone, named, in US English. Made on
 * the server and sent as text, so the server render and the browser show the same words whatever the
 * browser's own zone or Intl data.
 */

import { dateTimeFormat } from './zoned-time'

// Newer ICU writes "9:00 AM" with a narrow no-break space; plain spaces read and match the same everywhere.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

const DAY = { weekday: 'long', month: 'long', day: 'numeric' } as const
const TIME = { hour: 'numeric', minute: '2-digit' } as const
const ZONE_NAME = { timeZoneName: 'longGeneric' } as const
const DATE = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' } as const

/** "Tuesday, March 10", for a "2026-03-10" office date. */
export function dayLabel(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  return plain(dateTimeFormat('UTC', DAY).format(new Date(Date.UTC(year!, month! - 1, day!))))
}

/** "9:30 AM" on the office's clock. */
export function timeLabel(instant: Date, timeZone: string): string {
  return plain(dateTimeFormat(timeZone, TIME).format(instant))
}

/**
 * The zone's everyday name, "Eastern Time" (the same all year, unlike "Eastern Daylight Time"); the IANA name
 * where Intl has none.
 */
export function timeZoneName(timeZone: string, at: Date = new Date()): string {
  const name = dateTimeFormat(timeZone, ZONE_NAME)
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value
  return name && !/^GMT/.test(name) ? plain(name) : timeZone
}

/** "Tuesday, March 10, 2026 at 9:30 AM Eastern Time": a booked call in a confirmation, email or invite. */
export function callLabel(instant: Date, timeZone: string): string {
  const date = plain(dateTimeFormat(timeZone, DATE).format(instant))
  return `${date} at ${timeLabel(instant, timeZone)} ${timeZoneName(timeZone, instant)}`
}
