import { US_STATES, type Region } from '@/shared/geo/us-states'
import { CITIES } from './city-places'

/** A place a brand profile names: a state, a region (a set of states) or a city. */
export interface NamedPlace {
  kind: 'state' | 'region' | 'city'
  /** As the writers say it: "Texas", "the Midwest", "Houston". */
  label: string
  states: readonly string[]
  /** For a city: the school cities that count as in it. */
  cities?: readonly string[]
  /** "not in Texas", "excluding the West Coast". */
  negated: boolean
}

const censusStates = (region: Region) =>
  US_STATES.filter((state) => state.region === region).map((s) => s.code)

/** Regions people say, with their states. Census regions plus the everyday ones. */
const REGIONS: Array<{ label: string; pattern: RegExp; states: readonly string[] }> = [
  { label: 'New England', pattern: /\bnew england\b/, states: ['CT', 'ME', 'MA', 'NH', 'RI', 'VT'] },
  { label: 'the Pacific Northwest', pattern: /\bpacific northwest\b|\bpnw\b/, states: ['WA', 'OR', 'ID'] },
  { label: 'the Mid-Atlantic', pattern: /\bmid-? ?atlantic\b/, states: ['NY', 'NJ', 'PA', 'DE', 'MD', 'DC'] },
  { label: 'the Northeast', pattern: /\bnorth-? ?east(ern)?\b/, states: censusStates('Northeast') },
  { label: 'the Midwest', pattern: /\bmid-? ?west(ern)?\b/, states: censusStates('Midwest') },
  {
    label: 'the Great Lakes',
    pattern: /\bgreat lakes\b/,
    states: ['IL', 'IN', 'MI', 'MN', 'OH', 'WI', 'PA', 'NY'],
  },
  {
    label: 'the Southeast',
    pattern: /\bsouth-? ?east(ern)?\b/,
    states: ['AL', 'AR', 'FL', 'GA', 'KY', 'LA', 'MS', 'NC', 'SC', 'TN', 'VA', 'WV'],
  },
  { label: 'the Southwest', pattern: /\bsouth-? ?west(ern)?\b/, states: ['AZ', 'NM', 'TX', 'OK', 'NV'] },
  { label: 'the Deep South', pattern: /\bdeep south\b/, states: ['AL', 'GA', 'LA', 'MS', 'SC'] },
  { label: 'the Gulf Coast', pattern: /\bgulf coast\b/, states: ['TX', 'LA', 'MS', 'AL', 'FL'] },
  {
    label: 'the Sun Belt',
    pattern: /\bsun ?belt\b/,
    states: ['AZ', 'NV', 'CA', 'TX', 'FL', 'GA', 'NC', 'SC', 'AL', 'MS', 'LA', 'NM', 'TN'],
  },
  { label: 'the West Coast', pattern: /\bwest coast\b/, states: ['CA', 'OR', 'WA'] },
  {
    label: 'the East Coast',
    pattern: /\beast coast\b|\beastern seaboard\b/,
    states: ['ME', 'NH', 'MA', 'RI', 'CT', 'NY', 'NJ', 'DE', 'MD', 'DC', 'VA', 'NC', 'SC', 'GA', 'FL'],
  },
  {
    label: 'the Mountain West',
    pattern: /\bmountain west\b|\brocky mountains?\b|\brockies\b/,
    states: ['CO', 'UT', 'WY', 'MT', 'ID', 'NV', 'AZ', 'NM'],
  },
  {
    label: 'the South',
    pattern: /\bthe south\b|\bsouthern (states|us|u\.s\.|united states|schools|colleges)\b/,
    states: censusStates('South'),
  },
  {
    label: 'the West',
    pattern: /\bthe west\b|\bwestern (states|us|u\.s\.|united states|schools|colleges)\b/,
    states: censusStates('West'),
  },
  { label: 'the tri-state area', pattern: /\btri-? ?state area\b/, states: ['NY', 'NJ', 'CT'] },
]

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

/**
 * Places a profile names. Longer names first, and each match blanks its text so "West Virginia" is not also
 * Virginia, and "Kansas City" is not also Kansas. Lower-cased text for names; the original for state codes.
 */
export function findPlaces(text: string): PlacesInText {
  let lower = text.toLowerCase()
  const places: NamedPlace[] = []
  const blank = (pattern: RegExp, found: (index: number) => void) => {
    const global = new RegExp(
      pattern.source,
      pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
    )
    lower = lower.replace(global, (match: string, ...rest: unknown[]) => {
      const index = rest.find((value) => typeof value === 'number') as number
      found(index)
      return ' '.repeat(match.length)
    })
  }
  const negatedAt = (index: number) => isNegatedAt(lower, index)
  const add = (place: Omit<NamedPlace, 'negated'>, index: number) => {
    if (places.some((known) => known.kind === place.kind && known.label === place.label)) return
    places.push({ ...place, negated: negatedAt(index) })
  }

  for (const city of CITIES)
    blank(city.pattern, (index) =>
      add({ kind: 'city', label: city.label, states: [city.state], cities: city.cities }, index),
    )
  blank(/\bwashington state\b/, (index) => add({ kind: 'state', label: 'Washington', states: ['WA'] }, index))
  for (const region of REGIONS)
    blank(region.pattern, (index) =>
      add({ kind: 'region', label: region.label, states: region.states }, index),
    )
  for (const state of STATE_NAMES)
    blank(state.pattern, (index) => add({ kind: 'state', label: state.name, states: [state.code] }, index))

  // Two-letter codes only in capitals ("TX", "NY"), never the ones that are also words.
  for (const match of text.matchAll(/\b([A-Z]{2})\b/g)) {
    const code = match[1]!
    const state = US_STATES.find((candidate) => candidate.code === code)
    if (state && !AMBIGUOUS_CODES.has(code))
      add({ kind: 'state', label: state.name, states: [code] }, match.index)
  }
  return { places, national: NATIONAL.test(text.toLowerCase()) }
}
