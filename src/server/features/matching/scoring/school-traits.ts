import type { Control, Locale, SizeBand } from '@/shared/schools/school.schema'
import type { Residential } from '@/shared/schools/school-constants'
import { isIvyLeague } from '@/shared/schools/ivy-league'
import {
  MOSTLY_ONLINE,
  ONLINE_NAME,
  MOUNTAIN_OUTDOOR_STATES,
  HISPANIC_STATES,
  TECH_NAME,
  TECH_NICKNAME,
  ARTS_NAME,
  HEALTH_NAME,
  BUSINESS_NAME,
  EDUCATION_NAME,
  HOSPITALITY_NAME,
} from './school-names'

/** The facts the scorer reads about a school: the schools table, plus its running programs. */
export interface ScoringSchool {
  id: number
  name: string
  slug: string
  city: string | null
  state: string | null
  type: string | null
  studentPopulation: number | null
  sizeBand: SizeBand | null
  locale: Locale | null
  control: Control | null
  sector: number | null
  /** 2021 Carnegie basic classification (C21BASIC). */
  carnegie: number | null
  hbcu: boolean
  tribal: boolean
  landGrant: boolean
  /** The directory's flag: the college is open. Not a partnership (see `isPartner`). */
  isActive: boolean
  /** campus_programs of this school with status 'active' / 'planned'. */
  activePrograms: number
  plannedPrograms: number
  /** Names of those programs, active first (the writers name them; absent where a caller has none). */
  programNames?: { active: string[]; planned: string[] }
  /** IPEDS coordinates, for the distance between shortlisted campuses (absent or null when unknown). */
  latitude?: number | null
  longitude?: number | null
  /** IPEDS metro (CBSA) and combined statistical area (CSA) codes, for metro names (absent or null: unknown). */
  cbsa?: number | null
  csa?: number | null
  /** IPEDS UGOFFER: whether it teaches undergraduates at all (false: a medical school, a seminary; absent: unknown). */
  undergraduate?: boolean | null
  /** Residential character of its Carnegie size-and-setting class (shared/schools/residential.ts). */
  residential?: Residential | null
  /** HIFLD residence-hall capacity (0: no housing; absent or null: unknown). */
  dormCapacity?: number | null
}

/**
 * A partner school: the agency has a program planned or running there, as the school page counts it (ADR 0024,
 * `PARTNER_PROGRAM_STATUS_SQL`). Only these earn the partner points and the fast-launch wording (issue 39).
 */
export const isPartner = (school: Pick<ScoringSchool, 'activePrograms' | 'plannedPrograms'>) =>
  school.activePrograms + school.plannedPrograms > 0

/**
 * What kind of campus a school is, as degrees of membership (0-1) in the archetypes a brand profile can ask
 * for. Derived from IPEDS facts (Carnegie class, sector, control, flags, size, locale) and, where IPEDS has no
 * class for it, from the school's own name ("Institute of Technology") or its type label.
 */
export const ARCHETYPES = [
  'research',
  'technical',
  'liberalArts',
  'community',
  'regional',
  'health',
  'business',
  'arts',
  'law',
  'faith',
  'hbcu',
  'tribal',
  'landGrant',
  'ivy',
  'public',
  'private',
  'forProfit',
  'large',
  'small',
  'city',
  'suburb',
  'town',
  'rural',
  'residential',
  'graduate',
  'education',
  'hospitality',
  'bigCampusLife',
  'mountainStates',
  'hispanicStates',
] as const
export type Archetype = (typeof ARCHETYPES)[number]

export type Traits = Record<Archetype, number> & {
  /** A coarse bucket for variety in a shortlist (not every pick the same kind of school). */
  kindKey: string
  /** Enrollment, or an estimate from the IPEDS size band, or null. */
  population: number | null
  /** Most students study online: the enrollment is not a campus to reach. */
  online: boolean
}

const BAND_ESTIMATE: Record<SizeBand, number> = {
  'under-1k': 600,
  '1k-5k': 2500,
  '5k-10k': 7000,
  '10k-20k': 14000,
  '20k-plus': 30000,
}

const clamp = (value: number) => Math.max(0, Math.min(1, value))
/** 0 at `low` students, 1 at `high`, on a log scale. */
const rising = (population: number | null, low: number, high: number) =>
  population === null ? 0 : clamp(Math.log(population / low) / Math.log(high / low))

/**
 * How residential a campus is (issue 39): from the directory where it knows (the Carnegie residential character,
 * and the residence-hall share of students, the larger of the two readings), else the old estimate from its kind.
 */
function residentialFit(school: ScoringSchool, population: number | null, estimate: () => number): number {
  const character =
    school.residential === 'highly-residential'
      ? 1
      : school.residential === 'primarily-residential'
        ? 0.75
        : school.residential === 'nonresidential'
          ? 0.2
          : null
  const share =
    school.dormCapacity != null && population ? Math.min(1, (2 * school.dormCapacity) / population) : null
  // Unknown stays unknown (issue 33): an estimate from the kind of campus never reaches "residential" (0.75).
  if (character === null && share === null) return Math.min(0.7, estimate())
  return Math.max(character ?? 0, share ?? 0)
}

