import { describe, expect, it } from 'vitest'
import type { BrandProfileData } from '@/shared/matching/matching.schema'
import { writeDeterministic } from '@/server/features/matching/writing/deterministic-writer'
import { rankSchools } from './scorer'
import type { ScoringSchool } from './school-traits'

const profile = (patch: Partial<BrandProfileData>): BrandProfileData => ({
  name: 'Volt',
  industry: 'Energy drinks',
  targetAudience: 'College students',
  values: 'Energy',
  marketingGoals: 'Brand awareness',
  budgetRange: '$25,000 - $50,000',
  additionalInfo: null,
  ...patch,
})

let nextId = 1
/** A four-year public college in Ohio with what the test varies. */
const row = (name: string, patch: Partial<ScoringSchool> = {}): ScoringSchool => ({
  id: nextId++,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  city: `Town ${nextId}`,
  state: 'OH',
  type: null,
  studentPopulation: 8000,
  sizeBand: '5k-10k',
  locale: 'suburb',
  control: 'public',
  sector: 1,
  carnegie: 18,
  hbcu: false,
  tribal: false,
  landGrant: false,
  isActive: true,
  activePrograms: 0,
  plannedPrograms: 0,
  undergraduate: true,
  ...patch,
})

const big = Array.from({ length: 8 }, (_, i) =>
  row(`Big State University ${i}`, { carnegie: 15, studentPopulation: 40_000, sizeBand: '20k-plus' }),
)
const artSchool = row('Cleveland Institute of Art', {
  carnegie: 30,
  studentPopulation: 600,
  sizeBand: 'under-1k',
})
const designSchool = row('Columbus College of Art and Design', { carnegie: 30, studentPopulation: 900 })
const medical = row('Northeast Ohio Medical University', { carnegie: 25, undergraduate: false })
const highly = row('Kenyon College', {
  carnegie: 21,
  residential: 'highly-residential',
  dormCapacity: 1700,
  studentPopulation: 1800,
})
const commuter = row('Commuter State University', {
  residential: 'nonresidential',
  dormCapacity: 300,
  studentPopulation: 1800,
})
const schools = [...big, artSchool, designSchool, medical, highly, commuter]
const names = (ranking: ReturnType<typeof rankSchools>) => ranking.recommended.map((e) => e.school.name)

describe('fields of study, residential campuses and undergraduate audiences (issue 39)', () => {
  it('a field said without "schools" ranks its special-focus campuses ahead of size, says why, and says when there are few', () => {
    const brief = profile({
      industry: 'Art supplies',
      targetAudience: 'Art, design and architecture students',
    })
    const ranking = rankSchools(brief, schools, 10)
    expect(names(ranking).slice(0, 2).sort()).toEqual([artSchool.name, designSchool.name].sort())
    const reasons = ranking.recommended[0]!.factors.map((factor) => factor.label).join(' ')
    expect(reasons).toMatch(/An art and design school \(Carnegie classifies it as an? [^)]+\)/)
    expect(writeDeterministic(brief, ranking).brandInsights.strategicConsiderations).toContain(
      'Two of the ten campuses are of the kind your brief implies (art and design schools), by Carnegie class, name or flag: every campus of that kind that meets your brief. The others are the closest general fits.',
    )
  })

  it('an undergraduate audience never gets a graduate-only institution; a medical-student brief may', () => {
    expect(names(rankSchools(profile({}), schools, 20))).not.toContain(medical.name)
    const undergrads = rankSchools(profile({ targetAudience: 'Undergraduates' }), schools, 20)
    expect(names(undergrads)).not.toContain(medical.name)
    expect(undergrads.signals.constraints.rules).toContain(
      'Teaches undergraduates (no graduate-only institutions)',
    )
    expect(names(rankSchools(profile({ targetAudience: 'Medical students' }), schools, 20))).toContain(
      medical.name,
    )
  })

  it('sampling and street teams favour residential campuses, from the directory’s facts, and say so', () => {
    const brief = profile({ marketingGoals: 'Sampling and street teams outside the dorms' })
    const ranking = rankSchools(brief, [highly, commuter], 2)
    expect(names(ranking)).toEqual([highly.name, commuter.name])
    expect(ranking.recommended[0]!.factors.map((factor) => factor.label)).toContain(
      'A largely residential campus (Carnegie: highly residential; residence halls for about 1,700 (94% of its students)), which fits the audience your profile describes',
    )
    expect(ranking.recommended[1]!.score).toBeLessThan(ranking.recommended[0]!.score)
  })
})
