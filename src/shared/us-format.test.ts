import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatDollars,
  formatLongDate,
  formatMonthYear,
  formatShortDay,
  formatWholeNumber,
} from './us-format'

// The formats are written out by hand so that pages never start the browser's Intl; Node's full ICU is the
// reference they must match, over any day from year 1 to 9999 and any count a page shows.
const anyDay = fc.date({
  min: new Date('0001-01-01T00:00:00Z'),
  max: new Date('9999-12-31T23:59:59Z'),
  noInvalidDate: true,
})
const intl = {
  longDate: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
  monthYear: new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  shortDay: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
  whole: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
  dollars: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
}

describe('US English formats without Intl', () => {
  it('long dates read as Intl writes them', () => {
    fc.assert(fc.property(anyDay, (day) => formatLongDate(day) === intl.longDate.format(day)))
    expect(formatLongDate('2026-03-02T00:00:00.000Z')).toBe('March 2, 2026')
  })

  it('months of a year read as Intl writes them', () => {
    fc.assert(fc.property(anyDay, (day) => formatMonthYear(day) === intl.monthYear.format(day)))
    expect(formatMonthYear('2027-03-31T23:59:59Z')).toBe('March 2027')
  })

  it('reads the day in UTC, whatever the hour', () => {
    expect(formatLongDate(new Date('2026-12-31T23:59:59.999Z'))).toBe('December 31, 2026')
    expect(formatShortDay('2027-01-01T00:00:00Z')).toBe('Jan 1')
  })

  it('short days read as Intl writes them ("Sep 1", not "Sept 1")', () => {
    fc.assert(fc.property(anyDay, (day) => formatShortDay(day) === intl.shortDay.format(day)))
    expect(formatShortDay(new Date('2026-09-01T00:00:00Z'))).toBe('Sep 1')
  })

  it('refuses an invalid date, as Intl does', () => {
    expect(() => formatLongDate('not a date')).toThrow(RangeError)
    expect(() => formatShortDay(new Date(Number.NaN))).toThrow(RangeError)
  })

  it('counts are grouped by thousands and rounded as Intl rounds them', () => {
    const counts = fc.oneof(
      fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
      fc.double({ min: 0, max: 1e12, noNaN: true }),
      fc.integer({ min: -100_000, max: 100_000 }).map((n) => n + 0.5),
    )
    fc.assert(fc.property(counts, (n) => formatWholeNumber(n) === intl.whole.format(n)))
    expect(formatWholeNumber(1234567)).toBe('1,234,567')
    expect(formatWholeNumber(999)).toBe('999')
    expect(formatWholeNumber(0)).toBe('0')
  })

  it('dollars are whole and signed before the symbol', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => formatDollars(n) === intl.dollars.format(n)),
    )
    expect(formatDollars(25000)).toBe('$25,000')
  })
})
