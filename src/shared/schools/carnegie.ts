/**
 * The 2021 Carnegie basic classification (IPEDS C21BASIC) in words, one source for the school pages and the
 * matching writers. Codes follow the 2021 edition: 27 is "research institution", 28-32 the four-year special
 * focus schools, 33 tribal colleges.
 */

/** The classification as Carnegie names it, for a fact list ("Doctoral University: Very High Research (R1)"). */
export const CARNEGIE_NAME: Record<number, string> = {
  1: "Associate's College: High Transfer, High Traditional",
  2: "Associate's College: High Transfer, Mixed Traditional/Nontraditional",
  3: "Associate's College: High Transfer, High Nontraditional",
  4: "Associate's College: Mixed Transfer/Career & Technical, High Traditional",
  5: "Associate's College: Mixed Transfer/Career & Technical, Mixed Traditional/Nontraditional",
  6: "Associate's College: Mixed Transfer/Career & Technical, High Nontraditional",
  7: "Associate's College: High Career & Technical, High Traditional",
  8: "Associate's College: High Career & Technical, Mixed Traditional/Nontraditional",
  9: "Associate's College: High Career & Technical, High Nontraditional",
  10: 'Special Focus Two-Year: Health Professions',
  11: 'Special Focus Two-Year: Technical Professions',
  12: 'Special Focus Two-Year: Arts & Design',
  13: 'Special Focus Two-Year: Other Fields',
  14: "Baccalaureate/Associate's College: Associate's Dominant",
  15: 'Doctoral University: Very High Research Activity (R1)',
  16: 'Doctoral University: High Research Activity (R2)',
  17: 'Doctoral/Professional University',
  18: "Master's College or University: Larger Programs",
  19: "Master's College or University: Medium Programs",
  20: "Master's College or University: Small Programs",
  21: 'Baccalaureate College: Arts & Sciences Focus',
  22: 'Baccalaureate College: Diverse Fields',
  23: "Baccalaureate/Associate's College: Mixed Baccalaureate/Associate's",
  24: 'Special Focus Four-Year: Faith-Related Institution',
  25: 'Special Focus Four-Year: Medical School & Center',
  26: 'Special Focus Four-Year: Other Health Professions',
  27: 'Special Focus Four-Year: Research Institution',
  28: 'Special Focus Four-Year: Engineering & Technology',
  29: 'Special Focus Four-Year: Business & Management',
  30: 'Special Focus Four-Year: Arts, Music & Design',
  31: 'Special Focus Four-Year: Law',
  32: 'Special Focus Four-Year: Other Fields',
  33: 'Tribal College or University',
}

/**
 * The classes as the prose names them, without an article (the matching writers add one). Two-year associate's
 * classes (1-9, 14) are left out on purpose: the writers call those schools community colleges.
 */
export const CARNEGIE_PHRASE: Record<number, string> = {
  15: 'R1 research university (very high research activity)',
  16: 'R2 research university (high research activity)',
  17: 'doctoral and professional university',
  18: "large master's university",
  19: "master's university",
  20: "small master's college",
  21: 'liberal arts college',
  22: 'baccalaureate college',
  23: "baccalaureate and associate's college",
  24: 'faith-related college',
  25: 'medical school',
  26: 'health professions school',
  27: 'special-focus research institution',
  28: 'engineering and technology school',
  29: 'business school',
  30: 'arts, music and design school',
  31: 'law school',
  32: 'special-focus institution',
  33: 'tribal college',
  10: 'two-year health professions college',
  11: 'two-year technical college',
  12: 'two-year arts and design college',
  13: 'two-year special-focus college',
}

/** The class's name, or null for a school IPEDS did not classify (or an unknown code). */
export const carnegieName = (code: number | null | undefined): string | null =>
  code === null || code === undefined ? null : (CARNEGIE_NAME[code] ?? null)

/** Associate's colleges (1-9) and associate's-dominant (14): two-year programs lead. */
export const isAssociateClass = (code: number | null | undefined) =>
  code !== null && code !== undefined && ((code >= 1 && code <= 9) || code === 14)

/** IPEDS SECTOR 1-3 are four-year (or above), 4-6 two-year; 0 and 7-9 (administrative units, below two-year) are neither. */
export function levelLabel(sector: number | null): string | null {
  if (sector === null) return null
  if (sector >= 1 && sector <= 3) return 'Four-year or above'
  if (sector >= 4 && sector <= 6) return 'Two-year'
  return null
}
