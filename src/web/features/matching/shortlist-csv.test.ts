import { describe, expect, it } from 'vitest'
import type { Recommendation, RecommendedCampus } from '@/shared/matching/matching.schema'
import { SHORTLIST_COLUMNS, shortlistCsv, shortlistFileName } from './shortlist-csv'

const campus = (patch: Partial<RecommendedCampus>): RecommendedCampus => ({
  schoolId: 1,
  schoolName: 'University of Florida',
  matchScore: 94,
  matchReason: 'It is in Florida, which your profile names.',
  targetStudentProfile: 'About 53,000 students.',
  suggestedMarketingApproach: 'Sampling at class change, "late-night" drops.',
  potentialChallenges: 'Many brands compete for attention.',
  school: {
    slug: 'university-of-florida',
    city: 'Gainesville',
    state: 'FL',
    type: 'Public Research University',
    studentPopulation: 52669,
    hbcu: false,
    isActive: true,
  },
  factors: [
    { label: 'In Florida, named in your profile', points: 35 },
    { label: 'Active partner school', points: 59 },
  ],
  tied: false,
  ...patch,
})

const recommendation = (campuses: RecommendedCampus[]): Recommendation => ({
  id: 'Rq3v0dG1m9kT2xWcYb8sLA',
  status: 'complete',
  brandProfile: {
    id: 'pF7nK2aQe5jX0uVtM4cH1w',
    name: 'Volt Energy, Inc.',
    industry: 'Energy drinks',
    budgetRange: '$50,000 - $100,000',
    targetAudience: 'Students',
    values: 'Energy',
    marketingGoals: 'Sampling',
    additionalInfo: null,
  },
  recommendationData: {
    recommendedCampuses: campuses,
    brandInsights: { strengthsForCampusMarketing: [], suggestedMessaging: [], strategicConsiderations: [] },
  },
  generation: null,
  progress: null,
  createdAt: new Date(),
  completedAt: new Date(),
})

const URL_OF_RESULT = 'https://campuspulse.example/brand-matching/results/Rq3v0dG1m9kT2xWcYb8sLA'

describe('the shortlist as CSV', () => {
  it('has a header and one row per campus, in rank order, with the score parts and the result link', () => {
    const csv = shortlistCsv(
      recommendation([campus({}), campus({ schoolId: 2, schoolName: 'Auburn University', tied: true })]),
      URL_OF_RESULT,
    )
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe(SHORTLIST_COLUMNS.join(','))
    expect(lines).toHaveLength(4) // header, two rows, and the closing line end
    expect(lines[1]).toBe(
      [
        '1',
        'University of Florida',
        'Gainesville',
        'FL',
        'Public Research University',
        '52669',
        '94',
        'no',
        '"In Florida, named in your profile: +35; Active partner school: +59"',
        '"It is in Florida, which your profile names."',
        '"About 53,000 students."',
        '"Sampling at class change, ""late-night"" drops."',
        'Many brands compete for attention.',
        URL_OF_RESULT,
      ].join(','),
    )
    expect(lines[2]!.startsWith('2,Auburn University,')).toBe(true)
    expect(lines[2]).toContain(',yes,')
  })

  it.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+1 555 0100', "'+1 555 0100"],
    ['-2 points', "'-2 points"],
    ['@SUM(A1)', "'@SUM(A1)"],
  ])('keeps a cell starting %s from being read as a formula', (text, cell) => {
    const csv = shortlistCsv(recommendation([campus({ potentialChallenges: text })]), URL_OF_RESULT)
    expect(csv.split('\r\n')[1]).toContain(`,${cell},`)
  })

  it('names the file after the brand, in letters and digits only', () => {
    expect(shortlistFileName('Volt Energy, Inc.')).toBe('campus-shortlist-volt-energy-inc.csv')
    expect(shortlistFileName('***')).toBe('campus-shortlist-brand.csv')
  })
})
