import { describe, expect, it } from 'vitest'
import { onCampusSentence, residentialOf } from './residential'

describe('residential character (Carnegie size and setting, C21SZSET)', () => {
  it('reads the three settings of every four-year size class, and nothing else', () => {
    expect([6, 7, 8, 15, 16, 17].map(residentialOf)).toEqual([
      'nonresidential',
      'primarily-residential',
      'highly-residential',
      'nonresidential',
      'primarily-residential',
      'highly-residential',
    ])
    // Two-year (1-5), exclusively graduate (18), not applicable (-2) and unknown: no character, never a guess.
    expect([1, 5, 18, -2, null, undefined].map(residentialOf)).toEqual([null, null, null, null, null, null])
  })
})

describe('how many students live on campus', () => {
  it('says about how many and what share, rounding beds to two figures above a thousand', () => {
    expect(onCampusSentence(6_812, 32_000)).toBe('About 6,800 students live on campus (21% of students)')
    expect(onCampusSentence(412, 1_300)).toBe('About 412 students live on campus (32% of students)')
    expect(onCampusSentence(900, null)).toBe('About 900 students live on campus')
  })

  it('caps the share at 100% (beds are capacity), and says so plainly when there is no housing', () => {
    expect(onCampusSentence(2_400, 2_000)).toBe('About 2,400 students live on campus (100% of students)')
    expect(onCampusSentence(0, 12_000)).toBe('No on-campus housing')
    expect(onCampusSentence(5, 90_000)).toBe('About 5 students live on campus (under 1% of students)')
  })

  it('leaves unknown unknown: no sentence at all, never a zero', () => {
    expect(onCampusSentence(null, 30_000)).toBeNull()
  })
})
