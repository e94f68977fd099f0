import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { US_STATES } from '@/shared/geo/us-states'
import type { BrandProfileData } from '@/shared/matching/matching.schema'
import { scoringSchools } from '../../../../../tests/support/real-schools'
import { briefLimits } from '@/server/features/matching/writing/limits'
import { CITIES, REGIONS } from './place-names'
import { placeContains } from './place-match'
import { findPlaces } from './places'
import { readProfile } from './profile-signals'
import { rankSchools } from './scorer'
import type { ScoringSchool } from './school-traits'

const profile = (targetAudience: string, additionalInfo: string | null = null): BrandProfileData => ({
  name: 'Volt',
  industry: 'Energy drinks',
  targetAudience,
  values: 'Energy',
  marketingGoals: 'Sampling on campus',
  budgetRange: '$100,000+',
  additionalInfo,
})
const rulesOf = (targetAudience: string, additionalInfo: string | null = null) =>
  readProfile(profile(targetAudience, additionalInfo)).constraints.rules
const CODES = new Set(US_STATES.map((state) => state.code))

/** A row with only what place matching reads; the rest as a plain four-year college. */
const row = (patch: Partial<ScoringSchool>): ScoringSchool => ({
  id: 1,
  name: 'Test College',
  slug: 'test-college',
  city: null,
  state: null,
  type: null,
  studentPopulation: 5000,
  sizeBand: '5k-10k',
  locale: 'city',
  control: 'public',
  sector: 1,
  carnegie: 18,
  hbcu: false,
  tribal: false,
  landGrant: false,
  isActive: true,
  activePrograms: 0,
  plannedPrograms: 0,
  ...patch,
})

describe('the table of place names (docs/matching.md)', () => {
  it('holds only real state codes, and every name finds itself', () => {
    for (const region of REGIONS) {
      for (const code of region.states) expect(CODES.has(code), `${region.label}: ${code}`).toBe(true)
      const found = findPlaces(`Students in ${region.label}`).places
      expect(
        found.map((place) => place.label),
        region.label,
      ).toContain(region.label)
    }
    for (const city of CITIES) {
      for (const code of [...city.states, ...(city.metroStates ?? [])])
        expect(CODES.has(code), `${city.label}: ${code}`).toBe(true)
      expect(city.cities.length, city.label).toBeGreaterThan(0)
      if (city.metroName) expect(city.cbsa?.length || city.csa?.length, city.label).toBeTruthy()
    }
  })

  it('is the table docs/matching.md shows: every name is on that page', () => {
    const page = fs.readFileSync(new URL('../../../../../docs/matching.md', import.meta.url), 'utf8')
    const rows = new Set(page.split('\n').map((line) => line.split('|')[1]?.trim()))
    for (const place of [...REGIONS, ...CITIES]) expect(rows.has(place.label), place.label).toBe(true)
  })
})

