import { describe, expect, it } from 'vitest'
import { foldForSearch, schoolSearchName, schoolSearchText } from './search-text'

describe('foldForSearch', () => {
  it('strips accents, lower-cases, drops apostrophes, reads & as "and", spaces out punctuation', () => {
    expect(foldForSearch('Universidad Central de Bayamón')).toBe('universidad central de bayamon')
    expect(foldForSearch("St. John's College")).toBe('st johns college')
    expect(foldForSearch('Texas A&M University-Commerce')).toBe('texas a and m university commerce')
    expect(foldForSearch('Texas A & M')).toBe(foldForSearch('texas a&m'))
    expect(foldForSearch('  ÉCOLE  100%_sure ')).toBe('ecole 100 sure')
  })
})

describe('school search text', () => {
  it('holds name, aliases, city, state code and name, type, and HBCU for historically Black colleges', () => {
    const school = {
      name: 'Spelman College',
      alias: 'Spelman',
      city: 'Atlanta',
      state: 'GA',
      type: 'Liberal Arts College',
      hbcu: true,
    }
    expect(schoolSearchText(school)).toBe(
      'spelman college spelman atlanta ga georgia liberal arts college hbcu',
    )
    expect(schoolSearchName(school)).toBe('spelman college')
    expect(schoolSearchText({ name: 'Bare College' })).toBe('bare college')
  })
})
