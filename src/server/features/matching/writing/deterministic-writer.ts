import type {
  BrandProfileData,
  RecommendationData,
  RecommendedCampus,
} from '@/shared/matching/matching.schema'
import type { Ranking, ScoredSchool } from '@/server/features/matching/scoring/scorer'
import { isPartner } from '@/server/features/matching/scoring/school-traits'
import { writeCampusTexts, type CampusTexts } from './campus-texts'
import { distinctParagraphs } from './distinct'
import { writeInsights } from './insights'
import { briefLimits } from './limits'

/** One campus of the stored result: the school's name and facts from the database, the text from a writer. */
export function campusEntry(entry: ScoredSchool, texts: CampusTexts): RecommendedCampus {
  const { school } = entry
  return {
    schoolId: school.id,
    schoolName: school.name,
    matchScore: entry.score,
    ...texts,
    school: {
      slug: school.slug,
      city: school.city,
      state: school.state,
      type: school.type,
      studentPopulation: school.studentPopulation,
      hbcu: school.hbcu,
      // The card's "Active Partner" badge: a program planned or running, as the school page counts it.
      isActive: isPartner(school),
    },
    // All of them, including those that earned nothing: the points shown add up to the score shown.
    factors: entry.factors.map(({ label, points }) => ({ label, points })),
    tied: entry.tied,
  }
}

/** The deterministic writer (decision D18): every field, for every campus, from the factors and the facts. */
export function writeDeterministic(profile: BrandProfileData, ranking: Ranking): RecommendationData {
  return {
    recommendedCampuses: distinctParagraphs(
      ranking.recommended.map((entry) => campusEntry(entry, writeCampusTexts(entry, profile, ranking))),
    ),
    brandInsights: writeInsights(profile, ranking),
    limits: briefLimits(ranking),
  }
}
