/**
 * The words that turn what a brief names into hard limits, and the facts behind the kinds of school a brief can
 * limit itself to. Tables only: constraints.ts reads them.
 */

/**
 * A sentence with one of these words limits the list to what it names ("public universities in Georgia and
 * Florida only", "exclusively HBCUs", "just in Texas"). "just" counts only before what it limits ("just in",
 * "just HBCUs"), never in "just launched"; "not only ... but also" limits nothing.
 */
export const RESTRICTING =
  /(?<!\bnot )\b(only|exclusively|solely|strictly|limited to|restricted to|nowhere (else|but)|no other (states?|schools?|campuses|colleges))\b|\bjust (in|at|the|public|private|large|small|big|hbcus?|community|tribal|women)\b/

/** Clauses: what one "only" reaches. A sentence, or the part of it before a semicolon. */
export const CLAUSE_SPLIT = /[.;!?\n]+/

/** "universities" without "colleges" in a limiting clause: four-year institutions, not community colleges. */
export const UNIVERSITIES_ONLY = /\buniversit(y|ies)\b/
export const COLLEGES = /\bcolleges?\b|\bschools?\b|\bcampus(es)?\b|\binstitutions?\b/

/** Size words and the enrollment they mean (IPEDS size bands: large is 10,000 or more, small under 5,000). */
export const SIZE_WORDS = {
  large: { pattern: /\b(large|larger|big|bigger|major|huge|biggest|largest)\b/, min: 10_000, max: null },
  small: { pattern: /\b(small|smaller|tiny|intimate)\b/, min: null, max: 5_000 },
} as const

/** Public or private, said of schools ("public universities", "private liberal arts colleges"), not of events. */
const SCHOOL_NOUN = String.raw`(\s+[\w-]+){0,2}\s+(universit\w*|colleges?|schools?|campus(es)?|institutions?)\b`
export const CONTROL_WORDS = {
  public: new RegExp(String.raw`\bpublic${SCHOOL_NOUN}|\bstate (schools?|universit\w*|colleges?)\b`),
  private: new RegExp(String.raw`\bprivate${SCHOOL_NOUN}`),
} as const

/**
 * Kinds a brief can limit itself to or rule out beyond the scorer's own kinds (profile-signals.ts): each maps
 * to a fact of the row (constraints.ts), never to a guess from the name alone.
 */
export const EXTRA_KIND_WORDS = [
  { kind: 'women', label: "women's colleges", pattern: /\bwomen'?s colleges?\b|\ball-women\b/ },
  {
    kind: 'forProfit',
    label: 'for-profit colleges',
    pattern: /\bfor-profit (colleges?|schools?|universit\w*)\b/,
  },
] as const

/**
 * Women's colleges (Women's College Coalition members that admit only women to their undergraduate college),
 * by IPEDS name and state: IPEDS HD has no flag for it. Texas Woman's University is co-educational.
 */
export const WOMENS_COLLEGES = new Set([
  "Mount Saint Mary's University|CA",
  'Scripps College|CA',
  'Trinity Washington University|DC',
  'Agnes Scott College|GA',
  'Spelman College|GA',
  'Wesleyan College|GA',
  "Saint Mary's College|IN",
  'Notre Dame of Maryland University|MD',
  'Mount Holyoke College|MA',
  'Simmons University|MA',
  'Smith College|MA',
  'Wellesley College|MA',
  'College of Saint Benedict|MN',
  'St Catherine University|MN',
  'Cottey College|MO',
  'Stephens College|MO',
  'Barnard College|NY',
  'Bennett College|NC',
  'Meredith College|NC',
  'Bryn Mawr College|PA',
  'Moore College of Art and Design|PA',
  'Hollins University|VA',
  'Sweet Briar College|VA',
  'Alverno College|WI',
])
