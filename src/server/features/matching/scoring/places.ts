import { US_STATES, type Region } from '@/shared/geo/us-states'

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

/** Cities and metro areas people name, mapped to the school cities that count (checked before state names). */
const CITIES: Array<{ label: string; pattern: RegExp; state: string; cities: readonly string[] }> = [
  {
    label: 'New York City',
    pattern: /\bnew york city\b|\bnyc\b|\bmanhattan\b|\bbrooklyn\b/,
    state: 'NY',
    cities: ['New York', 'Brooklyn', 'Bronx', 'Queens', 'Flushing', 'Jamaica', 'Staten Island'],
  },
  {
    label: 'Los Angeles',
    pattern: /\blos angeles\b|\bl\.a\.(?=\W)/,
    state: 'CA',
    cities: [
      'Los Angeles',
      'Pasadena',
      'Santa Monica',
      'Long Beach',
      'Glendale',
      'Northridge',
      'Malibu',
      'Claremont',
    ],
  },
  {
    label: 'the Bay Area',
    pattern: /\bbay area\b|\bsilicon valley\b|\bsan francisco\b/,
    state: 'CA',
    cities: [
      'San Francisco',
      'Oakland',
      'Berkeley',
      'San Jose',
      'Stanford',
      'Palo Alto',
      'Santa Clara',
      'Hayward',
      'Moraga',
    ],
  },
  {
    label: 'Southern California',
    pattern: /\bsouthern california\b|\bsocal\b/,
    state: 'CA',
    cities: [
      'Los Angeles',
      'San Diego',
      'Irvine',
      'Pasadena',
      'Santa Monica',
      'Riverside',
      'Claremont',
      'Long Beach',
      'Malibu',
    ],
  },
  { label: 'San Diego', pattern: /\bsan diego\b/, state: 'CA', cities: ['San Diego', 'La Jolla'] },
  { label: 'Chicago', pattern: /\bchicago\b/, state: 'IL', cities: ['Chicago', 'Evanston'] },
  {
    label: 'Boston',
    pattern: /\bboston\b/,
    state: 'MA',
    cities: ['Boston', 'Cambridge', 'Medford', 'Chestnut Hill', 'Waltham', 'Brookline'],
  },
  {
    label: 'Atlanta',
    pattern: /\batlanta\b/,
    state: 'GA',
    cities: ['Atlanta', 'Decatur', 'Kennesaw', 'Marietta'],
  },
  {
    label: 'Houston',
    pattern: /\bhouston\b/,
    state: 'TX',
    cities: ['Houston', 'Prairie View', 'Sugar Land'],
  },
  {
    label: 'Dallas-Fort Worth',
    pattern: /\bdallas\b|\bfort worth\b|\bdfw\b/,
    state: 'TX',
    cities: ['Dallas', 'Fort Worth', 'Arlington', 'Denton', 'Richardson', 'Irving'],
  },
  {
    label: 'Austin',
    pattern: /\baustin, (tx|texas)\b|\bin austin\b/,
    state: 'TX',
    cities: ['Austin', 'San Marcos', 'Round Rock'],
  },
  { label: 'San Antonio', pattern: /\bsan antonio\b/, state: 'TX', cities: ['San Antonio'] },
  {
    label: 'Philadelphia',
    pattern: /\bphiladelphia\b|\bphilly\b/,
    state: 'PA',
    cities: ['Philadelphia', 'Swarthmore', 'Bryn Mawr', 'Haverford', 'Villanova'],
  },
  { label: 'Pittsburgh', pattern: /\bpittsburgh\b/, state: 'PA', cities: ['Pittsburgh'] },
  {
    label: 'Miami',
    pattern: /\bmiami\b(?! university)/,
    state: 'FL',
    cities: ['Miami', 'Coral Gables', 'Miami Gardens', 'Hialeah'],
  },
  { label: 'Orlando', pattern: /\borlando\b/, state: 'FL', cities: ['Orlando', 'Winter Park'] },
  { label: 'Tampa', pattern: /\btampa\b/, state: 'FL', cities: ['Tampa', 'St. Petersburg'] },
  { label: 'Seattle', pattern: /\bseattle\b/, state: 'WA', cities: ['Seattle', 'Tacoma', 'Bellevue'] },
  { label: 'Portland', pattern: /\bportland\b/, state: 'OR', cities: ['Portland'] },
  {
    label: 'Denver',
    pattern: /\bdenver\b|\bboulder\b/,
    state: 'CO',
    cities: ['Denver', 'Boulder', 'Golden', 'Aurora', 'Lakewood'],
  },
  {
    label: 'Phoenix',
    pattern: /\bphoenix\b|\btempe\b/,
    state: 'AZ',
    cities: ['Phoenix', 'Tempe', 'Mesa', 'Glendale', 'Scottsdale'],
  },
  { label: 'Las Vegas', pattern: /\blas vegas\b/, state: 'NV', cities: ['Las Vegas', 'Henderson'] },
  {
    label: 'Salt Lake City',
    pattern: /\bsalt lake\b/,
    state: 'UT',
    cities: ['Salt Lake City', 'Provo', 'Orem'],
  },
  { label: 'Nashville', pattern: /\bnashville\b/, state: 'TN', cities: ['Nashville'] },
  { label: 'New Orleans', pattern: /\bnew orleans\b/, state: 'LA', cities: ['New Orleans'] },
  {
    label: 'Washington, D.C.',
    pattern: /\bwashington,? d\.? ?c\b\.?|\bd\.c\.(?=\W|$)|\bthe dmv\b/,
    state: 'DC',
    cities: ['Washington'],
  },
  { label: 'Baltimore', pattern: /\bbaltimore\b/, state: 'MD', cities: ['Baltimore', 'Towson'] },
  { label: 'Detroit', pattern: /\bdetroit\b/, state: 'MI', cities: ['Detroit', 'Dearborn'] },
  { label: 'Ann Arbor', pattern: /\bann arbor\b/, state: 'MI', cities: ['Ann Arbor', 'Ypsilanti'] },
  {
    label: 'Minneapolis-St. Paul',
    pattern: /\bminneapolis\b|\btwin cities\b|\bst\.? paul\b/,
    state: 'MN',
    cities: ['Minneapolis', 'Saint Paul', 'St. Paul'],
  },
  {
    label: 'the Research Triangle',
    pattern: /\bresearch triangle\b|\braleigh\b|\bdurham\b|\bchapel hill\b/,
    state: 'NC',
    cities: ['Raleigh', 'Durham', 'Chapel Hill'],
  },
  { label: 'Charlotte', pattern: /\bcharlotte\b/, state: 'NC', cities: ['Charlotte', 'Davidson'] },
  {
    label: 'Columbus',
    pattern: /\bcolumbus, (oh|ohio)\b|\bcolumbus\b(?=.*\bohio\b)/,
    state: 'OH',
    cities: ['Columbus'],
  },
  { label: 'Cleveland', pattern: /\bcleveland\b/, state: 'OH', cities: ['Cleveland'] },
  { label: 'Cincinnati', pattern: /\bcincinnati\b/, state: 'OH', cities: ['Cincinnati'] },
  {
    label: 'St. Louis',
    pattern: /\bst\.? louis\b|\bsaint louis\b/,
    state: 'MO',
    cities: ['Saint Louis', 'St. Louis'],
  },
  { label: 'Kansas City', pattern: /\bkansas city\b/, state: 'MO', cities: ['Kansas City'] },
  { label: 'Indianapolis', pattern: /\bindianapolis\b/, state: 'IN', cities: ['Indianapolis'] },
  { label: 'Milwaukee', pattern: /\bmilwaukee\b/, state: 'WI', cities: ['Milwaukee'] },
  { label: 'Honolulu', pattern: /\bhonolulu\b/, state: 'HI', cities: ['Honolulu'] },
  { label: 'Albuquerque', pattern: /\balbuquerque\b/, state: 'NM', cities: ['Albuquerque'] },
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
