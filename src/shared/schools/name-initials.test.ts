import { describe, expect, it } from 'vitest'
import { nameAbbreviations } from './name-initials'
import { schoolSearchText } from './search-text'

describe('name abbreviations', () => {
  it('gives the initials of the significant words, a state name counting as its postal code', () => {
    expect(nameAbbreviations('New York University')).toEqual(['nyu'])
    expect(nameAbbreviations('University of Georgia')).toEqual(['uga'])
    expect(nameAbbreviations('Massachusetts Institute of Technology')).toEqual(['mit', 'mait'])
    expect(nameAbbreviations('Texas A & M University-College Station')).toContain('tamu college station')
  })

  it('gives a campus named "X at Place" or "X-Place" as the initials of X and the place', () => {
    expect(nameAbbreviations('University of North Carolina at Chapel Hill')).toEqual([
      'uncch',
      'unc chapel hill',
    ])
    expect(nameAbbreviations('The University of Texas at Austin')).toEqual(
      expect.arrayContaining(['ut austin', 'utx austin']),
    )
    expect(nameAbbreviations('University of California-Los Angeles')).toEqual(
      expect.arrayContaining(['ucla', 'uc los angeles']),
    )
    expect(nameAbbreviations('University of Wisconsin-Madison')).toContain('uw madison')
  })

  it('leaves out lone letters, two-letter initials standing alone, and numbers', () => {
    expect(nameAbbreviations('Harvard University')).toEqual([])
    expect(nameAbbreviations('Spelman College')).toEqual([])
    expect(nameAbbreviations('Empire Beauty School 2')).toEqual(['ebs'])
    expect(nameAbbreviations('Winston-Salem State University')).toEqual(['wssu'])
  })

  it('puts them in the search text', () => {
    expect(schoolSearchText({ name: 'University of Georgia', city: 'Athens', state: 'GA' })).toBe(
      'university of georgia uga athens ga georgia',
    )
  })
})
