/**
 * What a school's name and state say about it where IPEDS has no field for it: the named sets (the
 * mostly-online universities, mountain states, states with the most Hispanic students) and the words in a
 * name that mark a kind of school. Read by the traits (school-traits.ts) and cited by kind-evidence.ts.
 */
/**
 * Institutions whose students overwhelmingly study online (IPEDS HD has no flag for it), by their IPEDS names,
 * plus names that say so ("...-Online", "Global Campus"). Their enrollment is not a campus to activate.
 */
export const MOSTLY_ONLINE = new Set([
  'University of Phoenix-Arizona',
  'Western Governors University',
  'Southern New Hampshire University',
  'Walden University',
  'American Public University System',
  'Capella University',
  'Excelsior University',
  'Ashford University',
  'University of Arizona Global Campus',
  'Purdue University Global',
  'Colorado Technical University-Colorado Springs',
  'Chamberlain University-Illinois',
  'Aspen University',
  'Ultimate Medical Academy',
  'National University',
])
export const ONLINE_NAME =
  /\bonline\b|\bglobal campus\b|\bglobal region\b|\buniversity global\b|\bmassachusetts global\b/

export const MOUNTAIN_OUTDOOR_STATES = new Set([
  'CO',
  'UT',
  'WY',
  'MT',
  'ID',
  'WA',
  'OR',
  'VT',
  'NH',
  'ME',
  'AK',
  'NM',
])
/** States with the largest Hispanic shares of college students (IPEDS has no HSI flag: a geographic proxy). */
export const HISPANIC_STATES = new Set(['NM', 'CA', 'TX', 'FL', 'AZ', 'NV', 'PR'])

export const TECH_NAME =
  /\b(institute of technology|polytechnic|school of mines|technological|science and technology)\b/i
/** "Texas Tech", "Louisiana Tech": a technical heritage, but comprehensive universities today. */
export const TECH_NICKNAME = /\btech\b/i
export const ARTS_NAME = /\b(art|arts|design|music|conservatory|film|fashion)\b/i
export const HEALTH_NAME = /\b(nursing|health|medical|medicine|pharmacy|osteopathic)\b/i
export const BUSINESS_NAME = /\b(business|management)\b/i
export const EDUCATION_NAME = /\b(teachers|education)\b/i
export const HOSPITALITY_NAME = /\b(culinary|hospitality|hotel)\b/i
