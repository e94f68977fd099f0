import type { BrandProfileData } from '@/shared/matching/matching.schema'
import type { ScoringSchool } from '@/server/features/matching/scoring/school-traits'

/**
 * Realistic campus-matching briefs for the quality set (matching-quality.test.ts), each with the rule every
 * recommended campus must meet, written from the row's own IPEDS facts (state, city, control, Carnegie class,
 * flags, enrollment) rather than from the scorer's reading of the brief. `limited` briefs say "only" or
 * "except": their list must hold every eligible campus up to the count, never fewer, never padded.
 */
export interface QualityBrief {
  title: string
  brief: Partial<BrandProfileData>
  rule: (school: ScoringSchool) => boolean
  /** A hard-limit brief: the list is min(wanted, schools meeting the rule) long. */
  limited: boolean
  /**
   * The bar: the share of recommended campuses that must meet the rule (its hit rate). Unstated: 100% for a
   * limited brief, 80% for a preference (whose first campuses must meet it as far as the directory holds them).
   */
  bar?: number
  /** Words the first campus's reasons must hold (a field-of-study brief says why it fits). */
  reasonMentions?: RegExp
  /** Words the insights must hold (a finals goal plans for finals). */
  insightsMention?: RegExp
  insightsAvoid?: RegExp
}

const BAND_FLOOR: Record<string, number> = {
  'under-1k': 0,
  '1k-5k': 1000,
  '5k-10k': 5000,
  '10k-20k': 10_000,
  '20k-plus': 20_000,
}
/** Enrollment, or the floor of the IPEDS size band when HIFLD has none. */
const students = (s: ScoringSchool) => s.studentPopulation ?? BAND_FLOOR[s.sizeBand ?? ''] ?? 0
const c = (s: ScoringSchool) => s.carnegie ?? 0
/** IPEDS: Carnegie 1-14 are associate's colleges, sectors 4-9 two-year or less. */
const twoYear = (s: ScoringSchool) =>
  (c(s) >= 1 && c(s) <= 14) || (s.sector ?? 0) >= 4 || /community college/i.test(s.type ?? '')
const inStates =
  (...states: string[]) =>
  (s: ScoringSchool) =>
    states.includes(s.state ?? '')
const isPublic = (s: ScoringSchool) => s.control === 'public'
const CENSUS_SOUTH = [
  'DE',
  'MD',
  'DC',
  'VA',
  'WV',
  'NC',
  'SC',
  'GA',
  'FL',
  'KY',
  'TN',
  'AL',
  'MS',
  'AR',
  'LA',
  'OK',
  'TX',
]

const base: Partial<BrandProfileData> = {
  name: 'Volt',
  industry: 'Energy drinks',
  values: 'Energy, fun, community',
  marketingGoals: 'Sampling and trial on campus',
  budgetRange: '$100,000+',
}

