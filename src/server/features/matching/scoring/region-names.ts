import { US_STATES, type Region as CensusRegion } from '@/shared/geo/us-states'
import type { CityPlace, Region } from './place-shapes'

const censusStates = (region: CensusRegion) =>
  US_STATES.filter((state) => state.region === region).map((s) => s.code)

/** Regions people say, with their states (part of the table in place-names.ts). */
export const REGIONS: Region[] = [
  {
    label: 'the Upper Midwest',
    pattern: /\bupper mid-? ?west\b/,
    states: ['MN', 'WI', 'MI', 'IA', 'ND', 'SD'],
  },
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
  // Plural names of neighbouring states: said back as the states themselves ("North Dakota or South Dakota").
  { label: 'the Dakotas', pattern: /\b(the )?dakotas\b/, states: ['ND', 'SD'], sayStates: true },
  { label: 'the Carolinas', pattern: /\b(the )?carolinas\b/, states: ['NC', 'SC'], sayStates: true },
  { label: 'the Virginias', pattern: /\b(the )?virginias\b/, states: ['VA', 'WV'], sayStates: true },
  { label: 'the Great Plains', pattern: /\bgreat plains\b/, states: ['ND', 'SD', 'NE', 'KS', 'OK'] },
  { label: 'the Four Corners', pattern: /\bfour corners\b/, states: ['AZ', 'NM', 'CO', 'UT'] },
  { label: 'the Mid-South', pattern: /\bmid-? ?south\b/, states: ['TN', 'AR', 'MS', 'KY'] },
]

/** Names of metro areas, read by the schools' IPEDS CBSA/CSA codes (part of the table in place-names.ts). */
export const METRO_NAMES: CityPlace[] = [
  {
    label: 'the DMV',
    pattern: /\b(the )?dmv\b|\bdc metro( area)?\b|\bwashington metro( area)?\b/,
    states: ['DC', 'MD', 'VA', 'WV'],
    cities: ['Washington', 'Arlington', 'Alexandria', 'Fairfax', 'College Park', 'Silver Spring'],
    cbsa: [47900],
    metroName: true,
  },
  {
    label: 'the Twin Cities',
    pattern: /\btwin cities\b/,
    states: ['MN', 'WI'],
    cities: ['Minneapolis', 'Saint Paul', 'St. Paul'],
    cbsa: [33460],
    metroName: true,
  },
  {
    label: 'Chicagoland',
    pattern: /\bchicagoland\b/,
    states: ['IL', 'IN', 'WI'],
    cities: ['Chicago', 'Evanston'],
    cbsa: [16980],
    metroName: true,
  },
  {
    label: 'the Metroplex (Dallas-Fort Worth)',
    pattern: /\b(the )?(dfw|metroplex)( area| metro)?\b/,
    states: ['TX'],
    cities: ['Dallas', 'Fort Worth', 'Arlington', 'Denton', 'Richardson', 'Irving'],
    cbsa: [19100],
    metroName: true,
  },
  {
    label: 'South Florida',
    pattern: /\bsouth florida\b/,
    states: ['FL'],
    cities: ['Miami', 'Fort Lauderdale', 'Boca Raton', 'Coral Gables', 'Miami Gardens'],
    cbsa: [33100],
    metroName: true,
  },
]
