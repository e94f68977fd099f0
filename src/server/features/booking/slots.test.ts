import { describe, expect, it } from 'vitest'
import { callLabel, dayLabel, timeLabel, timeZoneName } from '@/server/lib/time/labels'
import { parseOfficeHours, type WeeklyHours } from '@/server/lib/time/office-hours'
import { BOOKING_DAYS, gridSlots, openSlots, type BookingRules } from './slots'
import { instantAt, localDateOf, offsetMinutes } from '@/server/lib/time/zoned-time'

const hours = (text: string): WeeklyHours => {
  const parsed = parseOfficeHours(text)
  if (typeof parsed === 'string') throw new Error(parsed)
  return parsed
}
const rules = (text: string, timeZone = 'America/New_York', slotMinutes = 30): BookingRules => ({
  hours: hours(text),
  timeZone,
  slotMinutes,
})
const iso = (date: Date) => date.toISOString()
const starts = (slots: { start: Date }[]) => slots.map((slot) => iso(slot.start))

describe('wall-clock time in a zone', () => {
  it('knows New York’s offset either side of the 2026 changes', () => {
    expect(offsetMinutes(new Date('2026-03-08T06:59:59Z'), 'America/New_York')).toBe(-300)
    expect(offsetMinutes(new Date('2026-03-08T07:00:00Z'), 'America/New_York')).toBe(-240)
    expect(offsetMinutes(new Date('2026-11-01T05:59:59Z'), 'America/New_York')).toBe(-240)
    expect(offsetMinutes(new Date('2026-11-01T06:00:00Z'), 'America/New_York')).toBe(-300)
  })

  it('has no instant for a skipped wall time, and the first instant of a repeated one', () => {
    expect(instantAt({ year: 2026, month: 3, day: 8 }, 2 * 60 + 30, 'America/New_York')).toBeNull()
    expect(iso(instantAt({ year: 2026, month: 11, day: 1 }, 90, 'America/New_York')!)).toBe(
      '2026-11-01T05:30:00.000Z',
    )
    expect(iso(instantAt({ year: 2026, month: 7, day: 1 }, 9 * 60, 'Asia/Kolkata')!)).toBe(
      '2026-07-01T03:30:00.000Z',
    )
  })

  it('reads the office’s date, not UTC’s, late in the evening', () => {
    expect(localDateOf(new Date('2026-03-10T03:00:00Z'), 'America/New_York')).toEqual({
      year: 2026,
      month: 3,
      day: 9,
    })
  })
})

describe('slots', () => {
  it('are kept per day for the same office hours, apart for each zone and slot length', () => {
    const week = hours('Mon 09:00-10:00')
    const monday = new Date('2026-03-09T12:00:00Z')
    const grid = (timeZone: string, slotMinutes: number) =>
      starts(gridSlots({ hours: week, timeZone, slotMinutes }, monday, 1))
    expect(grid('UTC', 30)).toEqual(['2026-03-09T09:00:00.000Z', '2026-03-09T09:30:00.000Z'])
    expect(grid('UTC', 60)).toEqual(['2026-03-09T09:00:00.000Z'])
    expect(grid('America/New_York', 30)).toEqual(['2026-03-09T13:00:00.000Z', '2026-03-09T13:30:00.000Z'])
    // Asked again, the same answers: nothing of one rule set leaked into another.
    expect(grid('UTC', 30)).toEqual(['2026-03-09T09:00:00.000Z', '2026-03-09T09:30:00.000Z'])
    expect(grid('America/New_York', 30)).toEqual(['2026-03-09T13:00:00.000Z', '2026-03-09T13:30:00.000Z'])
  })

  it('fill each range back to back, and only whole calls fit', () => {
    const slots = gridSlots(rules('Mon 09:00-10:45', 'UTC'), new Date('2026-03-09T00:00:00Z'), 1)
    expect(starts(slots)).toEqual([
      '2026-03-09T09:00:00.000Z',
      '2026-03-09T09:30:00.000Z',
      '2026-03-09T10:00:00.000Z',
    ])
    expect(iso(slots[2]!.end)).toBe('2026-03-09T10:30:00.000Z')
    expect(slots.every((slot) => slot.date === '2026-03-09')).toBe(true)
  })

  it('keep 9:00 on the office clock across the change to daylight saving time (UTC moves an hour)', () => {
    const slots = gridSlots(rules('Mon-Fri 09:00-09:30'), new Date('2026-03-06T12:00:00Z'), 4)
    // Friday March 6 is EST (UTC-5); Monday March 9, the day after the change, is EDT (UTC-4).
    expect(slots.map((slot) => [slot.date, iso(slot.start)])).toEqual([
      ['2026-03-06', '2026-03-06T14:00:00.000Z'],
      ['2026-03-09', '2026-03-09T13:00:00.000Z'],
    ])
  })

  it('skip the hour the clocks jump over, and never offer one instant twice when they go back', () => {
    const spring = gridSlots(rules('Sun 01:00-04:00'), new Date('2026-03-08T05:00:00Z'), 1)
    // 02:00 and 02:30 do not exist on March 8; 01:30 EST runs into 03:00 EDT, half an hour later.
    expect(starts(spring)).toEqual([
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T06:30:00.000Z',
      '2026-03-08T07:00:00.000Z',
      '2026-03-08T07:30:00.000Z',
    ])
    expect(iso(spring[1]!.end)).toBe(iso(spring[2]!.start))

    const autumn = gridSlots(rules('Sun 00:30-02:30'), new Date('2026-11-01T04:00:00Z'), 1)
    // 01:00 and 01:30 happen twice on November 1: each is offered once, at its first (EDT) occurrence.
    expect(starts(autumn)).toEqual([
      '2026-11-01T04:30:00.000Z',
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T05:30:00.000Z',
      '2026-11-01T07:00:00.000Z',
    ])
    expect(new Set(starts(autumn)).size).toBe(autumn.length)
  })

  it('offer the next 14 office days, from the notice on, without booked or overlapping times', () => {
    const office = rules('Mon-Fri 09:00-17:00')
    // Monday March 9, 12:00 EDT: 14:00 is the first time two hours ahead.
    const now = new Date('2026-03-09T16:00:00Z')
    const booked = [
      // A booked 14:00 call, and a 45-minute one (booked before the length changed) from 15:15.
      { start: new Date('2026-03-09T18:00:00Z'), end: new Date('2026-03-09T18:30:00Z') },
      { start: new Date('2026-03-09T19:15:00Z'), end: new Date('2026-03-09T20:00:00Z') },
    ]
    const open = openSlots(office, now, booked)
    const monday = open.filter((slot) => slot.date === '2026-03-09')
    expect(monday.map((slot) => timeLabel(slot.start, office.timeZone))).toEqual([
      '2:30 PM',
      '4:00 PM',
      '4:30 PM',
    ])
    const days = [...new Set(open.map((slot) => slot.date))]
    expect(days[0]).toBe('2026-03-09')
    // March 9 to March 22: two working weeks.
    expect(days.at(-1)).toBe('2026-03-20')
    expect(days).toHaveLength(10)
    expect(open.every((slot) => slot.start.getTime() >= now.getTime() + 2 * 60 * 60_000)).toBe(true)
    expect(BOOKING_DAYS).toBe(14)
  })

  it('start from the office’s today: late on a Monday evening in New York, Tuesday’s times come first', () => {
    const open = openSlots(rules('Mon-Fri 09:00-17:00'), new Date('2026-03-10T03:00:00Z'), [])
    expect(open[0]!.date).toBe('2026-03-10')
    expect(iso(open[0]!.start)).toBe('2026-03-10T13:00:00.000Z')
    // Still 14 office days counted from Monday the 9th: the last is Friday the 20th.
    expect(open.at(-1)!.date).toBe('2026-03-20')
  })

  it('are all gone when the hours are off', () => {
    expect(openSlots(rules('off'), new Date(), [])).toEqual([])
  })
})

