import { sizeFit } from './budget'
import { placeContains } from './place-match'
import type { ProfileSignals } from './profile-signals'
import type { Archetype, ScoringSchool, Traits } from './school-traits'

/**
 * The components of a match score. Each is a fit between 0 and 1 with a weight; the score is their weighted
 * mean on 0-100, over the components this profile gives a reason for (a profile that names no place is not
 * scored on place).
 */
export const WEIGHTS = {
  place: 35,
  kind: 35,
  theme: 25,
  size: 15,
  partner: 10,
  setting: 10,
  reach: 5,
} as const
export type Component = keyof typeof WEIGHTS
export type Fits = Record<Component, number>

/** What scoring one school needs from the profile, worked out once per ranking. */
export interface ScoringContext {
  signals: ProfileSignals
  weights: Fits
  totalWeight: number
  themes: Array<{ weight: number; affinities: Array<[Archetype, number]> }>
  kinds: Array<{ kind: Archetype; strength: number }>
  /** Kinds named outright (strength 1): their schools rank in the first tier. */
  explicitKinds: Archetype[]
  maxKindStrength: number
  sizeRange: [number, number]
}

export function contextFor(signals: ProfileSignals): ScoringContext {
  const kinds = signals.kinds.filter((kind) => !kind.negated)
  const maxKindStrength = Math.max(0, ...kinds.map((kind) => kind.strength))
  const weights: Fits = {
    place: signals.places.some((place) => !place.negated) ? WEIGHTS.place : 0,
    kind: WEIGHTS.kind * maxKindStrength,
    theme:
      WEIGHTS.theme *
      Math.min(
        1,
        signals.themes.reduce((sum, entry) => sum + entry.weight, 0),
      ),
    size: WEIGHTS.size,
    partner: WEIGHTS.partner,
    setting: signals.locales.length || signals.controls.length || signals.fourYear ? WEIGHTS.setting : 0,
    reach: WEIGHTS.reach,
  }
  const budget = signals.budget
  return {
    signals,
    weights,
    totalWeight: Object.values(weights).reduce((sum, weight) => sum + weight, 0),
    themes: signals.themes.map(({ theme, weight }) => ({
      weight,
      affinities: Object.entries(theme.affinity) as Array<[Archetype, number]>,
    })),
    kinds,
    explicitKinds: kinds.filter((kind) => kind.strength >= 1).map((kind) => kind.kind),
    maxKindStrength,
    sizeRange:
      signals.sizePreference === 'small'
        ? [500, 5000]
        : signals.sizePreference === 'large'
          ? [20_000, Number.POSITIVE_INFINITY]
          : [budget.idealMin, budget.idealMax],
  }
}

const NEIGHBOUR_LOCALES: Record<string, string[]> = {
  city: ['suburb'],
  suburb: ['city', 'town'],
  town: ['suburb', 'rural'],
  rural: ['town'],
}

/** Place fit: 1 in a named place, 0.6 elsewhere in the state of a named city or metro area. */
export function placeFit(school: ScoringSchool, signals: ProfileSignals): number {
  let fit = 0
  for (const place of signals.places) {
    if (place.negated) continue
    if (placeContains(place, school)) return 1
    if (place.kind === 'city' && school.state && place.states.includes(school.state)) fit = 0.6
  }
  return fit
}

/** Theme fit, and which theme (index) and archetype gave the school its best match. */
export function themeFit(traits: Traits, context: ScoringContext) {
  let total = 0
  let weights = 0
  let bestValue = 0
  let best: { themeIndex: number; archetype: Archetype } | null = null
  context.themes.forEach(({ weight, affinities }, themeIndex) => {
    let affinity = 0
    let archetype: Archetype | null = null
    for (const [key, value] of affinities) {
      const candidate = value * traits[key]
      if (candidate > affinity) {
        affinity = candidate
        archetype = key
      }
    }
    total += weight * affinity
    weights += weight
    if (archetype && weight * affinity > bestValue) {
      bestValue = weight * affinity
      best = { themeIndex, archetype }
    }
  })
  return {
    fit: weights ? total / weights : 0,
    best: best as { themeIndex: number; archetype: Archetype } | null,
  }
}

/** The theme fit alone, without allocating (the hot path: every school, every ranking). */
function themeFitValue(traits: Traits, context: ScoringContext): number {
  let total = 0
  let weights = 0
  for (const { weight, affinities } of context.themes) {
    let affinity = 0
    for (const [key, value] of affinities) {
      const candidate = value * traits[key]
      if (candidate > affinity) affinity = candidate
    }
    total += weight * affinity
    weights += weight
  }
  return weights ? total / weights : 0
}

function settingFit(school: ScoringSchool, traits: Traits, signals: ProfileSignals): number {
  const parts: number[] = []
  if (signals.locales.length) {
    const exact = signals.locales.some((locale) => traits[locale] === 1)
    const near = signals.locales.some(
      (locale) => school.locale && NEIGHBOUR_LOCALES[locale]?.includes(school.locale),
    )
    parts.push(exact ? 1 : near ? 0.5 : 0)
  }
  if (signals.controls.length) parts.push(school.control && signals.controls.includes(school.control) ? 1 : 0)
  if (signals.fourYear) parts.push(traits.community === 1 ? 0 : 1)
  return parts.length ? parts.reduce((a, b) => a + b, 0) / parts.length : 0
}

/**
 * Every component's fit for one school. `into` lets the ranking reuse one object for all 4,000+ schools
 * instead of allocating one each.
 */
export function fitsOf(school: ScoringSchool, traits: Traits, context: ScoringContext, into?: Fits): Fits {
  const { signals } = context
  let kind = 0
  for (const named of context.kinds) kind = Math.max(kind, traits[named.kind] * named.strength)
  // An online institution's enrollment is not on a campus: size and reach count as unknown.
  const population = traits.online ? null : traits.population
  const reachFull = signals.budget.reachFull
  const fits = into ?? ({} as Fits)
  fits.place = context.weights.place ? placeFit(school, signals) : 0
  fits.kind = context.maxKindStrength ? kind / context.maxKindStrength : 0
  fits.theme = context.themes.length ? themeFitValue(traits, context) : 0
  fits.size = sizeFit(population, context.sizeRange[0], context.sizeRange[1])
  // A program running now is worth the full part, one only planned most of it; no program, nothing (issue 39).
  fits.partner = school.activePrograms ? 1 : school.plannedPrograms ? 0.7 : 0
  fits.setting = context.weights.setting ? settingFit(school, traits, signals) : 0
  fits.reach =
    population === null
      ? 0.3
      : Math.max(0, Math.min(1, Math.log(population / 200) / Math.log(reachFull / 200)))
  return fits
}

/**
 * The 0-100 score from the fits. What the profile rules out never gets here: constraints.ts removes it before
 * scoring (ADR 0054).
 */
export function scoreOf(fits: Fits, context: ScoringContext): number {
  const w = context.weights
  const sum =
    w.place * fits.place +
    w.kind * fits.kind +
    w.theme * fits.theme +
    w.size * fits.size +
    w.partner * fits.partner +
    w.setting * fits.setting +
    w.reach * fits.reach
  return Math.round((100 * sum) / context.totalWeight)
}

/** 0 when the school is in every place and of a kind the profile names outright. */
export function tierOf(fits: Fits, traits: Traits, context: ScoringContext): number {
  let tier = 0
  if (context.weights.place && fits.place < 1) tier++
  if (context.explicitKinds.length) {
    let member = false
    for (const kind of context.explicitKinds) if (traits[kind] >= 0.75) member = true
    if (!member) tier++
  }
  return tier
}
