import { describe, expect, it } from 'vitest'
import { stateByCode } from '@/shared/geo/us-states'
import type { BrandProfileData } from '@/shared/matching/matching.schema'
import { REAL_SCHOOLS, scoringSchools } from '../../../../../tests/support/real-schools'
import { rankSchools } from './scorer'
import { traitsOf } from './school-traits'

const schools = scoringSchools()
const byId = new Map(schools.map((school) => [school.id, school]))

const profile = (patch: Partial<BrandProfileData> = {}): BrandProfileData => ({
  name: 'Fizzy',
  industry: 'Beverages',
  targetAudience: 'College students who need an afternoon boost',
  values: 'Fun, energy, community',
  marketingGoals: 'Brand awareness and trial on campus',
  budgetRange: '$25,000 - $50,000',
  additionalInfo: null,
  ...patch,
})
const rank = (patch: Partial<BrandProfileData>, count = 10) => rankSchools(profile(patch), schools, count)
const statesOf = (ranking: ReturnType<typeof rank>) => ranking.recommended.map((entry) => entry.school.state)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

describe('the scorer, on sixty-two real schools', () => {
  it('a profile naming Texas ranks every Texas school first', () => {
    const texas = schools.filter((school) => school.state === 'TX').length
    expect(texas).toBe(8)
    const ranking = rank({ additionalInfo: 'We want to launch in Texas this fall.' }, 10)
    expect(statesOf(ranking).slice(0, texas)).toEqual(Array(texas).fill('TX'))
    expect(statesOf(ranking).slice(texas)).not.toContain('TX')
    expect(ranking.recommended[0]!.factors[0]!.label).toBe('In Texas, named in your profile')
  })

  it('a profile naming a city ranks that city first, then the rest of its state', () => {
    const ranking = rank({ targetAudience: 'Students in Houston who love coffee' }, 10)
    // Greater Houston: the three schools in the city and Prairie View A&M, in the metro area.
    const cities = ranking.recommended.map((entry) => entry.school.city)
    expect(cities.slice(0, 4).sort()).toEqual(['Houston', 'Houston', 'Houston', 'Prairie View'])
    expect(statesOf(ranking).slice(4, 8)).toEqual(Array(4).fill('TX'))
  })

  it('a profile naming a region ranks schools of that region first', () => {
    const ranking = rank({ additionalInfo: 'Focus on the Midwest.' }, 5)
    for (const state of statesOf(ranking)) expect(stateByCode(state)?.region).toBe('Midwest')
  })

  it('an HBCU-focused audience ranks HBCUs first', () => {
    const hbcus = schools.filter((school) => school.hbcu).length
    expect(hbcus).toBe(10)
    const ranking = rank({ targetAudience: 'Students at HBCUs and their alumni networks' }, 10)
    expect(ranking.recommended.map((entry) => entry.school.hbcu)).toEqual(Array(10).fill(true))
    // Spread across states, not all from one.
    expect(new Set(statesOf(ranking)).size).toBeGreaterThanOrEqual(7)
  })

  it('an audience of Black college students, without the word HBCU, still puts HBCUs first', () => {
    const ranking = rank({ targetAudience: 'Black college students who care about culture and style' }, 10)
    expect(ranking.recommended.slice(0, 5).every((entry) => entry.school.hbcu)).toBe(true)
  })

  it('a developer-tools brand favours technical institutes and R1/R2 research universities', () => {
    const ranking = rank(
      {
        name: 'ByteForge',
        industry: 'Developer Tools',
        targetAudience: 'Computer science students who code side projects and join hackathons',
        values: 'Open source, craftsmanship',
        marketingGoals: 'Sign-ups for the free student tier',
        budgetRange: '$50,000 - $100,000',
      },
      10,
    )
    const kinds = ranking.recommended.map((entry) => traitsOf(entry.school))
    for (const traits of kinds) expect(traits.technical >= 1 || traits.research >= 0.8).toBe(true)
    expect(kinds[0]!.technical).toBe(1)
    expect(kinds.filter((traits) => traits.technical >= 1).length).toBeGreaterThanOrEqual(3)
    expect(kinds.some((traits) => traits.community === 1 || traits.liberalArts === 1)).toBe(false)
    expect(ranking.recommended[0]!.factors.map((factor) => factor.label)).toContain(
      'Fits developer tools: a technical institute (its name says "Institute of Technology")',
    )
  })

  it('a small budget favours fewer, smaller campuses', () => {
    const small = rank({ budgetRange: '$5,000 - $10,000' }, 10)
    const large = rank({ budgetRange: '$100,000+' }, 10)
    expect(small.recommended.length).toBe(3)
    expect(large.recommended.length).toBe(10)
    const sizes = (ranking: typeof small) =>
      ranking.recommended.map((entry) => entry.school.studentPopulation ?? 0)
    expect(Math.max(...sizes(small))).toBeLessThanOrEqual(12_000)
    expect(median(sizes(small))).toBeLessThan(median(sizes(large)) / 3)
  })

  it('the budget caps how many campuses are recommended, whatever the count asked', () => {
    expect(rank({ budgetRange: '$5,000 - $10,000' }, 20).recommended).toHaveLength(3)
    expect(rank({ budgetRange: '$10,000 - $25,000' }, 20).recommended).toHaveLength(5)
    expect(rank({ budgetRange: '$100,000+' }, 20).recommended).toHaveLength(20)
    expect(rank({ budgetRange: '$100,000+' }, 4).recommended).toHaveLength(4)
  })

  it('a profile that names no place gets a list spread across states', () => {
    const ranking = rank({}, 10)
    expect(new Set(statesOf(ranking)).size).toBeGreaterThanOrEqual(8)
  })

  it('a profile asking for community colleges gets community colleges first', () => {
    const ranking = rank({ targetAudience: 'Working students at community colleges' }, 7)
    expect(ranking.recommended.every((entry) => traitsOf(entry.school).community === 1)).toBe(true)
  })

  it('leaves out what the profile rules out', () => {
    const ranking = rank({ additionalInfo: 'No community colleges, and not in California please.' }, 20)
    for (const entry of ranking.recommended) {
      expect(entry.school.state).not.toBe('CA')
      expect(traitsOf(entry.school).community).toBeLessThan(1)
    }
  })

  it('a partner is a school with a program planned or running: only it earns the partner points (issue 39)', () => {
    const carleton = REAL_SCHOOLS.findIndex((school) => school.name === 'Carleton College') + 1
    const withPrograms = scoringSchools(undefined, (_, index) =>
      index + 1 === carleton ? { activePrograms: 2 } : {},
    )
    const plannedOnly = scoringSchools(undefined, (_, index) =>
      index + 1 === carleton ? { plannedPrograms: 1 } : {},
    )
    const closed = scoringSchools(undefined, (_, index) =>
      index + 1 === carleton ? { isActive: false } : {},
    )
    const scoreOf = (list: typeof schools) =>
      rankSchools(profile({ additionalInfo: 'Minnesota' }), list, 10).recommended.find(
        (entry) => entry.school.id === carleton,
      )!
    const partnerPoints = (entry: ReturnType<typeof scoreOf>) =>
      entry.factors.find((factor) => factor.key === 'partner')!
    const base = scoreOf(schools)
    // Open and in the directory, but no program: no partner points, and no partner wording.
    expect(partnerPoints(base)).toMatchObject({ label: 'No agency program here yet', points: 0 })
    expect(scoreOf(closed).score).toBe(base.score)
    expect(partnerPoints(scoreOf(withPrograms))).toMatchObject({
      label: 'Partner school: 2 campus programs running',
    })
    expect(partnerPoints(scoreOf(withPrograms)).points).toBeGreaterThan(0)
    expect(scoreOf(withPrograms).score).toBeGreaterThan(scoreOf(plannedOnly).score)
    expect(scoreOf(plannedOnly).score).toBeGreaterThan(base.score)
    expect(partnerPoints(scoreOf(plannedOnly)).label).toBe('Partner school: 1 planned')
  })

  it('recommends only real rows: every id is an input school, once, with scores 0-100 best first', () => {
    const profiles: Array<Partial<BrandProfileData>> = [
      {},
      {
        industry: 'Fintech',
        targetAudience: 'Students opening their first bank account',
        budgetRange: '$100,000+',
      },
      {
        industry: 'Outdoor gear',
        targetAudience: 'Students who ski and hike',
        additionalInfo: 'Colorado or Utah',
      },
      { targetAudience: 'Tribal college students', budgetRange: '$5,000 - $10,000' },
      { industry: 'Nursing scrubs', targetAudience: 'Nursing students' },
    ]
    for (const patch of profiles) {
      const ranking = rank(patch, 20)
      const ids = ranking.recommended.map((entry) => entry.school.id)
      expect(new Set(ids).size).toBe(ids.length)
      for (const entry of ranking.recommended) {
        expect(byId.get(entry.school.id)).toBe(entry.school)
        expect(entry.score).toBeGreaterThanOrEqual(0)
        expect(entry.score).toBeLessThanOrEqual(100)
      }
      for (let i = 1; i < ranking.recommended.length; i++) {
        const [before, after] = [ranking.recommended[i - 1]!, ranking.recommended[i]!]
        expect(before.tier < after.tier || (before.tier === after.tier && before.score >= after.score)).toBe(
          true,
        )
      }
    }
  })

  it('is deterministic: the same profile and rows give the same ranking', () => {
    const first = rank({ industry: 'Gaming', targetAudience: 'Esports players' }, 10)
    const second = rankSchools(
      profile({ industry: 'Gaming', targetAudience: 'Esports players' }),
      scoringSchools(),
      10,
    )
    expect(second.recommended.map((entry) => [entry.school.id, entry.score])).toEqual(
      first.recommended.map((entry) => [entry.school.id, entry.score]),
    )
  })

  it('does not send campus activations to institutions whose students mostly study online', () => {
    // Western Governors (98,600) and Southern New Hampshire (91,000) are the largest enrollments in the set.
    const ranking = rank({ budgetRange: '$100,000+' }, 20)
    const names = ranking.recommended.map((entry) => entry.school.name)
    expect(names).not.toContain('Western Governors University')
    expect(names).not.toContain('Southern New Hampshire University')
    // Named outright, it still ranks in its state, and says why it scores low.
    const utah = rank({ additionalInfo: 'Only Utah.' }, 5).recommended
    const wgu = utah.find((entry) => entry.school.name === 'Western Governors University')!
    expect(wgu.factors.map((factor) => factor.label)).toContain(
      'Most students study online: few to reach on campus',
    )
    expect(wgu.score).toBeLessThan(
      utah.find((entry) => entry.school.name === 'Salt Lake Community College')!.score,
    )
  })

  it('shows the score as the sum of its parts, and marks equal scores as ties', () => {
    const briefs: Array<Partial<BrandProfileData>> = [
      {},
      { additionalInfo: 'Southeast only, large public universities.' },
      { targetAudience: 'Nursing students', budgetRange: '$5,000 - $10,000' },
      { industry: 'Developer tools', targetAudience: 'Coders', additionalInfo: 'Texas or Georgia' },
      { targetAudience: 'Students at HBCUs', values: 'Community', budgetRange: '$100,000+' },
    ]
    for (const brief of briefs) {
      const { recommended } = rank(brief, 20)
      for (const entry of recommended) {
        expect(entry.factors.reduce((sum, factor) => sum + factor.points, 0)).toBe(entry.score)
        for (const factor of entry.factors) expect(Number.isInteger(factor.points)).toBe(true)
        expect(entry.tied).toBe(recommended.some((other) => other !== entry && other.score === entry.score))
      }
    }
  })

  it('ranks nothing when there are no schools', () => {
    expect(rankSchools(profile(), [], 10).recommended).toEqual([])
  })
})
