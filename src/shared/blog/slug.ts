/**
 * The spec's slug helper (section 5): lower case, '&' becomes '-and-', spaces become hyphens, every other
 * symbol is dropped. Accented letters keep their base letter ("Café" → "cafe") rather than vanishing, and runs
 * of hyphens collapse so "Tips & Tricks" reads "tips-and-tricks", not "tips--and--tricks".
 */
export function slugify(text: string, maxLength = 255): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, '-and-')
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '')
}

/** What a stored article slug looks like: the helper's output, never empty. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Paths under /blog that are screens, so no article may take them as its slug. */
export const RESERVED_SLUGS = ['admin', 'new', 'edit', 'rss'] as const
