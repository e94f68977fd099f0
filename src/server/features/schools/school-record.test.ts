import { describe, expect, it } from 'vitest'
import { localeOf, normalizeWebsite, schoolRecordOf, tidyAlias, tidyCity } from './school-record'

describe('mapping IPEDS values', () => {
  it('normalises websites to https URLs', () => {
    expect(normalizeWebsite('www.aamu.edu/')).toBe('https://www.aamu.edu/')
    expect(normalizeWebsite('http://www.glendale.edu')).toBe('https://www.glendale.edu/')
    expect(normalizeWebsite('HTTPS://Example.EDU/Path?x=1')).toBe('https://example.edu/Path?x=1')
    expect(normalizeWebsite(' ')).toBeNull()
    expect(normalizeWebsite('not a website')).toBeNull()
    expect(normalizeWebsite('localhost')).toBeNull()
  })

  it('reads LOCALE codes, tidies capitalised cities and aliases', () => {
    expect([11, 13, 21, 33, 42, -3, null].map(localeOf)).toEqual([
      'city',
      'city',
      'suburb',
      'town',
      'rural',
      null,
      null,
    ])
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
      hbcu: true,
      tribal: false,
      websiteUrl: 'https://howard.edu/',
      searchName: 'howard university',
      searchText: 'howard university washington dc district of columbia private research university hbcu',
    })
  })
})
