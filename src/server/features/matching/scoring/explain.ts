import { stateByCode } from '@/shared/geo/us-states'
import type { ProfileSignals } from './profile-signals'
import { describeKind, kindEvidence } from './kind-evidence'
import { isPartner, traitsOf, type Archetype, type ScoringSchool, type Traits } from './school-traits'
import { themeFit, type Component, type Fits, type ScoringContext } from './fits'
import { formatWholeNumber } from '@/shared/us-format'
import { milesAway } from './distance'
import { milesFromCenter, placeContains } from './place-match'

/** One reason behind a score: what it is and how many of the 100 points it earned. */
export interface Factor {
  key: Component
  label: string
  /** Whole points of the 0-100 score this factor earned: a school's factors add up to its score exactly. */
  points: number
  /** The fit behind it, 0-1. */
  fit: number
}

/** How the writers name a kind of campus, singular. */
export const KIND_SINGULAR: Record<Archetype, string> = {
  research: 'a research university',
  technical: 'a technical institute',
  liberalArts: 'a liberal arts college',
  community: 'a community college',
  regional: 'a regional university',
  health: 'a health-professions school',
  business: 'a business school',
  arts: 'an art and design school',
  law: 'a law school',
  faith: 'a faith-based college',
  hbcu: 'an HBCU',
  tribal: 'a tribal college',
  landGrant: 'a land-grant university',
  ivy: 'an Ivy League university',
  public: 'a public institution',
  private: 'a private college',
  forProfit: 'a career college',
  large: 'a large campus',
  small: 'a small campus',
  city: 'a city campus',
  suburb: 'a suburban campus',
  town: 'a college-town campus',
  rural: 'a rural campus',
  residential: 'a largely residential campus',
  graduate: 'a campus with a large graduate community',
  education: 'a school for future teachers',
  hospitality: 'a hospitality and culinary school',
  bigCampusLife: 'a big campus with major sports and events',
  mountainStates: 'in a state known for the outdoors',
  hispanicStates: 'in a state with one of the largest Hispanic student populations',
}

/**
 * "about 9,240": enrollments are approximate, so the writers round them, to three significant figures: two
 * campuses of one list rarely share a figure that way, where rounding to thousands made 30,092 and 30,460 read
 * alike.
 */
export const aboutStudents = (population: number) => {
  const step = population < 1000 ? 1 : 10 ** (Math.floor(Math.log10(population)) - 2)
  return `about ${formatWholeNumber(Math.round(population / step) * step)} students`
}

const stateName = (code: string | null) => stateByCode(code)?.name ?? code ?? 'an unknown state'

function placeLabel(school: ScoringSchool, signals: ProfileSignals, fit: number): string {
  const named = signals.places.filter((place) => !place.negated)
  const match = named.find((place) => placeContains(place, school))
  if (fit >= 1 && match) {
    if (match.kind === 'state') return `In ${match.label}, named in your profile`
    if (match.kind === 'radius')
      return `${capitalize(milesAway(milesFromCenter(match, school) ?? 0))} from ${match.radius!.city}, ${match.label} as your profile asks`
    if (match.kind === 'city') return `In ${school.city}, part of ${match.label} named in your profile`
    return `In ${stateName(school.state)}, part of ${match.label} named in your profile`
  }
  const near = named.find(
    (place) => place.kind === 'city' && school.state && place.states.includes(school.state),
  )
  if (near) return `Elsewhere in ${stateName(school.state)} (your profile names ${near.label})`
  return `Outside ${named.map((place) => place.label).join(' and ')}, named in your profile`
}

function kindLabel(school: ScoringSchool, traits: Traits, signals: ProfileSignals, fit: number): string {
  const named = signals.kinds.filter((kind) => !kind.negated)
  const best = [...named].sort((a, b) => traits[b.kind] * b.strength - traits[a.kind] * a.strength)[0]!
  const singular = KIND_SINGULAR[best.kind]
  if (traits[best.kind] >= 0.75) {
    const asked =
      best.strength >= 1 ? 'as your profile asks' : 'which fits the audience your profile describes'
    // Say why it counts (issue 39): its Carnegie special focus, its name, its flag or its residence halls.
    const evidence = kindEvidence(school, best.kind)
    return best.kind === 'hispanicStates'
      ? `${singular[0]!.toUpperCase()}${singular.slice(1)}`
      : `${capitalize(singular)}${evidence ? ` (${evidence})` : ''}, ${asked}`
  }
  if (fit > 0) return `Partly ${singular}: ${describeKind(school).kindPhrase}`
  return `Not ${singular} (your profile asks for ${best.label})`
}

