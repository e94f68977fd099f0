import { hasControlCharacter } from '@/shared/control-characters'

/**
 * The spec's school slug: the name lower-cased with spaces turned into hyphens. It is URL-encoded where it goes
 * into a link (`/schools/name/{encodeURIComponent(slug)}`), so names with "&" or "'" still round-trip.
 */
export function schoolSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-')
}

/** The longest slug the name route takes (the column holds 255; room for a suffix). */
export const SLUG_MAX_LENGTH = 300

/**
 * A slug read from a page's URL (`?school=`), by the name route's rule without zod, so the first load of the
 * pages that read it does not carry the schema library: trimmed, 1-300 characters, no control characters.
 * The server checks it again with `schoolSlugParamSchema` when the page looks the school up.
 */
export function slugFromSearch(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const slug = value.trim()
  return slug.length > 0 && slug.length <= SLUG_MAX_LENGTH && !hasControlCharacter(slug) ? slug : undefined
}

export const schoolPath = (slug: string) => `/schools/name/${encodeURIComponent(slug)}`
