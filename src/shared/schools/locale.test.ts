import { describe, expect, it } from 'vitest'
import { localeOfCode, localeWords } from './locale'

/** IPEDS LOCALE codes as the HD 2022 file's dictionary labels them, and the words the site shows for each. */
const IPEDS_LOCALES = [
  [11, 'City: Large', 'city', 'large', 'Large city'],
  [12, 'City: Midsize', 'city', 'midsize', 'Midsize city'],
  [13, 'City: Small', 'city', 'small', 'Small city'],
  [21, 'Suburb: Large', 'suburb', 'large', 'Large suburb'],
  [22, 'Suburb: Midsize', 'suburb', 'midsize', 'Midsize suburb'],
  [23, 'Suburb: Small', 'suburb', 'small', 'Small suburb'],
  [31, 'Town: Fringe', 'town', 'fringe', 'Fringe town'],
  [32, 'Town: Distant', 'town', 'distant', 'Distant town'],
  [33, 'Town: Remote', 'town', 'remote', 'Remote town'],
  [41, 'Rural: Fringe', 'rural', 'fringe', 'Rural fringe'],
  [42, 'Rural: Distant', 'rural', 'distant', 'Rural distant'],
  [43, 'Rural: Remote', 'rural', 'remote', 'Rural remote'],
] as const

describe('the IPEDS locale', () => {
  it.each(IPEDS_LOCALES)(
    '%i (%s) is stored as %s, %s and reads "%s"',
    (code, _label, locale, size, words) => {
      expect(localeOfCode(code)).toEqual({ locale, localeSize: size })
      expect(localeWords(localeOfCode(code))).toBe(words)
    },
  )

  it('stores nothing for "not available" (-3) or a missing code, and shows nothing', () => {
    for (const code of [-3, 0, null, undefined]) {
      expect(localeOfCode(code)).toEqual({ locale: null, localeSize: null })
      expect(localeWords(localeOfCode(code))).toBeNull()
    }
  })

  it('keeps the kind of a code whose size it does not know, and knows no kind past rural', () => {
    expect(localeOfCode(14)).toEqual({ locale: 'city', localeSize: null })
    expect(localeOfCode(51)).toEqual({ locale: null, localeSize: null })
  })

  it('says the kind alone when the size is unknown, or does not belong to that kind', () => {
    expect(localeWords({ locale: 'city', localeSize: null })).toBe('City')
    expect(localeWords({ locale: 'rural', localeSize: null })).toBe('Rural')
    expect(localeWords({ locale: 'suburb', localeSize: 'remote' })).toBe('Suburb')
    expect(localeWords({ locale: null, localeSize: 'large' })).toBeNull()
  })
})