describe('places as a planner reads them (issue 39)', () => {
  it.each([
    'Students at public universities in the Mountain West: Colorado, Utah and Arizona only',
    'Students at public universities in the Mountain West (Colorado, Utah and Arizona) only',
    'Only students at public universities in the Mountain West - Colorado, Utah and Arizona',
    'Only students at public universities in the Mountain West, namely Colorado, Utah and Arizona',
    'Only students at public universities in the Mountain West, i.e. Colorado, Utah and Arizona',
  ])('a list after a region replaces its default states: %s', (brief) => {
    const signals = readProfile(profile(brief))
    expect(signals.constraints.includePlaces.flatMap((place) => place.states).sort()).toEqual([
      'AZ',
      'CO',
      'UT',
    ])
    expect(signals.places.map((place) => place.label)).not.toContain('the Mountain West')
    expect(signals.constraints.rules[0]).toBe('In Colorado, Utah or Arizona')
  })

  it('without a list, a region keeps its states, and the rule says which', () => {
    expect(rulesOf('Students in the Pacific Northwest only')).toEqual([
      'In the Pacific Northwest (Washington, Oregon, Idaho)',
    ])
    expect(rulesOf('Students at colleges in Minnesota and the Dakotas only')).toEqual([
      'In Minnesota, North Dakota or South Dakota',
    ])
    for (const [said, states] of [
      ['the Mid-Atlantic', ['NY', 'NJ', 'PA', 'DE', 'MD', 'DC']],
      ['New England', ['CT', 'ME', 'MA', 'NH', 'RI', 'VT']],
      ['the Deep South', ['AL', 'GA', 'LA', 'MS', 'SC']],
      ['the Great Lakes states', ['IL', 'IN', 'MI', 'MN', 'OH', 'WI', 'PA', 'NY']],
      ['the Carolinas', ['NC', 'SC']],
      ['the Upper Midwest', ['MN', 'WI', 'MI', 'IA', 'ND', 'SD']],
    ] as const) {
      const { constraints } = readProfile(profile(`Students in ${said} only`))
      expect(
        constraints.includePlaces.flatMap((place) => place.states),
        said,
      ).toEqual(states)
    }
  })

  it('reads metro names by the schools’ CBSA and CSA codes, across state lines', () => {
    const metro = (brief: string) => readProfile(profile(brief)).constraints.includePlaces[0]!
    const dmv = metro('Students in the DMV only')
    expect(placeContains(dmv, row({ city: 'College Park', state: 'MD', cbsa: 47900 }))).toBe(true)
    expect(placeContains(dmv, row({ city: 'Fairfax', state: 'VA', cbsa: 47900 }))).toBe(true)
    expect(placeContains(dmv, row({ city: 'Baltimore', state: 'MD', cbsa: 12580, csa: 548 }))).toBe(false)
    const bay = metro('Students in the Bay Area only')
    expect(placeContains(bay, row({ city: 'Santa Cruz', state: 'CA', cbsa: 42100, csa: 488 }))).toBe(true)
    expect(placeContains(bay, row({ city: 'Los Angeles', state: 'CA', cbsa: 31080, csa: 348 }))).toBe(false)
    const twin = metro('Students in the Twin Cities only')
    expect(placeContains(twin, row({ city: 'River Falls', state: 'WI', cbsa: 33460 }))).toBe(true)
    expect(metro('Students in DFW only').metro?.cbsa).toEqual([19100])
    // A city said with "greater" or "metro" is its metro area; alone, the city.
    expect(metro('Students in greater Boston only').label).toBe('the Boston metro area')
    expect(metro('Students in the Atlanta metro area only').metro?.cbsa).toEqual([12060])
    expect(metro('Students in Atlanta only').metro).toBeUndefined()
    expect(rulesOf('Students in the Bay Area only')).toEqual(['In the Bay Area (its metro area)'])
  })

  it('"within N miles of <city>" uses the schools’ coordinates, and says the distance', () => {
    const schools = scoringSchools(undefined, (school) => ({
      latitude: school.latitude,
      longitude: school.longitude,
    }))
    const ranking = rankSchools(profile('Students within 100 miles of Atlanta, Georgia only'), schools, 10)
    const atlanta: [number, number] = [33.749, -84.388]
    expect(ranking.signals.constraints.rules).toEqual(['Within 100 miles of Atlanta, Georgia'])
    expect(ranking.recommended.length).toBeGreaterThan(0)
    const inside = schools.filter((school) =>
      placeContains(ranking.signals.constraints.includePlaces[0]!, school),
    )
    expect(ranking.recommended.map((entry) => entry.school.id).sort()).toEqual(
      inside
        .map((school) => school.id)
        .sort()
        .slice(0, 10),
    )
    for (const entry of ranking.recommended) {
      const miles =
        Math.hypot(entry.school.latitude! - atlanta[0], (entry.school.longitude! - atlanta[1]) * 0.83) * 69
      expect(miles, entry.school.name).toBeLessThan(110)
      expect(entry.factors.find((factor) => factor.key === 'place')!.label).toMatch(
        /^About [\d.]+ miles? from Atlanta, within 100 miles of Atlanta, Georgia as your profile asks$/,
      )
    }
  })

  it('says what it could not read, and does not apply it', () => {
    const schools = scoringSchools(undefined, (school) => ({
      latitude: school.latitude,
      longitude: school.longitude,
    }))
    const ranking = rankSchools(profile('Students within 40 miles of Smallville only'), schools, 5)
    expect(ranking.recommended).toHaveLength(5)
    const limits = briefLimits(ranking)
    expect(limits.rules).toEqual([])
    expect(limits.unread).toEqual([
      expect.stringMatching(/^"within 40 miles of Smallville": no campus in the directory lists that city/),
    ])
    expect(briefLimits(rankSchools(profile('Students only in the Ozarks'), schools, 5)).unread).toEqual([
      expect.stringMatching(/^"only in the Ozarks": a place we could not read/),
    ])
    expect(briefLimits(rankSchools(profile('Students in Texas only'), schools, 5)).unread).toBeUndefined()
  })
})