describe('labels', () => {
  it('name days, times and the zone in the office’s words', () => {
    expect(dayLabel('2026-03-09')).toBe('Monday, March 9')
    expect(timeLabel(new Date('2026-03-09T13:00:00Z'), 'America/New_York')).toBe('9:00 AM')
    expect(timeZoneName('America/New_York', new Date('2026-07-01T00:00:00Z'))).toBe('Eastern Time')
    expect(timeZoneName('UTC')).toBe('UTC')
    expect(callLabel(new Date('2026-03-09T13:00:00Z'), 'America/New_York')).toBe(
      'Monday, March 9, 2026 at 9:00 AM Eastern Time',
    )
  })
})

describe('the booking rules (issue 38 point 6)', () => {
  // Monday, March 9, 2026, 8:00 AM in New York (daylight time: UTC-4).
  const now = new Date('2026-03-09T12:00:00Z')
  const day = (slots: { start: Date; date: string }[], date: string) =>
    slots.filter((slot) => slot.date === date).map((slot) => iso(slot.start))
  const base = rules('Mon-Fri 09:00-12:00')

  it('offer nothing within the notice: 2 hours by default, or as configured', () => {
    expect(day(openSlots(base, now, []), '2026-03-09')[0]).toBe('2026-03-09T14:00:00.000Z')
    expect(day(openSlots({ ...base, noticeMinutes: 0 }, now, []), '2026-03-09')[0]).toBe(
      '2026-03-09T13:00:00.000Z',
    )
    expect(day(openSlots({ ...base, noticeMinutes: 24 * 60 }, now, []), '2026-03-09')).toEqual([])
  })

  it('keep the buffer free before and after each booked call', () => {
    const booked = [{ start: new Date('2026-03-10T14:00:00Z'), end: new Date('2026-03-10T14:30:00Z') }]
    expect(day(openSlots(base, now, booked), '2026-03-10')).toEqual([
      '2026-03-10T13:00:00.000Z',
      '2026-03-10T13:30:00.000Z',
      '2026-03-10T14:30:00.000Z',
      '2026-03-10T15:00:00.000Z',
      '2026-03-10T15:30:00.000Z',
    ])
    expect(day(openSlots({ ...base, bufferMinutes: 15 }, now, booked), '2026-03-10')).toEqual([
      '2026-03-10T13:00:00.000Z',
      '2026-03-10T15:00:00.000Z',
      '2026-03-10T15:30:00.000Z',
    ])
  })

  it('close a day once it holds the most calls a day may; other days stay open', () => {
    const booked = ['2026-03-10T13:00:00Z', '2026-03-10T15:00:00Z'].map((start) => ({
      start: new Date(start),
      end: new Date(new Date(start).getTime() + 30 * 60_000),
    }))
    expect(day(openSlots({ ...base, maxPerDay: 2 }, now, booked), '2026-03-10')).toEqual([])
    expect(day(openSlots({ ...base, maxPerDay: 3 }, now, booked), '2026-03-10')).toHaveLength(4)
    expect(day(openSlots({ ...base, maxPerDay: 2 }, now, booked), '2026-03-11')).toHaveLength(6)
  })
})
