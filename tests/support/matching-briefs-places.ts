import type { ScoringSchool } from '@/server/features/matching/scoring/school-traits'
import type { QualityBrief } from './matching-briefs'

/**
 * The phrasings of issue 39, each with and without "only", for the quality set: places as a planner says them
 * (a list defining a region, multi-state names, metro names by CBSA/CSA, a radius), fields of study said without
 * "schools", residential campuses and undergraduate audiences. Every rule is written from the row's own IPEDS
 * facts (state, CBSA, CSA, coordinates, Carnegie class, name, flags, UGOFFER, C21SZSET, residence halls), not
 * from the scorer's reading; `bar` is the share of recommended campuses that must meet it.
 */
const base = {
  name: 'Volt',
  industry: 'Energy drinks',
  values: 'Energy, fun, community',
  marketingGoals: 'Brand awareness on campus',
  budgetRange: '$100,000+' as const,
}
const inStates =
  (...states: string[]) =>
  (s: ScoringSchool) =>
    states.includes(s.state ?? '')
const c = (s: ScoringSchool) => s.carnegie ?? 0
const twoYear = (s: ScoringSchool) => (c(s) >= 1 && c(s) <= 14) || (s.sector ?? 0) >= 4
const miles = (s: ScoringSchool, [lat, lon]: [number, number]) => {
  if (s.latitude == null || s.longitude == null) return Number.POSITIVE_INFINITY
  const r = (d: number) => (d * Math.PI) / 180
  const h =
    Math.sin(r(s.latitude - lat) / 2) ** 2 +
    Math.cos(r(lat)) * Math.cos(r(s.latitude)) * Math.sin(r(s.longitude - lon) / 2) ** 2
  return 2 * 3958.8 * Math.asin(Math.sqrt(h))
}
const name = (pattern: RegExp) => (s: ScoringSchool) => pattern.test(s.name)

/** A brief said twice: limited ("only", every campus meets the rule) and as a preference (at least `bar`). */
function both(
  title: string,
  say: (only: string) => string,
  rule: (s: ScoringSchool) => boolean,
  preferenceBar = 1,
  extra: Partial<QualityBrief> = {},
): QualityBrief[] {
  return [
    {
      title: `${title} only`,
      brief: { ...base, targetAudience: say(' only') },
      rule,
      limited: true,
      bar: 1,
      ...extra,
    },
    {
      title,
      brief: { ...base, targetAudience: say('') },
      rule,
      limited: false,
      bar: preferenceBar,
      ...extra,
    },
  ]
}

/** A field of study said without "schools": a preference, with or without "only" (it is not a kind named outright). */
function field(
  title: string,
  industry: string,
  audience: string,
  rule: (s: ScoringSchool) => boolean,
  bar = 0.8,
) {
  return [
    { title, brief: { ...base, industry, targetAudience: audience }, rule, limited: false, bar },
    {
      title: `${title}, "only"`,
      brief: { ...base, industry, targetAudience: `${audience} only` },
      rule,
      limited: false,
      bar,
    },
  ]
}

const residential = (s: ScoringSchool) =>
  s.residential === 'primarily-residential' ||
  s.residential === 'highly-residential' ||
  (s.dormCapacity != null && !!s.studentPopulation && (2 * s.dormCapacity) / s.studentPopulation >= 0.75)

export const PLACE_AND_FIELD_BRIEFS: QualityBrief[] = [
  ...both(
    'issue 39: public universities in the Mountain West, listed as Colorado, Utah and Arizona',
    (only) => `Students at public universities in the Mountain West: Colorado, Utah and Arizona${only}`,
    (s) => inStates('CO', 'UT', 'AZ')(s) && s.control === 'public' && !twoYear(s),
  ),
  ...both(
    'issue 39: colleges in Minnesota and the Dakotas',
    (only) => `Students at colleges in Minnesota and the Dakotas${only}`,
    inStates('MN', 'ND', 'SD'),
  ),
  ...both(
    'the Pacific Northwest (no "only")',
    (only) => `Students in the Pacific Northwest${only}`,
    inStates('WA', 'OR', 'ID'),
  ).slice(1),
  ...both(
    'the Mid-Atlantic',
    (only) => `Students in the Mid-Atlantic${only}`,
    inStates('NY', 'NJ', 'PA', 'DE', 'MD', 'DC'),
  ),
  ...both(
    'the Deep South',
    (only) => `Students in the Deep South${only}`,
    inStates('AL', 'GA', 'LA', 'MS', 'SC'),
  ),
  ...both(
    'the Great Lakes states',
    (only) => `Students in the Great Lakes states${only}`,
    inStates('IL', 'IN', 'MI', 'MN', 'OH', 'WI', 'PA', 'NY'),
  ),
  ...both(
    'the Bay Area (CSA 488)',
    (only) => `Students in the Bay Area${only}`,
    (s) => s.csa === 488,
  ),
  ...both(
    'DFW (CBSA 19100)',
    (only) => `Students in DFW${only}`,
    (s) => s.cbsa === 19100,
  ),
  ...both(
    'the DMV (CBSA 47900)',
    (only) => `Students in the DMV${only}`,
    (s) => s.cbsa === 47900,
  ),
  ...both(
    'the Twin Cities (CBSA 33460)',
    (only) => `Students in the Twin Cities${only}`,
    (s) => s.cbsa === 33460,
  ),
  ...both(
    'within 50 miles of Austin, Texas',
    (only) => `Students within 50 miles of Austin, Texas${only}`,
    // Measured from downtown Austin; the scorer centres on the mean of Austin's campuses, a few miles away.
    (s) => miles(s, [30.2672, -97.7431]) <= 56,
  ),
  ...field(
    'art, design and architecture students',
    'Art supplies',
    'Art, design and architecture students',
    (s) =>
      [12, 30].includes(c(s)) ||
      name(/\b(art|arts|design|architecture|music|conservatory|film|fashion)\b/i)(s),
  ),
  ...field(
    'nursing students',
    'Nursing scrubs',
    'Nursing students',
    (s) =>
      [10, 25, 26].includes(c(s)) || name(/\b(nursing|health|medical|medicine|pharmacy|osteopathic)\b/i)(s),
  ),
  ...field(
    'engineering students',
    'Engineering software',
    'Engineering students',
    (s) =>
      [11, 28].includes(c(s)) ||
      name(
        /\b(institute of technology|polytechnic|school of mines|technological|science and technology|tech|technical|technology)\b/i,
      )(s),
  ),
  ...field(
    'hospitality and culinary students',
    'Chef knives',
    'Hospitality and culinary students',
    name(/\b(culinary|hospitality|hotel)\b/i),
    0.3,
  ),
  ...field('agriculture students', 'Farm equipment', 'Agriculture students', (s) => s.landGrant),
  ...both(
    'residential campuses for sampling and street teams',
    (only) => `Students at residential campuses${only}, for sampling and street teams`,
    residential,
  ),
  ...both(
    'undergraduates at universities in Massachusetts',
    (only) => `Undergraduates at universities in Massachusetts${only}`,
    (s) => s.state === 'MA' && s.undergraduate !== false,
  ),
]
