import type { BrandProfileData } from '@/shared/matching/matching.schema'
import { explainFactors, type Factor } from './explain'
import { resolveBriefPlaces, satisfies } from './constraints'
import { contextFor, fitsOf, scoreOf, tierOf, type Fits, type ScoringContext } from './fits'
import { readProfile, type ProfileSignals } from './profile-signals'
import { traitsOf, type Archetype, type ScoringSchool, type Traits } from './school-traits'
import { FIELD_KINDS } from './field-kinds'

/** Kinds that stand for a field of study (not the residential preference, which is about the campus). */
const FIELD_KIND_SET = new Set(
  FIELD_KINDS.filter((rule) => rule.kind !== 'residential').map((rule) => rule.kind),
)
import { selectDiverse } from './select'

export interface ScoredSchool {
  school: ScoringSchool
  traits: Traits
  /** 0-100. */
  score: number
  /** 0 = in every place and of every kind the profile names; higher tiers rank after lower ones. */
  tier: number
  fits: Fits
  /** What produced the score, strongest first: their points add up to the score. */
  factors: Factor[]
  /** Another recommended campus has the same score (the order between them is compareCandidates'). */
  tied: boolean
}

export interface Ranking {
  signals: ProfileSignals
  /** The weights and readings the scores came from (the writers explain with them). */
  context: ScoringContext
  /** Schools in the database. */
  considered: number
  /** Schools that meet every hard limit of the brief, and so were scored. */
  eligible: number
  /** Every school's name, for checking that a model's text names no campus beyond the shortlist. */
  allNames: () => string[]
  /** The request's count, before the budget capped it. */
  requested: number
  /**
   * The field of study the brief implies ("nursing students": nursing and health schools) and how many campuses
   * of it meet the brief's limits, so the insights can say when there are few rather than pad silently.
   */
  field: { label: string; kind: Archetype; eligible: number } | null
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
  resolveBriefPlaces(signals.places, signals.constraints, schools)
  const context = contextFor(signals)

  // The hot path, once per school: the brief's hard limits first (a school outside them is never scored, so
  // no score can carry it into the list), then one scratch object for the fits, a small record per school.
  const scratch = {} as Fits
  const scored: Array<{ school: ScoringSchool; traits: Traits; score: number; tier: number }> = []
  for (const school of schools) {
    const traits = traitsOf(school)
    if (!satisfies(school, traits, signals.constraints)) continue
    fitsOf(school, traits, context, scratch)
    scored.push({
      school,
      traits,
      score: scoreOf(scratch, context),
      tier: tierOf(scratch, traits, context),
    })
  }

  const fieldKind = signals.kinds.find((kind) => !kind.negated && FIELD_KIND_SET.has(kind.kind))
  const field = fieldKind
    ? {
        label: fieldKind.label,
        kind: fieldKind.kind,
        eligible: scored.filter((entry) => entry.traits[fieldKind.kind] >= 0.75).length,
      }
    : null
  const picked = selectDiverse(scored, signals, Math.min(count, signals.budget.maxCampuses)).map((entry) => ({
    ...entry,
    fits: fitsOf(entry.school, entry.traits, context),
  }))
  return {
    signals,
    context,
    considered: schools.length,
    eligible: scored.length,
    allNames: () => schools.map((school) => school.name),
    requested: count,
    field,
    recommended: picked.map((entry) => ({
      school: entry.school,
      traits: entry.traits,
      score: entry.score,
      tier: entry.tier,
      fits: entry.fits,
      factors: explainFactors(entry, context, entry.score),
      tied: picked.some((other) => other !== entry && other.score === entry.score),
    })),
  }
}
