import { stateByCode } from '@/shared/geo/us-states'

/**
 * Folds text for search: accents stripped (NFD + combining marks removed, so "Bayamón" is "bayamon"), lower
 * case, apostrophes dropped ("St. John's" → "st johns"), "&" read as "and" ("A&M" and "A & M" → "a and m"),
 * any other punctuation a space. Done in the application, not with the database's `unaccent`, so PGlite and PostgreSQL store and
 * compare byte-identical text.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

export interface SearchableSchool {
  name: string
  alias?: string | null
  city?: string | null
  state?: string | null
  type?: string | null
  /** Historically Black colleges and universities are found by "HBCU" too. */
  hbcu?: boolean | null
}

/** The folded name alone: ranks name matches above matches on city, state or type. */
export const schoolSearchName = (school: SearchableSchool) => foldForSearch(school.name)

/**
 * Everything the directory search matches: name, aliases, city, state code and full state name, type, and
 * "HBCU" for historically Black colleges and universities.
 */
export function schoolSearchText(school: SearchableSchool): string {
  const state = stateByCode(school.state)
  return foldForSearch(
    [
      school.name,
      school.alias,
      school.city,
      state?.code ?? school.state,
      state?.name,
      school.type,
      school.hbcu ? 'HBCU' : null,
    ]
      .filter(Boolean)
      .join(' '),
  )
}