function populationOf(school: ScoringSchool): number | null {
  if (school.studentPopulation !== null && school.studentPopulation > 0) return school.studentPopulation
  return school.sizeBand ? BAND_ESTIMATE[school.sizeBand] : null
}

const TRAITS = Symbol('traits')

/**
 * Traits of one school, kept on the row object itself (non-enumerable, so a copy of the row with other facts
 * does not inherit them): rows the loader reuses between rankings are not worked out again.
 */
export function traitsOf(school: ScoringSchool): Traits {
  const cached = (school as ScoringSchool & { [TRAITS]?: Traits })[TRAITS]
  if (cached) return cached
  const traits = computeTraits(school)
  Object.defineProperty(school, TRAITS, { value: traits, enumerable: false })
  return traits
}

function computeTraits(school: ScoringSchool): Traits {
  const c = school.carnegie ?? 0
  const name = school.name.toLowerCase()
  const label = (school.type ?? '').toLowerCase()
  const twoYear =
    (c >= 1 && c <= 14) ||
    (school.sector !== null && school.sector >= 4) ||
    label.includes('community college')
  const population = populationOf(school)
  const online = MOSTLY_ONLINE.has(school.name) || ONLINE_NAME.test(name)

  const research =
    c === 15 ? 1 : c === 16 ? 0.8 : c === 27 ? 0.6 : c === 17 ? 0.4 : label.includes('research') ? 0.8 : 0
  const technicalName = TECH_NAME.test(name) || /technical|technology|polytechnic/.test(label)
  const technical =
    c === 28
      ? 1
      : technicalName
        ? twoYear
          ? 0.4
          : 1
        : c === 11
          ? 0.4
          : TECH_NICKNAME.test(name)
            ? twoYear
              ? 0.4
              : 0.6
            : 0
  const liberalArts = c === 21 || label.includes('liberal arts') ? 1 : c === 22 ? 0.4 : 0
  const community = twoYear ? 1 : c === 23 ? 0.6 : 0
  const regional = c >= 18 && c <= 20 ? 1 : c === 22 ? 0.8 : c === 17 ? 0.6 : 0
  const health = [10, 25, 26].includes(c) || HEALTH_NAME.test(name) ? 1 : c === 15 ? 0.4 : 0
  const business = c === 29 ? 1 : BUSINESS_NAME.test(name) ? 0.8 : c === 15 ? 0.4 : 0
  const arts = [12, 30].includes(c) ? 1 : ARTS_NAME.test(name) && !name.includes('liberal arts') ? 0.9 : 0
  const graduate =
    c === 15 || c === 25 || c === 27 || c === 31
      ? 1
      : c === 16
        ? 0.8
        : c === 17
          ? 0.6
          : c >= 18 && c <= 20
            ? 0.4
            : 0
  const forProfit = school.control === 'private-for-profit' ? 1 : 0
  const large = online ? 0 : rising(population, 5000, 25000)
  const residential = residentialFit(school, population, () =>
    community === 1 || forProfit || online
      ? 0.1
      : liberalArts === 1 || school.hbcu
        ? 1
        : research >= 0.8
          ? school.control === 'public'
            ? 0.7
            : 0.9
          : regional > 0
            ? 0.5
            : 0.3,
  )

  return {
    research,
    technical,
    liberalArts,
    community,
    regional,
    health,
    business,
    arts,
    law: c === 31 ? 1 : 0,
    faith: c === 24 ? 1 : 0,
    hbcu: school.hbcu ? 1 : 0,
    tribal: school.tribal || c === 33 ? 1 : 0,
    landGrant: school.landGrant ? 1 : 0,
    ivy: isIvyLeague(school.name) ? 1 : 0,
    public: school.control === 'public' ? 1 : 0,
    private: school.control === 'private-nonprofit' ? 1 : 0,
    forProfit,
    large,
    small: population === null ? 0 : 1 - rising(population, 3000, 10000),
    city: school.locale === 'city' ? 1 : 0,
    suburb: school.locale === 'suburb' ? 1 : 0,
    town: school.locale === 'town' ? 1 : 0,
    rural: school.locale === 'rural' ? 1 : 0,
    residential,
    graduate,
    education: EDUCATION_NAME.test(name) ? 1 : c >= 18 && c <= 20 ? 0.4 : 0,
    hospitality: HOSPITALITY_NAME.test(name) ? 1 : 0,
    bigCampusLife: school.control === 'public' && research >= 0.8 ? large : large * 0.6,
    mountainStates: school.state && MOUNTAIN_OUTDOOR_STATES.has(school.state) ? 1 : 0,
    hispanicStates: school.state && HISPANIC_STATES.has(school.state) ? 1 : 0,
    kindKey: twoYear
      ? 'two-year'
      : technical === 1
        ? 'technical'
        : research >= 0.8
          ? 'research'
          : liberalArts === 1
            ? 'liberal-arts'
            : c >= 24
              ? 'special'
              : 'comprehensive',
    population,
    online,
  }
}
