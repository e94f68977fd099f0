/**
 * Call slots from the office hours (ADR 0066): back-to-back slots of the configured length inside each range of
 * each day, on the office's wall clock, turned into instants in its time zone. Pure: `now` and the booked calls
 * are arguments.
 */
import type { WeeklyHours } from '@/server/lib/time/office-hours'
import {
  addDays,
  instantAt,
  isoDateOf,
  localDateOf,
  weekdayOf,
  type LocalDate,
} from '@/server/lib/time/zoned-time'

export interface BookingRules {
  hours: WeeklyHours
  /** IANA name of the office's time zone. */
  timeZone: string
  slotMinutes: number
  /** A call can be booked up to this long before it starts, no later (BOOKING_NOTICE_MINUTES; default 120). */
  noticeMinutes?: number
  /** Time kept free before and after every booked call (BOOKING_BUFFER_MINUTES; default 0, back to back). */
  bufferMinutes?: number
  /** At most this many calls on one office day (BOOKING_MAX_PER_DAY; default 0: no cap). */
  maxPerDay?: number
}

export interface Slot {
  start: Date
  end: Date
  /** The office's calendar date of the start, "2026-03-09". */
  date: string
}

/** Days offered, today (in the office) included. */
export const BOOKING_DAYS = 14
/** The notice when none is configured. */
export const BOOKING_NOTICE_MINUTES = 120

/** Every slot of the office hours on `days` office dates, from the one `from` falls on. */
export function gridSlots(rules: BookingRules, from: Date, days: number): Slot[] {
  const first = localDateOf(from, rules.timeZone)
  const slots: Slot[] = []
  const instants = new Set<number>()
  for (let offset = 0; offset < days; offset++) {
    for (const slot of daySlots(rules, addDays(first, offset))) {
      // One occurrence of a repeated wall time (the hour gained), so two slots never share an instant.
      if (instants.has(slot.start.getTime())) continue
      instants.add(slot.start.getTime())
      slots.push(slot)
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime())
}

/**
 * One office day's slots, kept per office hours (the configuration's object, so a replica keeps one set) and
 * day: they are a pure function of those, and finding each slot's instant in the zone was most of the public
 * slots read (about 6 ms for 14 days, every request). Frozen, since every request shares them.
 */
const keptDays = new WeakMap<WeeklyHours, Map<string, readonly Slot[]>>()
const DAYS_KEPT = 64

function daySlots(rules: BookingRules, date: LocalDate): readonly Slot[] {
  let days = keptDays.get(rules.hours)
  if (!days) keptDays.set(rules.hours, (days = new Map()))
  const key = `${rules.timeZone} ${rules.slotMinutes} ${isoDateOf(date)}`
  let slots = days.get(key)
  if (!slots) {
    // Days go by; past a few weeks' worth, start again rather than keep every day ever asked for.
    if (days.size >= DAYS_KEPT) days.clear()
    slots = computeDaySlots(rules, date)
    days.set(key, slots)
  }
  return slots
}

function computeDaySlots(rules: BookingRules, date: LocalDate): readonly Slot[] {
  const slots: Slot[] = []
  for (const range of rules.hours[weekdayOf(date)] ?? []) {
    for (let minute = range.start; minute + rules.slotMinutes <= range.end; minute += rules.slotMinutes) {
      const start = instantAt(date, minute, rules.timeZone)
      // A time the clocks skip (the hour lost to daylight saving time) is not offered.
      if (!start) continue
      slots.push(
        Object.freeze({
          start,
          end: new Date(start.getTime() + rules.slotMinutes * 60_000),
          date: isoDateOf(date),
        }),
      )
    }
  }
  return Object.freeze(slots)
}

export interface Booked {
  start: Date
  end: Date
}

const overlaps = (slot: Booked, booked: Booked) =>
  slot.start.getTime() < booked.end.getTime() && booked.start.getTime() < slot.end.getTime()

/** Too close to now (or past) to be booked: less than the notice ahead. */
export const isTooSoon = (slot: Booked, now: Date, rules?: Pick<BookingRules, 'noticeMinutes'>) =>
  slot.start.getTime() < now.getTime() + (rules?.noticeMinutes ?? BOOKING_NOTICE_MINUTES) * 60_000

/** Overlapping a booked call, or within the buffer kept around each. */
export const isTaken = (
  slot: Booked,
  booked: readonly Booked[],
  rules?: Pick<BookingRules, 'bufferMinutes'>,
) => {
  const buffer = (rules?.bufferMinutes ?? 0) * 60_000
  return booked.some((call) =>
    overlaps(slot, {
      start: new Date(call.start.getTime() - buffer),
      end: new Date(call.end.getTime() + buffer),
    }),
  )
}

/** Its office day already holds the most calls a day may (BOOKING_MAX_PER_DAY). */
export const isDayFull = (slot: Slot, booked: readonly Booked[], rules: BookingRules) =>
  Boolean(rules.maxPerDay) &&
  booked.filter((call) => isoDateOf(localDateOf(call.start, rules.timeZone)) === slot.date).length >=
    rules.maxPerDay!

/** Whether a slot is still bookable: far enough ahead, clear of every booked call and its buffer, its day not full. */
export const isOpen = (slot: Slot, now: Date, booked: readonly Booked[], rules: BookingRules) =>
  !isTooSoon(slot, now, rules) && !isTaken(slot, booked, rules) && !isDayFull(slot, booked, rules)

/** The slots a visitor may book now: the next BOOKING_DAYS days, by the rules, none booked. */
export function openSlots(rules: BookingRules, now: Date, booked: readonly Booked[]): Slot[] {
  return gridSlots(rules, now, BOOKING_DAYS).filter((slot) => isOpen(slot, now, booked, rules))
}

/** Where to look for calls that could overlap the slots offered at `now`. */
export function bookingWindow(now: Date): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() - 24 * 60 * 60_000),
    to: new Date(now.getTime() + (BOOKING_DAYS + 1) * 24 * 60 * 60_000),
  }
}
