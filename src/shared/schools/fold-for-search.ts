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
