import type { Control } from '@/shared/schools/school.schema'
import {
  CLAUSE_SPLIT,
  COLLEGES,
  CONTROL_WORDS,
  EXTRA_KIND_WORDS,
  RESTRICTING,
  SIZE_WORDS,
  UNIVERSITIES_ONLY,
  WOMENS_COLLEGES,
} from './constraint-rules'
import { KIND_RULES } from './kind-rules'
import { findPlaces, isNegatedAt, type NamedPlace } from './places'
import { placeContains, resolveRadius } from './place-match'
import { stateByCode } from '@/shared/geo/us-states'
import type { Archetype, ScoringSchool, Traits } from './school-traits'
import { formatWholeNumber } from '@/shared/us-format'

/** A kind a brief limits itself to or rules out: one of the scorer's archetypes, or a women's college. */
export type ConstraintKind = Archetype | 'women'

/**
 * What a brief allows, read before any school is scored (ADR 0054). A school that fails one of these is not
 * scored and never recommended, whatever else fits: "only", "exclusively", "just" make what their sentence
 * names a limit; "not", "except", "outside of", "no" rule out what follows them anywhere in the brief.
 */
export interface HardConstraints {
  /** The school must be in one of these places (empty: anywhere). */
  includePlaces: NamedPlace[]
  excludePlaces: NamedPlace[]
  /** The school must be one of these kinds (empty: any kind). */
  includeKinds: Array<{ kind: ConstraintKind; label: string }>
  excludeKinds: Array<{ kind: ConstraintKind; label: string }>
  control: Control | null
  excludeControls: Control[]
  minStudents: number | null
  maxStudents: number | null
  /** "only universities": four-year institutions, no community colleges. */
  fourYear: boolean
  /**
   * The audience is undergraduates (every brief that names no graduate audience, issue 39): a graduate-only
   * institution (IPEDS UGOFFER 0: a medical school, a seminary) is never recommended. Said as a rule only when
   * the brief says "undergraduates" itself.
   */
  undergraduate: boolean
  /** Each limit in words, in the order above, for the page and both writers. */
  rules: string[]
  /** What the brief seemed to limit but could not be read, said so to the brand rather than dropped silently. */
  unread: string[]
}

const SIZE_NOUN = String.raw`(\s+[\w-]+){0,2}\s+(universit\w*|colleges?|schools?|campus(es)?|institutions?)\b`
const SIZE_PATTERNS = {
  large: new RegExp(SIZE_WORDS.large.pattern.source + SIZE_NOUN),
  small: new RegExp(SIZE_WORDS.small.pattern.source + SIZE_NOUN),
}

const CONTROL_OF: Record<keyof typeof CONTROL_WORDS, Control> = {
  public: 'public',
  private: 'private-nonprofit',
}
const CONTROL_WORDS_SAID: Record<Control, string> = {
  public: 'public',
  'private-nonprofit': 'private nonprofit',
  'private-for-profit': 'for-profit',
}

