import { describe, expect, it } from 'vitest'
import type { BrandProfileData } from '@/shared/matching/matching.schema'
import { scoringSchools } from '../../../../../tests/support/real-schools'
import { writeDeterministic } from '@/server/features/matching/writing/deterministic-writer'
import { capitalize, numberWord } from '@/server/features/matching/writing/text'
import { rankSchools } from './scorer'
import type { ScoringSchool } from './school-traits'

const schools = scoringSchools()
const profile = (patch: Partial<BrandProfileData>): BrandProfileData => ({
  name: 'Volt',
  industry: 'Energy drinks',
  targetAudience: 'College students',
  values: 'Energy, fun',
  marketingGoals: 'Sampling on campus',
  budgetRange: '$100,000+',
  additionalInfo: null,
  ...patch,
})
const SOUTH_SIX = ['GA', 'FL', 'AL', 'TN', 'SC', 'NC']
const size = (school: ScoringSchool) => school.studentPopulation ?? 0
const twoYear = (school: ScoringSchool) => school.type === 'Community College'

/**
 * Each brief with the rule every recommended campus must meet, written from the fixture's facts (state,
 * control, flags, enrollment), not from the scorer's reading of the brief.
 */
const BRIEFS: Array<{
  brief: Partial<BrandProfileData>
  rules: string[]
  holds: (school: ScoringSchool) => boolean
}> = [
  {
    // Issue 15's brief, word for word.
    brief: {
      targetAudience:
        'students at large public universities in Georgia, Florida, Alabama, Tennessee, South Carolina, North Carolina only',
    },
    rules: [
      'In Georgia, Florida, Alabama, Tennessee, South Carolina or North Carolina',
      'Public institutions only',
      'At least 10,000 students',
      'Four-year universities (no community colleges)',
    ],
    holds: (s) => SOUTH_SIX.includes(s.state!) && s.control === 'public' && size(s) >= 10_000 && !twoYear(s),
  },
  {
    brief: { additionalInfo: 'Only HBCUs, except those in Texas.' },
    rules: ['Not in Texas', 'HBCUs only'],
    holds: (s) => s.hbcu && s.state !== 'TX',
  },
  {
    brief: { targetAudience: 'Students at tribal colleges only' },
    rules: ['Tribal colleges only'],
    holds: (s) => s.tribal,
  },
  {
    brief: {
      targetAudience: 'Working adults at community colleges',
      additionalInfo: 'Exclusively in Florida.',
    },
    rules: ['In Florida'],
    holds: (s) => s.state === 'FL',
  },
  {
    brief: { additionalInfo: 'Anywhere outside of California and not in New York. No community colleges.' },
    rules: ['Not in California and New York', 'No community colleges'],
    holds: (s) => !['CA', 'NY'].includes(s.state!) && !twoYear(s),
  },
  {
    brief: { targetAudience: "Students at women's colleges only" },
    rules: ["Women's colleges only"],
    holds: (s) => ['Spelman College'].includes(s.name),
  },
  {
    brief: { additionalInfo: 'Just small private colleges in New England.' },
    rules: [
      'In New England (Connecticut, Maine, Massachusetts, New Hampshire, Rhode Island, Vermont)',
      'Private nonprofit institutions only',
      'Fewer than 5,000 students',
    ],
    holds: (s) =>
      ['CT', 'ME', 'MA', 'NH', 'RI', 'VT'].includes(s.state!) &&
      s.control === 'private-nonprofit' &&
      size(s) < 5000,
  },
  {
    brief: { targetAudience: 'Students in Houston only' },
    rules: ['In Houston'],
    holds: (s) => ['Houston', 'Prairie View', 'Sugar Land'].includes(s.city!) && s.state === 'TX',
  },
]

describe('hard limits: what a brief says "only" or "not" to', () => {
  it.each(BRIEFS)('$rules: every recommended campus meets them', ({ brief, rules, holds }) => {
    const ranking = rankSchools(profile(brief), schools, 20)
    expect(ranking.signals.constraints.rules).toEqual(rules)
    expect(ranking.recommended.length).toBeGreaterThan(0)
    for (const { school } of ranking.recommended) expect(holds(school), school.name).toBe(true)
    // Nothing that meets the rule is missing because of the limits: the list is every eligible school, up to 20.
    expect(ranking.eligible).toBe(schools.filter(holds).length)
  })

  it.each([
    ['"not only ... but also" limits nothing', 'We want not only Texas but also Florida students.'],
    ['"public" said of an event is no limit', 'Only events open to the public.'],
    ['"just launched" is no limit', 'We just launched in Georgia.'],
  ])('%s', (_, additionalInfo) => {
    const constraints = rankSchools(profile({ additionalInfo }), schools, 5).signals.constraints
    expect(constraints.rules).toEqual([])
  })

  it('returns fewer campuses than asked when fewer meet the limits, and says so, never padding', () => {
    const data = writeDeterministic(
      profile({ targetAudience: 'Students at HBCUs in Georgia only' }),
      rankSchools(profile({ targetAudience: 'Students at HBCUs in Georgia only' }), schools, 10),
    )
    expect(data.recommendedCampuses.map((campus) => campus.schoolName).sort()).toEqual([
      'Morehouse College',
      'Spelman College',
    ])
    expect(data.limits).toEqual({
      rules: ['In Georgia', 'HBCUs only'],
      eligible: 2,
      wanted: 10,
      notice:
        'Only two campuses match every requirement of your brief (In Georgia; HBCUs only), so this list has two rather than ten.',
    })
  })

  it('says when no campus meets the limits', () => {
    const brief = profile({ additionalInfo: 'Tribal colleges in Florida only.' })
    const data = writeDeterministic(brief, rankSchools(brief, schools, 5))
    expect(data.recommendedCampuses).toEqual([])
    expect(data.limits?.notice).toMatch(/^No campus matches every requirement of your brief/)
  })

  it('a place named without "only" stays a preference: the list is filled from elsewhere, and the text says so', () => {
    const brief = profile({ additionalInfo: 'We would like to start in Georgia.' })
    const ranking = rankSchools(brief, schools, 10)
    expect(ranking.signals.constraints.rules).toEqual([])
    expect(ranking.recommended.some((entry) => entry.school.state !== 'GA')).toBe(true)
    const data = writeDeterministic(brief, ranking)
    const inGeorgia = data.recommendedCampuses.filter((campus) => campus.school.state === 'GA').length
    expect(data.brandInsights.strategicConsiderations.join(' ')).toContain(
      `${capitalize(numberWord(inGeorgia))} of the ten campuses are in Georgia`,
    )
  })
})
