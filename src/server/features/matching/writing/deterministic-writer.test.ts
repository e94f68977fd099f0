import { describe, expect, it } from 'vitest'
import type { BrandProfileData } from '../../../../shared/matching/matching.schema'
import { scoringSchools } from '../../../../../tests/support/real-schools'
import { rankSchools } from '../scoring/scorer'
import { writeDeterministic } from './deterministic-writer'

const profile: BrandProfileData = {
  name: 'ByteForge',
  industry: 'Developer Tools',
  targetAudience: 'Computer science students who build side projects',
  values: 'Open source and craftsmanship.',
  marketingGoals: 'Five thousand sign-ups for the free student tier.',
  budgetRange: '$25,000 - $50,000',
  additionalInfo: 'Start in Texas or Georgia.',
}
const schools = scoringSchools(undefined, (school) =>
  school.name === 'Rice University'
    ? { activePrograms: 1, plannedPrograms: 1 }
    : school.name === 'Spelman College'
      ? { isActive: false }
      : {},
)
const ranking = rankSchools(profile, schools, 10)
const data = writeDeterministic(profile, ranking)
const campuses = data.recommendedCampuses

describe('the deterministic writer', () => {
  it('fills every field of every campus, and all three insight lists', () => {
    expect(campuses).toHaveLength(ranking.recommended.length)
    for (const campus of campuses)
      for (const field of [
        'matchReason',
        'targetStudentProfile',
        'suggestedMarketingApproach',
        'potentialChallenges',
      ] as const)
        expect(campus[field].length, `${campus.schoolName} ${field}`).toBeGreaterThan(40)
    for (const list of Object.values(data.brandInsights)) expect(list.length).toBeGreaterThanOrEqual(3)
    expect(JSON.stringify(data)).not.toMatch(/undefined|NaN|null\b|\[object/)
  })

  it('is specific: each text names its own school and its facts, and no two campuses read alike', () => {
    for (const campus of campuses) {
      const school = schools.find((candidate) => candidate.id === campus.schoolId)!
      expect(campus.schoolName).toBe(school.name)
      expect(campus.matchReason).toContain(school.name)
      expect(campus.matchReason).toContain(school.city!)
    }
    const reasons = new Set(campuses.map((campus) => campus.matchReason))
    expect(reasons.size).toBe(campuses.length)
    const profiles = new Set(campuses.map((campus) => campus.targetStudentProfile))
    expect(profiles.size).toBeGreaterThan(campuses.length / 2)
  })

  it('says why, from the factors: the named state, the theme, the partnership and the programs', () => {
    const rice = campuses.find((campus) => campus.schoolName === 'Rice University')!
    expect(rice.matchReason).toContain('It is in Texas, which your profile names.')
    expect(rice.matchReason).toMatch(/developer tools/)
    expect(rice.factors.map((factor) => factor.label)).toContain(
      'Active partner school; 2 campus programs active or planned',
    )
    expect(rice.suggestedMarketingApproach).toContain(
      'Build on the 2 programs already active or planned here.',
    )
    expect(rice.factors[0]).toEqual({ label: 'In Texas, named in your profile', points: expect.any(Number) })
  })

  it('names the real obstacles of each campus', () => {
    const spelman = campuses.find((campus) => campus.schoolName === 'Spelman College')
    if (spelman) expect(spelman.potentialChallenges).toMatch(/HBCU|not yet a partner/)
    const big = campuses.find((campus) => (campus.school.studentPopulation ?? 0) > 50_000)
    if (big)
      expect(big.potentialChallenges).toMatch(/budget reaches only a small share|compete for attention/)
  })

  it('quotes the brand’s own words in the insights, and explains the budget and the places', () => {
    const { strengthsForCampusMarketing, suggestedMessaging, strategicConsiderations } = data.brandInsights
    expect(strengthsForCampusMarketing.join(' ')).toContain('"Open source and craftsmanship"')
    expect(suggestedMessaging.join(' ')).toContain('Five thousand sign-ups for the free student tier')
    expect(strategicConsiderations[0]).toBe(
      'With a $25,000 - $50,000 budget, plan for a regional program of five to ten campuses.',
    )
    expect(strategicConsiderations.join(' ')).toMatch(
      /Georgia and Texas|Texas and Georgia|Only \w+ of the best-matching campuses/,
    )
  })

  it('writes insights even when no school matched', () => {
    const empty = writeDeterministic(profile, rankSchools(profile, [], 10))
    expect(empty.recommendedCampuses).toEqual([])
    expect(empty.brandInsights.strategicConsiderations.length).toBeGreaterThan(0)
  })
})