/** Reads the brief's hard limits from its text (all fields joined) and the places the scorer already found. */
export function readConstraints(text: string, places: readonly NamedPlace[]): HardConstraints {
  const lower = text.toLowerCase()
  const constraints: HardConstraints = {
    includePlaces: [],
    excludePlaces: places.filter((place) => place.negated),
    includeKinds: [],
    excludeKinds: [],
    control: null,
    excludeControls: [],
    minStudents: null,
    maxStudents: null,
    fourYear: false,
    undergraduate: !GRADUATE_AUDIENCE.test(lower),
    rules: [],
    unread: [],
  }
  const saysUndergraduate = UNDERGRADUATES.test(lower)

  const addKind = (list: HardConstraints['includeKinds'], kind: ConstraintKind, label: string) => {
    if (!list.some((known) => known.kind === kind)) list.push({ kind, label })
  }
  // Rules out, anywhere: "no community colleges", "except HBCUs", "not public".
  for (const rule of [...KIND_RULES.filter((r) => r.strength >= 1), ...EXTRA_KIND_WORDS])
    for (const match of lower.matchAll(new RegExp(rule.pattern.source, 'g')))
      if (isNegatedAt(lower, match.index)) addKind(constraints.excludeKinds, rule.kind, rule.label)
  for (const [word, pattern] of Object.entries(CONTROL_WORDS))
    for (const match of lower.matchAll(new RegExp(pattern.source, 'g')))
      if (isNegatedAt(lower, match.index)) {
        const control = CONTROL_OF[word as keyof typeof CONTROL_WORDS]
        if (!constraints.excludeControls.includes(control)) constraints.excludeControls.push(control)
      }

  // Limits: what a sentence with "only" names.
  const original = text.split(CLAUSE_SPLIT)
  for (const [index, clause] of lower.split(CLAUSE_SPLIT).entries()) {
    if (!RESTRICTING.test(clause)) continue
    // In the order the brief names them, so the rule reads back as written.
    const at = (place: NamedPlace) => {
      const found = clause.indexOf(place.label.toLowerCase().replace(/^the /, ''))
      return found < 0 ? clause.length : found
    }
    const clausePlaces = findPlaces(original[index] ?? clause).places
    for (const place of clausePlaces.sort((a, b) => at(a) - at(b)))
      if (!place.negated && !constraints.includePlaces.some((known) => known.label === place.label))
        constraints.includePlaces.push(place)
    const unreadPlace = UNREAD_PLACE.exec(original[index] ?? '')
    if (unreadPlace && !clausePlaces.length)
      constraints.unread.push(
        `"${unreadPlace[0].trim()}": a place we could not read, so the list is not limited to it (name states, a city, a metro area or "within N miles of" a city)`,
      )
    for (const rule of [...KIND_RULES.filter((r) => r.strength >= 1), ...EXTRA_KIND_WORDS]) {
      const match = new RegExp(rule.pattern.source).exec(clause)
      if (match && !isNegatedAt(clause, match.index)) addKind(constraints.includeKinds, rule.kind, rule.label)
    }
    const controls = (Object.keys(CONTROL_WORDS) as Array<keyof typeof CONTROL_WORDS>).filter((word) => {
      const match = CONTROL_WORDS[word].exec(clause)
      return match && !isNegatedAt(clause, match.index)
    })
    if (controls.length === 1) constraints.control = CONTROL_OF[controls[0]!]
    if (SIZE_PATTERNS.large.test(clause) && !SIZE_PATTERNS.small.test(clause))
      constraints.minStudents = SIZE_WORDS.large.min
    if (SIZE_PATTERNS.small.test(clause) && !SIZE_PATTERNS.large.test(clause))
      constraints.maxStudents = SIZE_WORDS.small.max
    if (
      UNIVERSITIES_ONLY.test(clause) &&
      !COLLEGES.test(clause) &&
      !constraints.includeKinds.some((kind) => kind.kind === 'community')
    )
      constraints.fourYear = true
  }
  // A place both limited to and ruled out ("only the Southeast, not Florida") stays ruled out.
  constraints.rules = describe(constraints)
  if (constraints.undergraduate && saysUndergraduate) constraints.rules.push(UNDERGRADUATE_RULE)
  return constraints
}

/** Audiences a graduate-only institution serves: with one of these, UGOFFER does not limit the list. */
const GRADUATE_AUDIENCE =
  /\b(graduate (students?|schools?|programs?)|grad (students?|schools?)|mba|medical (students?|schools?|residents)|law (students?|schools?)|ph\.?d\w*|doctoral|seminar(y|ies|ians)|professional[- ]schools?|postdoc\w*)\b/
const UNDERGRADUATES = /\bundergrad(uate)?s?\b/
const UNDERGRADUATE_RULE = 'Teaches undergraduates (no graduate-only institutions)'

