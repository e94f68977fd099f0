/**
 * The 2021 Carnegie basic classification (IPEDS C21BASIC) in words, as the Carnegie Classification names its
 * classes. Written for the compare page (ADR 0027); the school page may share it.
 */
const CARNEGIE_2021: Record<number, string> = {
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
  15: 'Doctoral University: Very High Research Activity',
  16: 'Doctoral University: High Research Activity',
  17: 'Doctoral/Professional University',
  18: "Master's College or University: Larger Programs",
  19: "Master's College or University: Medium Programs",
  20: "Master's College or University: Small Programs",
  21: 'Baccalaureate College: Arts & Sciences Focus',
  22: 'Baccalaureate College: Diverse Fields',
  23: "Baccalaureate/Associate's College: Mixed Baccalaureate/Associate's",
  24: 'Special Focus Four-Year: Faith-Related Institution',
  25: 'Special Focus Four-Year: Medical School or Center',
  26: 'Special Focus Four-Year: Other Health Professions School',
  27: 'Special Focus Four-Year: Research Institution',
  28: 'Special Focus Four-Year: Engineering and Other Technology-Related School',
  29: 'Special Focus Four-Year: Business & Management School',
  30: 'Special Focus Four-Year: Arts, Music & Design School',
  31: 'Special Focus Four-Year: Law School',
  32: 'Special Focus Four-Year: Other Special Focus Institution',
  33: 'Tribal College or University',
}

/** The class in words; null for a school Carnegie does not classify (-2, 0) or a code it does not use. */
export const carnegieLabel = (code: number | null): string | null =>
  code === null ? null : (CARNEGIE_2021[code] ?? null)

/** IPEDS SECTOR 1-3 are four-year (or above), 4-6 two-year; 0 and 7-9 (administrative units, below two-year) are neither. */
export function levelLabel(sector: number | null): string | null {
  if (sector === null) return null
  if (sector >= 1 && sector <= 3) return 'Four-year or above'
  if (sector >= 4 && sector <= 6) return 'Two-year'
  return null
}
