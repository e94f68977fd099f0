import { describe, expect, it } from 'vitest'
import type { BrandProfileData } from '@/shared/matching/matching.schema'
import { findPlaces } from './places'
import { readProfile } from './profile-signals'

const placesIn = (text: string) =>
  findPlaces(text).places.map((place) => `${place.negated ? 'not ' : ''}${place.label}`)

describe('places a profile names', () => {
  it('reads state names, longest first, so West Virginia is not also Virginia', () => {
    expect(placesIn('Campuses in West Virginia and Virginia')).toEqual(['West Virginia', 'Virginia'])
    expect(placesIn('Kansas City and Arkansas')).toEqual(['Kansas City', 'Arkansas'])
  })

  it('reads cities and metro areas, and Washington D.C. apart from Washington state', () => {
    expect(placesIn('Students in Seattle, Washington')).toEqual(['Seattle', 'Washington'])
    expect(placesIn('Near Washington, D.C. and the Bay Area')).toEqual(['the Bay Area', 'Washington, D.C.'])
  })

  it('reads capital state codes, but not codes that are also words or nicknames', () => {
    expect(placesIn('Launch in TX, CA and NY')).toEqual(['Texas', 'California', 'New York'])
    expect(placesIn('IN OR OUT, OK? We love UT Austin and LA')).toEqual([])
  })

  it('reads regions, and negations in the same clause', () => {
    expect(placesIn('the Midwest, but not Texas')).toEqual(['the Midwest', 'not Texas'])
    expect(findPlaces('a nationwide launch').national).toBe(true)
  })

  it('reads "not only X but also Y" as naming both, ruling out neither', () => {
    expect(placesIn('not only Texas but also Florida')).toEqual(['Florida', 'Texas'])
  })
})

describe('themes a profile names', () => {
  it('an app download goal does not make an energy drink a technology brand; a mobile-app industry does', () => {
    const themes = (patch: Partial<BrandProfileData>) =>
      readProfile({
        name: 'Volt',
        industry: 'Energy drinks',
        targetAudience: 'Students who study late',
        values: 'Energy',
        marketingGoals: '5,000 app downloads with a referral program',
        budgetRange: '$25,000 - $50,000',
        additionalInfo: null,
        ...patch,
      }).themes.map((entry) => entry.theme.id)
    expect(themes({})).not.toContain('technology')
    expect(themes({ industry: 'Mobile apps for students' })).toContain('technology')
  })
})

describe('readProfile', () => {
  const base: BrandProfileData = {
    name: 'X',
    industry: 'Developer Tools',
    targetAudience: 'Students at HBCUs',
    values: 'Open source',
    marketingGoals: 'Sign-ups',
    budgetRange: '$10,000 - $25,000',
    additionalInfo: 'No community colleges. We prefer small colleges in urban areas.',
  }

  it('finds the kinds of school named, and the ones ruled out', () => {
    const { kinds } = readProfile(base)
    expect(kinds).toContainEqual({ kind: 'hbcu', label: 'HBCUs', strength: 1, negated: false })
    expect(kinds).toContainEqual({
      kind: 'community',
      label: 'community colleges',
      strength: 1,
      negated: true,
    })
  })

  it('finds the themes, strongest (industry) first, and the setting, size and budget', () => {
    const signals = readProfile(base)
    expect(signals.themes[0]!.theme.id).toBe('developer')
    expect(signals.locales).toEqual(['city'])
    expect(signals.sizePreference).toBe('small')
    expect(signals.budget.maxCampuses).toBe(5)
  })

  it('finds nothing in a profile that says nothing specific', () => {
    const signals = readProfile({
      ...base,
      industry: 'Misc',
      targetAudience: 'Everyone',
      values: 'Good',
      marketingGoals: 'Grow',
      additionalInfo: null,
    })
    expect(signals.kinds).toEqual([])
    expect(signals.places).toEqual([])
    expect(signals.themes).toEqual([])
  })
})