export const QUALITY_BRIEFS: QualityBrief[] = [
  {
    title: 'issue 15: large public universities in six Southern states only',
    brief: {
      ...base,
      targetAudience:
        'students at large public universities in Georgia, Florida, Alabama, Tennessee, South Carolina, North Carolina only',
      marketingGoals: 'Free samples during finals week, when students study late',
    },
    rule: (s) =>
      inStates('GA', 'FL', 'AL', 'TN', 'SC', 'NC')(s) && isPublic(s) && students(s) >= 10_000 && !twoYear(s),
    limited: true,
    insightsMention: /finals weeks themselves/,
    insightsAvoid: /national|avoid midterms and finals/i,
  },
  {
    title: 'HBCUs only',
    brief: { ...base, targetAudience: 'Students at HBCUs only', budgetRange: '$50,000 - $100,000' },
    rule: (s) => s.hbcu,
    limited: true,
  },
  {
    title: 'HBCUs in Georgia and Alabama only',
    brief: { ...base, targetAudience: 'Students at HBCUs', additionalInfo: 'Only Georgia and Alabama.' },
    rule: (s) => inStates('GA', 'AL')(s),
    limited: true,
  },
  {
    title: 'HBCUs, except Texas and not in Louisiana',
    brief: {
      ...base,
      targetAudience: 'Only students at historically Black colleges',
      additionalInfo: 'Except Texas; not in Louisiana.',
    },
    rule: (s) => s.hbcu && !inStates('TX', 'LA')(s),
    limited: true,
  },
  {
    title: 'tribal colleges only',
    brief: {
      ...base,
      targetAudience: 'Native students at tribal colleges only',
      budgetRange: '$25,000 - $50,000',
    },
    rule: (s) => s.tribal || c(s) === 33,
    limited: true,
  },
  {
    title: 'community colleges in Texas only',
    brief: { ...base, targetAudience: 'Working students at community colleges in Texas only' },
    rule: (s) => twoYear(s) && s.state === 'TX',
    limited: true,
  },
  {
    title: 'the Pacific Northwest only',
    brief: { ...base, additionalInfo: 'Only the Pacific Northwest for this launch.' },
    rule: inStates('WA', 'OR', 'ID'),
    limited: true,
  },
  {
    title: 'anywhere except California and Texas',
    brief: { ...base, additionalInfo: 'Anywhere except California; not in Texas.' },
    rule: (s) => !inStates('CA', 'TX')(s),
    limited: true,
  },
  {
    title: 'not New York, no community colleges',
    brief: { ...base, additionalInfo: 'Not in New York. No community colleges.' },
    rule: (s) => s.state !== 'NY' && !twoYear(s),
    limited: true,
  },
  {
    title: 'just small private colleges in New England',
    brief: {
      ...base,
      additionalInfo: 'Just small private colleges in New England.',
      budgetRange: '$25,000 - $50,000',
    },
    rule: (s) =>
      inStates('CT', 'ME', 'MA', 'NH', 'RI', 'VT')(s) &&
      s.control === 'private-nonprofit' &&
      students(s) < 5000,
    limited: true,
  },
  {
    title: 'Chicago only',
    brief: { ...base, targetAudience: 'Students in Chicago only', budgetRange: '$50,000 - $100,000' },
    rule: (s) => s.state === 'IL' && ['Chicago', 'Evanston'].includes(s.city ?? ''),
    limited: true,
  },
  {
    title: "women's colleges only",
    brief: { ...base, industry: 'Skincare', targetAudience: "Students at women's colleges only" },
    rule: (s) =>
      [
        'Wellesley College',
        'Smith College',
        'Barnard College',
        'Bryn Mawr College',
        'Mount Holyoke College',
        'Spelman College',
        'Scripps College',
        'Agnes Scott College',
        'Bennett College',
        'Meredith College',
        'Hollins University',
        'Sweet Briar College',
        'Stephens College',
        "Saint Mary's College",
        'Cottey College',
        'Wesleyan College',
        'Alverno College',
        'Moore College of Art and Design',
        'St Catherine University',
        'College of Saint Benedict',
        'Notre Dame of Maryland University',
        'Trinity Washington University',
        "Mount Saint Mary's University",
        'Simmons University',
      ].includes(s.name),
    limited: true,
  },
  {
    title: 'large public universities in the Midwest only',
    brief: { ...base, additionalInfo: 'Only large public universities in the Midwest.' },
    rule: (s) =>
      inStates('IL', 'IN', 'IA', 'KS', 'MI', 'MN', 'MO', 'NE', 'ND', 'OH', 'SD', 'WI')(s) &&
      isPublic(s) &&
      students(s) >= 10_000 &&
      !twoYear(s),
    limited: true,
  },
  {
    title: 'a small budget, Vermont only',
    brief: { ...base, budgetRange: '$5,000 - $10,000', additionalInfo: 'Vermont only.' },
    rule: inStates('VT'),
    limited: true,
  },
  {
    title: 'outside the South',
    brief: { ...base, additionalInfo: 'Campuses outside of the South.' },
    rule: (s) => !CENSUS_SOUTH.includes(s.state ?? ''),
    limited: true,
  },
  {
    title: 'liberal arts colleges in Pennsylvania exclusively',
    brief: { ...base, targetAudience: 'Students at liberal arts colleges in Pennsylvania exclusively' },
    rule: (s) => c(s) === 21 && s.state === 'PA',
    limited: true,
  },
  {
    title: 'Boston only',
    brief: { ...base, additionalInfo: 'Boston only.', budgetRange: '$50,000 - $100,000' },
    rule: (s) =>
      s.state === 'MA' &&
      ['Boston', 'Cambridge', 'Medford', 'Chestnut Hill', 'Waltham', 'Brookline'].includes(s.city ?? ''),
    limited: true,
  },
  {
    title: 'research universities in Ohio only',
    brief: { ...base, targetAudience: 'Students at research universities in Ohio only' },
    rule: (s) => [15, 16].includes(c(s)) && s.state === 'OH',
    limited: true,
  },
  {
    title: 'public colleges in Atlanta only',
    brief: {
      ...base,
      targetAudience: 'Students at public colleges in Atlanta only',
      budgetRange: '$25,000 - $50,000',
    },
    rule: (s) =>
      isPublic(s) &&
      s.state === 'GA' &&
      ['Atlanta', 'Decatur', 'Kennesaw', 'Marietta'].includes(s.city ?? ''),
    limited: true,
  },
  // Fields of study: the kind named outright ranks first, and the reasons say why a campus fits the field.
  {
    title: 'art and design schools',
    brief: {
      ...base,
      industry: 'Art supplies',
      targetAudience: 'Illustrators and designers at art schools and design colleges',
    },
    rule: (s) =>
      [12, 30].includes(c(s)) || /\b(art|arts|design|music|conservatory|film|fashion)\b/i.test(s.name),
    limited: false,
    reasonMentions: /arts and design|art and design/,
  },
  {
    title: 'music schools and conservatories',
    brief: {
      ...base,
      industry: 'Musical instruments',
      targetAudience: 'Musicians at music schools and conservatories',
    },
    rule: (s) =>
      [12, 30].includes(c(s)) || /\b(art|arts|design|music|conservatory|film|fashion)\b/i.test(s.name),
    limited: false,
    reasonMentions: /music students/,
  },
  {
    title: 'nursing and health schools',
    brief: { ...base, industry: 'Nursing scrubs', targetAudience: 'Nursing students at nursing schools' },
    rule: (s) =>
      [10, 25, 26].includes(c(s)) ||
      /\b(nursing|health|medical|medicine|pharmacy|osteopathic)\b/i.test(s.name),
    limited: false,
    reasonMentions: /health and medicine/,
  },
  {
    title: 'engineering schools',
    brief: {
      ...base,
      industry: 'Engineering software',
      targetAudience: 'Students at engineering schools and institutes of technology',
    },
    rule: (s) =>
      c(s) === 28 ||
      /\b(institute of technology|polytechnic|school of mines|technological|science and technology|tech)\b/i.test(
        s.name,
      ),
    limited: false,
  },
  {
    title: 'business schools',
    brief: { ...base, industry: 'Fintech', targetAudience: 'Finance majors at business schools' },
    rule: (s) => c(s) === 29 || /\b(business|management)\b/i.test(s.name),
    limited: false,
    reasonMentions: /finance|business/,
  },
  {
    title: 'agriculture at land-grant universities',
    brief: {
      ...base,
      industry: 'Farm equipment',
      targetAudience: 'Agriculture students at land-grant universities',
      budgetRange: '$50,000 - $100,000',
    },
    rule: (s) => s.landGrant,
    limited: false,
    reasonMentions: /agriculture/,
  },
  {
    title: 'future teachers, public four-year universities only',
    brief: {
      ...base,
      industry: 'Classroom supplies',
      targetAudience: 'Education majors and student teachers at public universities only',
    },
    rule: (s) => isPublic(s) && !twoYear(s),
    limited: true,
    reasonMentions: /future teachers/,
  },
  {
    title: 'law schools',
    brief: { ...base, industry: 'Legal research software', targetAudience: 'Law students at law schools' },
    rule: (s) => c(s) === 31 || /\blaw\b/i.test(s.name),
    limited: false,
    reasonMentions: /law students/,
  },
]
