import { stateByCode, US_STATES } from '@/shared/geo/us-states'
import { CITIES, REGIONS } from './place-names'

/** A place a brand profile names: a state, a region (a set of states), a city or metro area, or a radius. */
export interface NamedPlace {
  kind: 'state' | 'region' | 'city' | 'radius'
  /** As the writers say it: "Texas", "the Midwest", "Houston", "within 50 miles of Austin, Texas". */
  label: string
  /** The states it lies in (for a radius: where the directory's campuses inside it are, once resolved). */
  states: readonly string[]
  /** For a city: the school cities that count as in it (where a school's row has no metro code). */
  cities?: readonly string[]
  /** For a metro area: a school is in it when its CBSA or CSA is one of these. */
  metro?: { cbsa: readonly number[]; csa: readonly number[] }
  /** For a radius: the city it is measured from, and its centre once resolved from the schools' coordinates. */
  radius?: { miles: number; city: string; state: string | null; center?: readonly [number, number] }
  /** A plural of states ("the Dakotas"): rules say the states' names. */
  sayStates?: boolean
  /** "not in Texas", "excluding the West Coast". */
  negated: boolean
}

/** Codes that are also common words or abbreviations ("IN", "OR", "ME", "LA" for Los Angeles): never read as states. */
const AMBIGUOUS_CODES = new Set([
  'IN',
  'UT',
  'OR',
  'ME',
  'OK',
  'HI',
  'DE',
  'AS',
  'ID',
  'OH',
  'AL',
  'CO',
  'PA',
  'MA',
  'LA',
  'MD',
  'MS',
  'GU',
  'PR',
  'MT',
  'MP',
  'FM',
  'MH',
  'PW',
  'VI',
  'CT',
  'SD',
  'ND',
  'NE',
  'AR',
  'IA',
  'WA',
  'GA',
  'VA',
])

const STATE_NAMES = [...US_STATES]
  .map((state) => ({
    ...state,
    pattern: new RegExp(`\\b${state.name.toLowerCase().replace(/\./g, '\\.')}\\b`, 'g'),
  }))
  .sort((a, b) => b.name.length - a.name.length)

