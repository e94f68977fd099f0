import { describe, expect, it } from 'vitest'
import {
  clockTime,
  dayAndClockTime,
  fromDateTimeLocal,
  nowToTheMinute,
  saveActionLabel,
  toDateTimeLocal,
} from './publication-date'

describe('publication date', () => {
  it('stores a cleared field as null, and anything unreadable as null', () => {
    expect(fromDateTimeLocal('')).toBeNull()
    expect(fromDateTimeLocal('not a date')).toBeNull()
  })

  it('reads the local date and time as an ISO instant, to the minute', () => {
    const iso = fromDateTimeLocal('2026-03-02T14:30')!
    const date = new Date(iso)
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual(
      [2026, 2, 2, 14, 30],
    )
    expect(iso).toMatch(/:00\.000Z$/)
    expect(fromDateTimeLocal('2026-03-02T14:30:45')).toBe(iso)
  })

  it('shows a stored instant in the input format, and round-trips', () => {
    const iso = fromDateTimeLocal('2026-11-23T09:05')!
    expect(toDateTimeLocal(iso)).toBe('2026-11-23T09:05')
    expect(toDateTimeLocal(new Date(iso))).toBe('2026-11-23T09:05')
    expect(toDateTimeLocal(null)).toBe('')
    expect(toDateTimeLocal('garbage')).toBe('')
  })

  it('truncates now to the minute', () => {
    expect(nowToTheMinute(new Date('2026-03-02T14:30:59.999Z'))).toBe('2026-03-02T14:30:00.000Z')
  })

  it('tells a time of day as US readers read it, in the local clock', () => {
    expect(clockTime(new Date(2026, 10, 28, 0, 5))).toBe('12:05 AM')
    expect(clockTime(new Date(2026, 10, 28, 9, 30))).toBe('9:30 AM')
    expect(clockTime(new Date(2026, 10, 28, 12, 4))).toBe('12:04 PM')
    expect(clockTime(new Date(2026, 10, 28, 23, 59).toISOString())).toBe('11:59 PM')
    expect(dayAndClockTime(new Date(2026, 0, 3, 13, 7))).toBe('Jan 3, 1:07 PM')
  })
})

describe('saveActionLabel', () => {
  const now = Date.UTC(2026, 10, 28, 12, 0)
  it('says Schedule for a published article whose time is still to come', () => {
    expect(saveActionLabel(false, true, '2026-11-28T12:01:00.000Z', now)).toBe('Schedule')
    expect(saveActionLabel(true, true, '2027-01-01T09:00:00.000Z', now)).toBe('Schedule')
  })

  it('says Save or Update otherwise: a draft, a time that has come, no time', () => {
    expect(saveActionLabel(false, false, '2027-01-01T09:00:00.000Z', now)).toBe('Save')
    expect(saveActionLabel(true, true, '2026-11-28T12:00:00.000Z', now)).toBe('Update')
    expect(saveActionLabel(true, true, null, now)).toBe('Update')
    expect(saveActionLabel(false, undefined, undefined, now)).toBe('Save')
  })
})
