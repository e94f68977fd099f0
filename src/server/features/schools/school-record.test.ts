import { describe, expect, it } from 'vitest'
import { normalizeWebsite, schoolRecordOf, tidyAlias, tidyCity } from './school-record'

const ALPHA = {
  unitid: 100001,
  name: 'Alpha College',
  city: 'Alpha',
  state: 'AL',
  sector: 1,
  carnegie: 16,
  enrollment: 6000,
}

describe('mapping IPEDS values', () => {
  it('normalises websites to https URLs', () => {
    expect(normalizeWebsite('www.aamu.edu/')).toBe('https://www.aamu.edu/')
    expect(normalizeWebsite('http://www.glendale.edu')).toBe('https://www.glendale.edu/')
    expect(normalizeWebsite('HTTPS://Example.EDU/Path?x=1')).toBe('https://example.edu/Path?x=1')
    expect(normalizeWebsite(' ')).toBeNull()
    expect(normalizeWebsite('not a website')).toBeNull()
    expect(normalizeWebsite('localhost')).toBeNull()
  })

  it('reads every LOCALE code as its kind and size, -3 (not available) as neither', () => {
    const localeOf = (code: number | null) => {
      const { locale, localeSize } = schoolRecordOf({ ...ALPHA, locale: code })
      return [locale, localeSize]
    }
    expect([11, 12, 13, 21, 22, 23, 31, 32, 33, 41, 42, 43, -3, null].map(localeOf)).toEqual([
      ['city', 'large'],
      ['city', 'midsize'],
      ['city', 'small'],
      ['suburb', 'large'],
      ['suburb', 'midsize'],
      ['suburb', 'small'],
      ['town', 'fringe'],
      ['town', 'distant'],
      ['town', 'remote'],
      ['rural', 'fringe'],
      ['rural', 'distant'],
      ['rural', 'remote'],
      [null, null],
      [null, null],
    ])
  })

  it('tidies capitalised cities and aliases', () => {
    expect(tidyCity('MEADVILLE')).toBe('Meadville')
    expect(tidyCity('FALLS CHURCH')).toBe('Falls Church')
    expect(tidyCity('Bayamón')).toBe('Bayamón')
    expect(tidyCity('NY')).toBe('NY')
    expect(tidyAlias('AUM||Auburn University at Montgomery|Auburn Montgomery')).toBe(
      'AUM | Auburn University at Montgomery | Auburn Montgomery',
    )
    expect(tidyAlias('Southern Christian University  Regions University')).toBe(
      'Southern Christian University | Regions University',
    )
    expect(tidyAlias(' ')).toBeNull()
  })

  it('builds the stored record: type, control, size band, flags and search text', () => {
    expect(
      schoolRecordOf({
        unitid: 131520,
        name: 'Howard  University',
        city: 'Washington',
        state: 'DC',
        website: 'howard.edu',
        sector: 2,
        carnegie: 16,
        enrollment: 12_000,
        locale: 11,
        hbcu: true,
      }),
    ).toMatchObject({
      name: 'Howard University',
      type: 'Private Research University',
      control: 'private-nonprofit',
      sizeBand: '10k-20k',
      locale: 'city',
      localeSize: 'large',
      hbcu: true,
      tribal: false,
      websiteUrl: 'https://howard.edu/',
      searchName: 'howard university',
      searchText: 'howard university washington dc district of columbia private research university hbcu',
    })
  })
})