const NEGATION =
  /\b(not|no|except|excluding|exclude|avoid|avoiding|without|other than|outside( of)?|don't|do not|never)\b[^.;,]{0,24}$/

/**
 * "not in Texas", "excluding community colleges": a negation shortly before the match, in the same clause. "not
 * only Texas but also Florida" and "not just HBCUs" widen, they do not rule out.
 */
export function isNegatedAt(lower: string, index: number): boolean {
  const before = lower.slice(Math.max(0, index - 40), index)
  const negation = NEGATION.exec(before)
  return negation !== null && !/^not (only|just)\b/.test(before.slice(negation.index))
}

const NATIONAL =
  /\b(nation-?wide|national(ly)?|across the (country|nation|us|u\.s\.|united states)|coast to coast|all 50 states|every state|countrywide|anywhere in the (us|country))\b/

export interface PlacesInText {
  places: NamedPlace[]
  /** The profile asks for national reach: spread the shortlist widely. */
  national: boolean
}

/** "i.e." and "e.g." hold periods that would end a clause: read as words before anything else. */
export const normalizeAbbreviations = (text: string) =>
  text.replace(/\bi\.\s?e\.,?/gi, 'namely').replace(/\be\.\s?g\.,?/gi, 'for example')

/**
 * What introduces the list that defines a region (issue 39): "the Mountain West: Colorado, Utah and Arizona",
 * "(Colorado, Utah)", "- Colorado and Utah", "namely Colorado and Utah". The states listed replace the region's
 * default ones.
 */
const LIST_AFTER = /^\s*(?::|\(|[-–—]\s|,?\s+(?:namely|that is|specifically|meaning|which means)\b[,:]?)\s*/
const LIST_END = /[.;)\n!?]|\b(not|except|excluding|but)\b/

/** "within 50 miles of Austin, Texas": the city, and a state when one follows. */
const STATE_WORDS = [...US_STATES]
  .map((state) => state.name.toLowerCase().replace(/\./g, '\\.'))
  .sort((a, b) => b.length - a.length)
  .join('|')
const RADIUS = new RegExp(
  String.raw`\bwithin (\d{1,4})\s*(?:miles?|mi\b\.?)\s+(?:of|from|around)\s+(?:downtown\s+)?` +
    String.raw`((?:st\.\s|saint\s|ft\.\s|mt\.\s)?[a-z][a-z'-]*(?:\s[a-z][a-z'-]*){0,3}?)` +
    String.raw`(?:,\s*(${STATE_WORDS}|[a-z]{2})\b)?` +
    String.raw`(?=\s*(?:[.;:!?)\n,]|$)|\s+(?:and|or|only|for|to|where|with|but|please|in|at)\b)`,
  'g',
)

const stateOf = (words: string) => {
  const trimmed = words.trim()
  return (
    US_STATES.find((state) => state.name.toLowerCase() === trimmed.toLowerCase())?.code ??
    US_STATES.find((state) => state.code === trimmed.toUpperCase() && trimmed.length === 2)?.code ??
    null
  )
}
const titleCase = (words: string) => words.replace(/\b[a-z]/g, (letter) => letter.toUpperCase())

/** A city said with "greater", "metro" or "area" around it: the brand means the metro area. */
const METRO_BEFORE = /\b(greater|metro(politan)?)\s+$/
const METRO_AFTER = /^\s+(metro(politan)?|area)\b/

/**
 * Places a profile names. Longer names first, and each match blanks its text so "West Virginia" is not also
 * Virginia, and "Kansas City" is not also Kansas. Lower-cased text for names; the original for state codes.
 */
export function findPlaces(input: string): PlacesInText {
  const text = normalizeAbbreviations(input)
  let lower = text.toLowerCase()
  let masked = text
  const places: NamedPlace[] = []
  const blankRange = (index: number, length: number) => {
    lower = lower.slice(0, index) + ' '.repeat(length) + lower.slice(index + length)
    masked = masked.slice(0, index) + ' '.repeat(length) + masked.slice(index + length)
  }
  const blank = (pattern: RegExp, found: (index: number, match: string) => void) => {
    const global = new RegExp(
      pattern.source,
      pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
    )
    for (const match of [...lower.matchAll(global)]) {
      found(match.index, match[0])
      blankRange(match.index, match[0].length)
    }
  }
  const negatedAt = (index: number) => isNegatedAt(lower, index)
  const add = (place: Omit<NamedPlace, 'negated'>, index: number) => {
    if (places.some((known) => known.kind === place.kind && known.label === place.label)) return
    places.push({ ...place, negated: negatedAt(index) })
  }

  blank(RADIUS, (index) => {
    const parts = new RegExp(RADIUS.source).exec(lower.slice(index))!
    const state = parts[3] ? stateOf(parts[3]) : null
    const city = titleCase(parts[2]!.trim())
    const miles = Number(parts[1])
    add(
      {
        kind: 'radius',
        label: `within ${miles} miles of ${city}${state ? `, ${stateByCode(state)?.name ?? state}` : ''}`,
        states: [],
        radius: { miles, city, state },
      },
      index,
    )
  })
  for (const city of CITIES)
    blank(city.pattern, (index, match) => {
      const metroSaid =
        METRO_BEFORE.test(lower.slice(Math.max(0, index - 16), index)) ||
        METRO_AFTER.test(lower.slice(index + match.length, index + match.length + 16))
      const asMetro = (city.metroName || metroSaid) && Boolean(city.cbsa?.length || city.csa?.length)
      add(
        asMetro
          ? {
              kind: 'city',
              label: city.metroName ? city.label : `the ${city.label} metro area`,
              states: city.metroStates ?? city.states,
              cities: city.cities,
              metro: { cbsa: city.cbsa ?? [], csa: city.csa ?? [] },
            }
          : { kind: 'city', label: city.label, states: city.states, cities: city.cities },
        index,
      )
    })
  blank(/\bwashington state\b/, (index) => add({ kind: 'state', label: 'Washington', states: ['WA'] }, index))
  for (const region of REGIONS)
    blank(region.pattern, (index, match) => {
      // A list after the name defines the region: its states replace the default ones (read below as states).
      const after = lower.slice(index + match.length)
      const intro = LIST_AFTER.exec(after)
      if (intro) {
        const rest = after.slice(intro[0].length)
        const end = LIST_END.exec(rest)
        const list = rest.slice(0, end ? end.index : rest.length)
        if (STATE_NAMES.some((state) => new RegExp(state.pattern.source).test(list))) return
      }
      add({ kind: 'region', label: region.label, states: region.states, sayStates: region.sayStates }, index)
    })
  for (const state of STATE_NAMES)
    blank(state.pattern, (index) => add({ kind: 'state', label: state.name, states: [state.code] }, index))

  // Two-letter codes only in capitals ("TX", "NY"), never the ones that are also words.
  for (const match of masked.matchAll(/\b([A-Z]{2})\b/g)) {
    const code = match[1]!
    const state = US_STATES.find((candidate) => candidate.code === code)
    if (state && !AMBIGUOUS_CODES.has(code))
      add({ kind: 'state', label: state.name, states: [code] }, match.index)
  }
  return { places, national: NATIONAL.test(text.toLowerCase()) }
}
