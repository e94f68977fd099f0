import type { RecommendedCampus } from '@/shared/matching/matching.schema'

export const CAMPUS_FIELDS = [
  'matchReason',
  'targetStudentProfile',
  'suggestedMarketingApproach',
  'potentialChallenges',
] as const

/**
 * No two campuses of one result share a paragraph (ADR 0054): the writers build each from the school's own
 * facts, but two schools with the same facts (or a model repeating itself) can still produce the same words,
 * and a repeated paragraph reads as a template. A repeat is tied to its school by name.
 */
export function distinctParagraphs(campuses: RecommendedCampus[]): RecommendedCampus[] {
  const seen = new Set<string>()
  return campuses.map((campus) => {
    const copy = { ...campus }
    for (const field of CAMPUS_FIELDS) {
      if (seen.has(copy[field]) && !copy[field].includes(campus.schoolName))
        copy[field] = `At ${campus.schoolName}: ${copy[field][0]!.toLowerCase()}${copy[field].slice(1)}`
      seen.add(copy[field])
    }
    return copy
  })
}
