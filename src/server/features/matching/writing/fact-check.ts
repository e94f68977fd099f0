import type { BrandProfileData } from '@/shared/matching/matching.schema'
import { findPlaces } from '@/server/features/matching/scoring/places'
import type { Ranking, ScoredSchool } from '@/server/features/matching/scoring/scorer'
import { isPartner, type Traits } from '@/server/features/matching/scoring/school-traits'

/**
 * A model may word, never invent (issue 39): each sentence of a model's text is kept only when every number,
 * place and designation in it is one the school's row (or, for the list's insights, one of the shortlisted rows)
 * or the brief holds, or one the deterministic writer computed from them. A sentence stating anything else is
 * dropped; recommendation-writer.ts then decides whether what is left is enough for the field.
 */

/** What a sentence may state: the numbers, states and designations the facts hold. */
export interface Facts {
  numbers: number[]
  /** Populations a model may round: a figure within 15% of one of these is the same figure. */
  populations: number[]
  states: Set<string>
  /** Designations true of the school (or of some school of the list, for insights). */
  holds: (designation: Designation) => boolean
}

type Designation = (typeof DESIGNATIONS)[number]['key']

/** Words that claim a designation, each checked against the row's traits (negated or not: a claim is a claim). */
const DESIGNATIONS = [
  { key: 'hbcu', pattern: /\bhbcus?\b|\bhistorically black\b/ },
  { key: 'tribal', pattern: /\btribal(ly controlled)? colleges?\b|\btribal college\b/ },
  { key: 'landGrant', pattern: /\bland[- ]grant\b/ },
  { key: 'ivy', pattern: /\bivy\b/ },
  { key: 'public', pattern: /\bpublic (universit|college|institution|school|flagship)\w*/ },
  { key: 'private', pattern: /\bprivate (universit|college|institution|school|nonprofit)\w*/ },
  { key: 'forProfit', pattern: /\bfor-profit\b/ },
  { key: 'community', pattern: /\bcommunity colleges?\b|\btwo-year\b/ },
  { key: 'research', pattern: /\bresearch universit\w*|\br1\b|\br2\b/ },
  { key: 'city', pattern: /\burban\b|\bcity campus\b/ },
  { key: 'suburb', pattern: /\bsuburban\b/ },
  { key: 'town', pattern: /\bsmall[- ]town\b|\bcollege town\b/ },
  { key: 'rural', pattern: /\brural\b/ },
  { key: 'large', pattern: /\b(large|huge|big|major|massive) (universit|campus|school|student bod)\w*/ },
  { key: 'small', pattern: /\b(small|tiny|intimate) (college|campus|school|student bod)\w*/ },
  { key: 'partner', pattern: /\bpartner (school|campus)\b|\bactive partner\b|\b48-72 hours\b/ },
] as const

/** Dates a row never holds: a founding, an anniversary. */
const INVENTED_HISTORY = /\b(founded|established|since|anniversary|dating back|chartered)\b/

const NUMBER = /\d[\d,]*(?:\.\d+)?/g

const numbersIn = (text: string) =>
  [...text.matchAll(NUMBER)].map((match) => Number(match[0].replace(/,/g, ''))).filter(Number.isFinite)

/** Sentences, kept with their closing punctuation (no split inside "U.S." or "$1.25"). */
export const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=["“A-Z0-9])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)

function traitHolds(traits: Traits, partner: boolean, designation: Designation): boolean {
  if (designation === 'partner') return partner
  if (designation === 'large' || designation === 'small') return traits[designation] >= 0.5
  if (designation === 'research') return traits.research >= 0.8
  return traits[designation] >= 0.75
}

const briefText = (profile: BrandProfileData) =>
  Object.values(profile)
    .filter((value) => typeof value === 'string')
    .join(' .\n')

/** The facts one card's text may state: its row, the brief, and what the deterministic writer computed. */
export function campusFacts(
  entry: ScoredSchool,
  profile: BrandProfileData,
  computed: string,
  ranking: Ranking,
): Facts {
  const brief = briefText(profile)
  const { school, traits } = entry
  return {
    numbers: [
      ...numbersIn(brief),
      ...numbersIn(computed),
      ...entry.factors.flatMap((factor) => numbersIn(factor.label)),
      school.activePrograms + school.plannedPrograms,
    ],
    populations: [school.studentPopulation, traits.population].filter((n): n is number => n !== null),
    states: new Set([
      ...(school.state ? [school.state] : []),
      ...findPlaces(brief).places.flatMap((place) => place.states),
      ...ranking.signals.places.flatMap((place) => place.states),
    ]),
    holds: (designation) => traitHolds(traits, isPartner(school), designation),
  }
}

/** The facts the list's insights may state: any shortlisted row's, the brief's, the deterministic insights'. */
export function listFacts(ranking: Ranking, profile: BrandProfileData, computed: string): Facts {
  const brief = briefText(profile)
  const rows = ranking.recommended
  return {
    numbers: [...numbersIn(brief), ...numbersIn(computed), rows.length],
    populations: rows.flatMap(({ school, traits }) =>
      [school.studentPopulation, traits.population].filter((n): n is number => n !== null),
    ),
    states: new Set([
      ...rows.flatMap(({ school }) => (school.state ? [school.state] : [])),
      ...findPlaces(brief).places.flatMap((place) => place.states),
    ]),
    holds: (designation) =>
      rows.some(({ school, traits }) => traitHolds(traits, isPartner(school), designation)),
  }
}

/** Small counts a plan may state without a fact behind them ("two events", "3 weeks"). */
const SMALL = 12

/** Whether a sentence states only what the facts hold. */
export function sentenceHolds(sentence: string, facts: Facts): boolean {
  const lower = sentence.toLowerCase()
  if (INVENTED_HISTORY.test(lower) && /\b1\d{3}\b|\b20\d{2}\b/.test(lower)) return false
  for (const number of numbersIn(sentence)) {
    if (number <= SMALL && Number.isInteger(number)) continue
    if (facts.numbers.includes(number)) continue
    if (facts.populations.some((population) => Math.abs(number - population) <= population * 0.15)) continue
    return false
  }
  for (const place of findPlaces(sentence).places) {
    if (place.negated || place.kind === 'radius') continue
    if (!place.states.some((state) => facts.states.has(state))) return false
  }
  for (const { key, pattern } of DESIGNATIONS) if (pattern.test(lower) && !facts.holds(key)) return false
  return true
}

/** The sentences of a model's text that hold; the text of those, or '' when none does. */
export function keepHolding(
  text: string,
  holds: (sentence: string) => boolean,
): { text: string; dropped: number } {
  const sentences = sentencesOf(text)
  const kept = sentences.filter(holds)
  return { text: kept.join(' '), dropped: sentences.length - kept.length }
}
