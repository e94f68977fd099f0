import { describe, expect, it } from 'vitest'
import { SCHOOL_TYPES, schoolTypeOf } from './school-type'

const type = (sector: number, carnegie: number | null, name = 'Some College') =>
  schoolTypeOf({ sector, carnegie, name })

describe('schoolTypeOf (IPEDS sector × 2021 Carnegie class → readable type)', () => {
  it.each([
    [1, 15, 'Public Research University'],
    [2, 16, 'Private Research University'],
    [1, 17, 'Public Doctoral University'],
    [2, 17, 'Private Doctoral University'],
    [1, 18, 'Public University'],
    [2, 19, 'Private University'],
    [3, 20, 'For-Profit University'],
    [2, 21, 'Liberal Arts College'],
    [1, 21, 'Public Liberal Arts College'],
    [2, 22, 'Private College'],
    [1, 23, 'State College'],
    [4, 2, 'Community College'],
    [1, 14, 'Community College'],
    [5, 5, 'Junior College'],
    [6, 8, 'Career College'],
    [6, 10, 'Health Sciences College'],
    [4, 11, 'Technical College'],
    [2, 24, 'Faith-Based College'],
    [2, 25, 'Medical School'],
    [1, 27, 'Medical & Research University'],
    [2, 28, 'Technical Institute'],
    [2, 29, 'Business School'],
    [2, 30, 'Art & Design School'],
    [2, 31, 'Law School'],
    [1, 33, 'Tribal College'],
  ])('sector %i, Carnegie %i → %s', (sector, carnegie, expected) => {
    expect(type(sector, carnegie)).toBe(expected)
  })

  it('reads an unclassified school from its name, then from its sector', () => {
    expect(type(2, null, 'Watts School of Nursing')).toBe('Health Sciences College')
    expect(type(2, null, 'Ohr Hameir Theological Seminary')).toBe('Faith-Based College')
    expect(type(4, null, 'J F Ingram State Technical College')).toBe('Technical College')
    expect(type(1, null, 'Pennsylvania State University-Penn State Scranton')).toBe('Public University')
    expect(type(2, null, 'Selma University')).toBe('Private College')
    expect(type(5, null, 'ASPIRA City College')).toBe('Junior College')
    // "Hartford" contains "art" but not the word.
    expect(type(2, null, 'Hartford College')).toBe('Private College')
  })

  it('only ever answers a label of the filter list, each short enough for the type column', () => {
    const seen = new Set<string>()
    for (let sector = 1; sector <= 6; sector++)
      for (const carnegie of [null, ...Array.from({ length: 35 }, (_, i) => i - 1)])
        seen.add(type(sector, carnegie))
    for (const label of seen) expect(SCHOOL_TYPES).toContain(label)
    for (const label of SCHOOL_TYPES) expect(label.length).toBeLessThanOrEqual(50)
  })
})
