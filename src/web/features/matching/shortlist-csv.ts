import type { Recommendation } from '@/shared/matching/matching.schema'
// The one set of spreadsheet-safe CSV rules (RFC 4180, formula-safe cells), shared with the contact export.
import { toCsv } from '@/shared/csv'

export const SHORTLIST_COLUMNS = [
  'Rank',
  'School',
  'City',
  'State',
  'Type',
  'Students',
  'Match score',
  'Tied',
  'How the score was calculated',
  'Why it is a match',
  'Target student profile',
  'Suggested marketing approach',
  'Potential challenges',
  'Result',
] as const

/** The shortlist as CSV, from the loaded result (nothing is asked of the server): one row per campus. */
export function shortlistCsv(recommendation: Recommendation, resultUrl: string): string {
  const campuses = recommendation.recommendationData?.recommendedCampuses ?? []
  return toCsv([
    SHORTLIST_COLUMNS,
    ...campuses.map((campus, index) => [
      index + 1,
      campus.schoolName,
      campus.school.city,
      campus.school.state,
      campus.school.type,
      campus.school.studentPopulation,
      campus.matchScore,
      campus.tied ? 'yes' : 'no',
      campus.factors.map((factor) => `${factor.label}: +${factor.points}`).join('; '),
      campus.matchReason,
      campus.targetStudentProfile,
      campus.suggestedMarketingApproach,
      campus.potentialChallenges,
      resultUrl,
    ]),
  ])
}

/** "campus-shortlist-volt.csv": the brand in the file name, in letters and digits only. */
export const shortlistFileName = (brandName: string) =>
  `campus-shortlist-${
    brandName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'brand'
  }.csv`
