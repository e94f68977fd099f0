import { describe, expect, it } from 'vitest'
import {
  cityState,
  durationPhrase,
  formatBudget,
  programCategory,
  programDays,
  shortDateRange,
  statusLabel,
  statusTone,
} from './program-display'
import { formatLongDate } from '@/shared/us-format'

const day = (iso: string) => new Date(`${iso}T00:00:00Z`)

describe('programCategory (product §3: keywords in the name)', () => {
  it.each([
    ['Fall Welcome Week', 'Student Engagement'],
    ['New Student ORIENTATION', 'Student Engagement'],
    ['Homecoming Tailgate', 'Alumni Relations'],
    ['Alumni Weekend', 'Alumni Relations'],
    ['Brand Ambassador Program', 'Leadership Program'],
    ['Leadership Summit', 'Leadership Program'],
    ['Career Fair', 'Campus Event'],
    ['Wellness Expo', 'Campus Event'],
    ['Intramural Sports Night', 'Athletic Program'],
    ['Athletics Season Pass', 'Athletic Program'],
    ['Graduation Photo Booth', 'Academic Milestone'],
    ['Pinning Ceremony', 'Academic Milestone'],
    ['Finals Study Break', 'Campus Initiative'],
    ['', 'Campus Initiative'],
  ])('%j is %s', (name, label) => {
    expect(programCategory(name).label).toBe(label)
  })

  it("tries the spec's order: a welcome fair is Student Engagement, not a Campus Event", () => {
    expect(programCategory('Welcome Fair').label).toBe('Student Engagement')
  })

  it('gives every category its own picture from the shipped artwork', () => {
    const names = ['welcome', 'alumni', 'ambassador', 'fair', 'sports', 'ceremony', 'other']
    const images = new Set(names.map((name) => programCategory(name).image))
    expect(images.size).toBe(7)
    for (const image of images) expect(image).toMatch(/^\/images\/illustrations\/[a-z-]+\.webp$/)
  })
})

describe('status badge (product §9)', () => {
  it.each([
    ['active', 'green'],
    ['planned', 'blue'],
    ['completed', 'purple'],
    ['cancelled', 'red'],
    ['Active', 'green'],
    ['on hold', 'gray'],
    ['', 'gray'],
  ])('%j is %s', (status, colour) => {
    expect(statusTone(status)).toContain(`bg-${colour}-100`)
    expect(statusTone(status)).toContain(`text-${colour}-800`)
  })

  it('capitalises the label', () => {
    expect(statusLabel('active')).toBe('Active')
    expect(statusLabel('on hold')).toBe('On hold')
  })
})

describe('durationPhrase (product §9), at its boundaries', () => {
  it.each([
    [0, '0 days'],
    [1, '1 day'],
    [2, '2 days'],
    [29, '29 days'],
    [30, 'about 1 month'],
    [44, 'about 1 month'],
    [45, 'about 2 months'],
    [364, 'about 12 months'],
    [365, 'about 1 year'],
    [547, 'about 1 year'],
    [548, 'about 2 years'],
  ])('%i days is %j', (days, phrase) => {
    expect(durationPhrase(days)).toBe(phrase)
  })

  it('counts the calendar days a program runs, both ends included, across a daylight-saving change too', () => {
    expect(programDays(day('2026-03-01'), day('2026-03-01'))).toBe(1)
    expect(programDays(day('2026-03-01'), day('2026-03-02'))).toBe(2)
    expect(programDays(day('2026-03-01'), day('2026-03-30'))).toBe(30)
    expect(programDays(day('2026-01-01'), day('2026-12-31'))).toBe(365)
    expect(programDays(new Date('2026-03-07T05:00:00Z'), new Date('2026-03-09T04:00:00Z'))).toBe(3)
    expect(programDays(null, day('2026-03-02'))).toBeNull()
    expect(programDays(day('2026-03-02'), null)).toBeNull()
  })
})

describe('dates and money', () => {
  it('long dates read the stored calendar day in every time zone', () => {
    expect(formatLongDate(day('2026-03-04'))).toBe('March 4, 2026')
    expect(formatLongDate(day('2026-12-31'))).toBe('December 31, 2026')
  })

  it('short ranges carry the start year, or both years across New Year', () => {
    expect(shortDateRange(day('2026-09-01'), day('2026-10-15'))).toBe('Sep 1 – Oct 15, 2026')
    expect(shortDateRange(day('2026-12-15'), day('2027-01-10'))).toBe('Dec 15, 2026 – Jan 10, 2027')
    expect(shortDateRange(day('2026-09-01'), null)).toBe('From Sep 1, 2026')
    expect(shortDateRange(null, null)).toBe('Dates to be announced')
  })

  it('budgets are whole dollars', () => {
    expect(formatBudget(2500)).toBe('$2,500')
    expect(formatBudget(50000)).toBe('$50,000')
    expect(formatBudget(0)).toBe('$0')
    expect(formatBudget(null)).toBe('Budget on request')
  })

  it("shows 'city, state' only when both exist", () => {
    expect(cityState({ city: 'Austin', state: 'TX' })).toBe('Austin, TX')
    expect(cityState({ city: 'Austin', state: null })).toBe('')
    expect(cityState(null)).toBe('')
  })
})
