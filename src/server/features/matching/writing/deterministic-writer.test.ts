import { describe, expect, it } from 'vitest'
import type { BrandProfileData } from '@/shared/matching/matching.schema'
import { scoringSchools } from '../../../../../tests/support/real-schools'
import { rankSchools } from '@/server/features/matching/scoring/scorer'
import { aboutStudents } from '@/server/features/matching/scoring/explain'
import { writeDeterministic } from './deterministic-writer'
import { capitalize, numberWord } from './text'
import { countSentences } from '../../../../../tests/support/matching-sentences'
import { milesBetween } from './campus-facts'

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
    expect(rice.matchReason).toContain('Rice University, in Houston, Texas (a state your profile names), is')
    expect(rice.matchReason).toMatch(/developer tools/)
    expect(rice.factors.map((factor) => factor.label)).toContain(
      'Partner school: 1 campus program running, 1 planned',
    )
    expect(rice.school.isActive).toBe(true)
    expect(rice.factors[0]).toEqual({ label: 'In Texas, named in your profile', points: expect.any(Number) })
    expect(rice.suggestedMarketingApproach).toContain(
      'As a partner school it can launch within 48-72 hours, building on what is already there: the agency has 2 campus programs active or planned there',
    )
  })

  it('calls no other campus a partner: no partner points, no fast launch, no badge (issue 39)', () => {
    const others = campuses.filter((campus) => campus.schoolName !== 'Rice University')
    expect(others.length).toBeGreaterThan(3)
    for (const campus of others) {
      expect(campus.school.isActive, campus.schoolName).toBe(false)
      expect(JSON.stringify(campus)).not.toMatch(/partner school|48-72/i)
      expect(campus.factors).toContainEqual({ label: 'No agency program here yet', points: 0 })
    }
    expect(data.brandInsights.strategicConsiderations.join(' ')).toMatch(
      /One of the \w+ campuses is a partner school, where the agency has a program planned or running/,
    )
  })

  it('names the real obstacles of each campus', () => {
    const spelman = campuses.find((campus) => campus.schoolName === 'Spelman College')
    if (spelman) expect(spelman.potentialChallenges).toMatch(/HBCU|no program here yet/)
    const big = campuses.find((campus) => (campus.school.studentPopulation ?? 0) > 50_000)
    if (big)
      expect(big.potentialChallenges).toMatch(/budget reaches only a small share|competing for attention/)
  })

  it('quotes the brand’s own words in the insights, and explains the budget and the places', () => {
    const { strengthsForCampusMarketing, suggestedMessaging, strategicConsiderations } = data.brandInsights
    expect(strengthsForCampusMarketing.join(' ')).toContain('"Open source and craftsmanship"')
    expect(suggestedMessaging.join(' ')).toContain('Five thousand sign-ups for the free student tier')
    expect(strategicConsiderations[0]).toBe(
      'With a $25,000 - $50,000 budget, plan for a regional program of five to ten campuses in Georgia or Texas.',
    )
    // Claims about the list are counted from the list: which states, how many public, the average size.
    const inTexas = campuses.filter((campus) => campus.school.state === 'TX').length
    const inGeorgia = campuses.filter((campus) => campus.school.state === 'GA').length
    expect(inTexas + inGeorgia).toBe(campuses.length)
    expect(strategicConsiderations).toContain(
      `Every campus on the list is in Georgia or Texas, which your profile names: Texas (${inTexas}) and Georgia (${inGeorgia}).`,
    )
    const publicCount = ranking.recommended.filter((entry) => entry.school.control === 'public').length
    const average =
      ranking.recommended.reduce((sum, entry) => sum + entry.traits.population!, 0) /
      ranking.recommended.length
    expect(strategicConsiderations).toContain(
      `${capitalize(numberWord(publicCount))} of the ten are public; the average campus has ${aboutStudents(average)}.`,
    )
  })

  it('fits the calendar advice to the goal: a finals goal plans for finals', () => {
    const finals = { ...profile, marketingGoals: 'Sampling during finals week to students studying late.' }
    const notes = writeDeterministic(finals, rankSchools(finals, schools, 5)).brandInsights
      .strategicConsiderations
    expect(notes.join(' ')).toContain('schedule it for the study days and finals weeks themselves')
    expect(notes.join(' ')).not.toContain('avoid midterms and finals')
  })

  it('never advises a national program to a brief limited to a region', () => {
    const south = { ...profile, budgetRange: '$100,000+' as const, additionalInfo: 'Only the Southeast.' }
    const notes = writeDeterministic(south, rankSchools(south, schools, 20)).brandInsights
    expect(JSON.stringify(notes)).not.toMatch(/national/i)
    expect(notes.strategicConsiderations[0]).toBe(
      'With a $100,000+ budget, plan for a semester-long program at up to twenty campuses, led by the largest in the Southeast.' +
        ' Only 14 campuses meet every requirement of your brief, so spend it on longer, deeper programs there, or loosen a requirement to add campuses.',
    )
  })

  it('quotes the goal whole, never cut mid-phrase', () => {
    const long = {
      ...profile,
      marketingGoals:
        'Drive 20,000 free samples and 5,000 app sign-ups across the first semester, with a referral reward for every student ambassador who brings in ten friends.',
    }
    const data = writeDeterministic(long, rankSchools(long, schools, 5))
    const text = JSON.stringify(data)
    expect(text).not.toContain('…')
    expect(data.recommendedCampuses[0]!.suggestedMarketingApproach).toContain(
      '"Drive 20,000 free samples and 5,000 app sign-ups across the first semester"',
    )
  })

  it('writes no sentence that another card of the result repeats, even with the school name set aside', () => {
    const counted = countSentences(campuses)
    expect(counted.repeated).toEqual([])
    expect(counted.distinct).toBe(counted.total)
    // The measure itself: a stock sentence with only the name swapped counts as a repeat.
    const stock = (campus: (typeof campuses)[number]) => ({
      ...campus,
      potentialChallenges: `${campus.schoolName} is a great campus. Students love it.`,
    })
    expect(countSentences([stock(campuses[0]!), stock(campuses[1]!)]).repeated).toEqual([
      '{school} is a great campus.',
      'Students love it.',
    ])
  })

  it('carries the brand’s own campus words, the agency’s programs by name and the distance to the next campus', () => {
    const sporty: BrandProfileData = {
      ...profile,
      industry: 'Sports drinks',
      targetAudience: 'Students who live for football, game days and intramurals',
      marketingGoals: 'Free samples at tailgates before home games.',
      additionalInfo: 'Only Texas.',
    }
    const located = scoringSchools(
      (school) => school.state === 'TX',
      (school) => ({
        latitude: school.latitude,
        longitude: school.longitude,
        ...(school.name === 'Rice University'
          ? { activePrograms: 1, programNames: { active: ['Owl Game Day Lounge'], planned: [] } }
          : {}),
      }),
    )
    const result = writeDeterministic(sporty, rankSchools(sporty, located, 5)).recommendedCampuses
    expect(result.length).toBeGreaterThan(1)
    for (const campus of result) {
      const text = [campus.targetStudentProfile, campus.suggestedMarketingApproach].join(' ')
      for (const word of ['"football"', '"game days"', '"intramurals"', '"tailgates"'])
        expect(text, campus.schoolName).toContain(word)
      // Said to ask, not asserted: the directory holds no athletics facts.
      expect(text, campus.schoolName).toMatch(/ask the athletics department/)
      const nearest = (/; ([^;]+?) is the nearest campus on this list, about ([\d.]+) miles?/.exec(
        campus.suggestedMarketingApproach,
      ) ??
        /the nearest campus on this list, ([^;]+?), is about ([\d.]+) miles?/.exec(
          campus.suggestedMarketingApproach,
        ))!
      const other = located.find((school) => school.name === nearest[1])!
      expect(result.map((c) => c.schoolName)).toContain(other.name)
      const own = located.find((school) => school.id === campus.schoolId)!
      const miles = milesBetween([own.latitude!, own.longitude!], [other.latitude!, other.longitude!])
      expect(Math.abs(miles - Number(nearest[2]))).toBeLessThan(Math.max(0.1, miles * 0.05))
    }
    const rice = result.find((campus) => campus.schoolName === 'Rice University')
    if (rice)
      expect(rice.suggestedMarketingApproach).toContain('the agency already runs "Owl Game Day Lounge" there')
    expect(countSentences(result).repeated).toEqual([])
  })

  it('writes insights even when no school matched', () => {
    const empty = writeDeterministic(profile, rankSchools(profile, [], 10))
    expect(empty.recommendedCampuses).toEqual([])
    expect(empty.brandInsights.strategicConsiderations.length).toBeGreaterThan(0)
  })
})