const capitalize = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`

function sizeLabel(traits: Traits, signals: ProfileSignals, fit: number): string {
  if (traits.online) return 'Most students study online: few to reach on campus'
  if (traits.population === null) return 'Enrollment not reported'
  const students = capitalize(aboutStudents(traits.population))
  if (signals.sizePreference)
    return fit >= 0.95
      ? `${students}: a ${signals.sizePreference} campus, as your profile prefers`
      : `${students}: not the ${signals.sizePreference} campus your profile prefers`
  const range = signals.budget.range
  if (fit >= 0.95) return `${students}: a size a ${range} budget covers well`
  return traits.population > signals.budget.idealMax
    ? `${students}: large for a ${range} budget`
    : `${students}: small for a ${range} budget`
}

function partnerLabel(school: ScoringSchool): string {
  const { activePrograms: active, plannedPrograms: planned } = school
  if (!isPartner(school)) return 'No agency program here yet'
  const parts = [
    active ? `${active} campus program${active === 1 ? '' : 's'} running` : null,
    planned ? `${planned} planned` : null,
  ].filter(Boolean)
  return `Partner school: ${parts.join(', ')}`
}

function settingLabel(school: ScoringSchool, signals: ProfileSignals, fit: number): string {
  const parts: string[] = []
  if (signals.locales.length) parts.push(`${capitalize(school.locale ?? 'unknown')} setting`)
  if (signals.controls.length)
    parts.push(
      school.control === 'public'
        ? 'public'
        : school.control === 'private-nonprofit'
          ? 'private'
          : 'for-profit',
    )
  if (signals.fourYear)
    parts.push(traitsOf(school).community === 1 ? 'a two-year college' : 'a four-year campus')
  return `${capitalize(parts.join(', '))}${fit >= 1 ? ', as your profile prefers' : fit > 0 ? ', close to what your profile prefers' : ', not what your profile prefers'}`
}

/**
 * The factors behind one school's score, strongest first: every component the profile gives a reason for,
 * including those that earned nothing. Each earns its weight times its fit, out of the weights' total, on
 * 0-100; the parts are rounded to whole points so that they add up to the (rounded) score exactly, the larger
 * remainders rounding up first.
 */
export function explainFactors(
  entry: { school: ScoringSchool; traits: Traits; fits: Fits },
  context: ScoringContext,
  score: number,
): Factor[] {
  const { school, traits, fits } = entry
  const { signals, weights } = context
  const factors: Factor[] = []
  const add = (key: Component, label: string) => factors.push({ key, label, points: 0, fit: fits[key] })

  if (weights.place) add('place', placeLabel(school, signals, fits.place))
  if (weights.kind) add('kind', kindLabel(school, traits, signals, fits.kind))
  if (weights.theme) {
    const { best } = themeFit(traits, context)
    const theme = best ? signals.themes[best.themeIndex]!.theme : signals.themes[0]!.theme
    const evidence = best ? kindEvidence(school, best.archetype) : null
    add(
      'theme',
      best
        ? `Fits ${theme.label}: ${KIND_SINGULAR[best.archetype]}${evidence ? ` (${evidence})` : ''}`
        : `Little fit for ${theme.label}`,
    )
  }
  add('size', sizeLabel(traits, signals, fits.size))
  add('partner', partnerLabel(school))
  if (weights.setting) add('setting', settingLabel(school, signals, fits.setting))
  add('reach', reachLabel(traits))
  apportion(factors, context, score)
  return factors.sort((a, b) => b.points - a.points)
}

/** Whole points per factor that add up to `score` (largest remainder). */
function apportion(factors: Factor[], context: ScoringContext, score: number) {
  const exact = factors.map(
    (factor) => (100 * context.weights[factor.key] * factor.fit) / context.totalWeight,
  )
  factors.forEach((factor, index) => (factor.points = Math.floor(exact[index]!)))
  let left = score - factors.reduce((sum, factor) => sum + factor.points, 0)
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of order) {
    if (left <= 0) break
    factors[index]!.points++
    left--
  }
}

function reachLabel(traits: Traits): string {
  if (traits.online || traits.population === null) return 'Students reachable on campus: not known'
  return `Students reachable on campus: ${aboutStudents(traits.population)}`
}
