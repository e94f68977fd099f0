import type { BrandProfileData } from '../../../../shared/matching/matching.schema'
import { explainFactors, type Factor } from './explain'
import { contextFor, fitsOf, isExcluded, scoreOf, tierOf, type Fits, type ScoringContext } from './fits'
import { readProfile, type ProfileSignals } from './profile-signals'
import { traitsOf, type ScoringSchool, type Traits } from './school-traits'
import { selectDiverse } from './select'

export interface ScoredSchool {
  school: ScoringSchool
  traits: Traits
  /** 0-100. */
  score: number
  /** 0 = in every place and of every kind the profile names; higher tiers rank after lower ones. */
  tier: number
  fits: Fits
  /** What produced the score, strongest first. */
  factors: Factor[]
}

export interface Ranking {
  signals: ProfileSignals
  /** The weights and readings the scores came from (the writers explain with them). */
  context: ScoringContext
  /** Schools scored. */
  considered: number
  /** The request's count, before the budget capped it. */
  requested: number
  recommended: ScoredSchool[]
}

/**
 * The matching engine (decision D18): scores every school for the brand profile (a pure function of the
 * profile and the rows, so equal inputs give equal output) and picks the recommendations: best tier first,
 * then best score, spread across states, cities and kinds of campus where the profile leaves room for it. The
 * budget caps how many campuses are worth recommending.
 */
export function rankSchools(
  profile: BrandProfileData,
  schools: readonly ScoringSchool[],
  count: number,
): Ranking {
  const signals = readProfile(profile)
  const context = contextFor(signals)

  // The hot path, once per school: one scratch object for the fits, a small record per school.
  const scratch = {} as Fits
  const scored = schools.map((school) => {
    const traits = traitsOf(school)
    fitsOf(school, traits, context, scratch)
    const excluded = isExcluded(school, traits, context)
    return {
      school,
      traits,
      score: scoreOf(scratch, context, excluded),
      tier: tierOf(scratch, traits, context, excluded),
      excluded,
    }
  })

  const picked = selectDiverse(scored, signals, Math.min(count, signals.budget.maxCampuses)).map((entry) => ({
    ...entry,
    fits: fitsOf(entry.school, entry.traits, context),
  }))
  return {
    signals,
    context,
    considered: schools.length,
    requested: count,
    recommended: picked.map((entry) => ({
      school: entry.school,
      traits: entry.traits,
      score: entry.score,
      tier: entry.tier,
      fits: entry.fits,
      factors: explainFactors(entry, context),
    })),
  }
}