/** "only in the Ozarks": a limit to a named place (capitalized words) that the place table does not know. */
const UNREAD_PLACE =
  /\b(?:only|just|exclusively|solely|strictly)\s+(?:in|at|near|around)\s+(?:the\s+)?[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*/

/**
 * Gives each "within N miles of <city>" of the brief its centre from the schools' coordinates (place-match.ts).
 * One that names a city no campus lists is not applied, and the brand is told so; the rules are then said again.
 */
export function resolveBriefPlaces(
  places: NamedPlace[],
  c: HardConstraints,
  schools: readonly ScoringSchool[],
) {
  const unplaced = new Set<string>()
  for (const place of [...places, ...c.includePlaces, ...c.excludePlaces])
    if (place.kind === 'radius' && !resolveRadius(place, schools)) unplaced.add(place.label)
  if (!unplaced.size) return
  const placed = (place: NamedPlace) => !unplaced.has(place.label)
  places.splice(0, places.length, ...places.filter(placed))
  c.includePlaces = c.includePlaces.filter(placed)
  c.excludePlaces = c.excludePlaces.filter(placed)
  for (const label of unplaced)
    c.unread.push(
      `"${label}": no campus in the directory lists that city, so the list is not limited by distance (name the city as the directory does, with its state)`,
    )
  const undergraduateRule = c.rules.includes(UNDERGRADUATE_RULE)
  c.rules = describe(c)
  if (undergraduateRule) c.rules.push(UNDERGRADUATE_RULE)
}

const joinOr = (labels: string[]) =>
  labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`
const joinAnd = (labels: string[]) =>
  labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`

function describe(c: HardConstraints): string[] {
  const rules: string[] = []
  const areas = c.includePlaces.filter((place) => place.kind !== 'radius')
  if (areas.length) rules.push(`In ${joinOr(areas.flatMap(placeSaid))}`)
  for (const place of c.includePlaces.filter((p) => p.kind === 'radius')) rules.push(capital(place.label))
  if (c.excludePlaces.length) rules.push(`Not in ${joinAnd(c.excludePlaces.flatMap(placeSaid))}`)
  if (c.includeKinds.length) rules.push(`${capital(joinOr(c.includeKinds.map((kind) => kind.label)))} only`)
  if (c.excludeKinds.length) rules.push(`No ${joinAnd(c.excludeKinds.map((kind) => kind.label))}`)
  if (c.control) rules.push(`${capital(CONTROL_WORDS_SAID[c.control])} institutions only`)
  if (c.excludeControls.length)
    rules.push(`No ${joinAnd(c.excludeControls.map((control) => CONTROL_WORDS_SAID[control]))} institutions`)
  if (c.minStudents !== null) rules.push(`At least ${formatWholeNumber(c.minStudents)} students`)
  if (c.maxStudents !== null) rules.push(`Fewer than ${formatWholeNumber(c.maxStudents)} students`)
  if (c.fourYear) rules.push('Four-year universities (no community colleges)')
  return rules
}

/**
 * A place as the rules say it: in the brand's words, with what they were read as ("the Pacific Northwest
 * (Washington, Oregon, Idaho)"); a plural of states as the states ("North Dakota", "South Dakota").
 */
function placeSaid(place: NamedPlace): string[] {
  const names = place.states.map((code) => stateByCode(code)?.name ?? code)
  if (place.sayStates) return names
  if (place.kind === 'region') return [`${place.label} (${names.join(', ')})`]
  if (place.kind === 'city' && place.metro) return [`${place.label} (its metro area)`]
  return [place.label]
}

const capital = (text: string) => (text ? `${text[0]!.toUpperCase()}${text.slice(1)}` : text)

const inPlace = (school: ScoringSchool, place: NamedPlace) => placeContains(place, school)

function isKind(school: ScoringSchool, traits: Traits, kind: ConstraintKind): boolean {
  if (kind === 'women') return WOMENS_COLLEGES.has(`${school.name}|${school.state}`)
  return traits[kind] >= 0.75
}

/** Whether a school meets every limit of the brief (checked for every school, before scoring). */
export function satisfies(school: ScoringSchool, traits: Traits, c: HardConstraints): boolean {
  if (c.includePlaces.length && !c.includePlaces.some((place) => inPlace(school, place))) return false
  for (const place of c.excludePlaces) if (inPlace(school, place)) return false
  if (c.includeKinds.length && !c.includeKinds.some(({ kind }) => isKind(school, traits, kind))) return false
  for (const { kind } of c.excludeKinds) if (isKind(school, traits, kind)) return false
  if (c.control && school.control !== c.control) return false
  if (school.control && c.excludeControls.includes(school.control)) return false
  // A size limit needs a size: a school with no enrollment on a campus cannot be shown to meet it.
  const population = traits.online ? null : traits.population
  if (c.minStudents !== null && (population === null || population < c.minStudents)) return false
  if (c.maxStudents !== null && (population === null || population >= c.maxStudents)) return false
  if (c.fourYear && traits.community === 1) return false
  if (c.undergraduate && school.undergraduate === false) return false
  return true
}

/** Whether the brief limits the list at all. */
export const hasLimits = (c: HardConstraints) => c.rules.length > 0
