import type {
  BrandProfileData,
  RecommendationData,
  RecommendedCampus,
} from '../../../../shared/matching/matching.schema'
import type { Ranking, ScoredSchool } from '../scoring/scorer'
import { writeCampusTexts, type CampusTexts } from './campus-texts'
import { writeInsights } from './insights'

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
      isActive: school.isActive,
    },
    factors: entry.factors
      .filter((factor) => factor.points > 0)
      .slice(0, 4)
      .map(({ label, points }) => ({ label, points })),
  }
}

/** The deterministic writer (decision D18): every field, for every campus, from the factors and the facts. */
export function writeDeterministic(profile: BrandProfileData, ranking: Ranking): RecommendationData {
  return {
    recommendedCampuses: ranking.recommended.map((entry) =>
      campusEntry(entry, writeCampusTexts(entry, profile, ranking.context)),
    ),
    brandInsights: writeInsights(profile, ranking),
  }
}
