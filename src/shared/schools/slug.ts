/**
 * The spec's school slug: the name lower-cased with spaces turned into hyphens. It is URL-encoded where it goes
 * into a link (`/schools/name/{encodeURIComponent(slug)}`), so names with "&" or "'" still round-trip.
 */
export function schoolSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-')
}

export const schoolPath = (slug: string) => `/schools/name/${encodeURIComponent(slug)}`
