/**
 * The paths that carry the key of an unguessable link (rule 6: what a visitor submits is reached only by staff or
 * by such a link): an article's preview, a booked call's invite and its change and cancel links, a staff
 * member's calendar feed, a brand's profile and results. Each pattern ends where the key begins. The request log
 * writes the key as `…`, so whoever reads the logs (a log shipper, a hosting provider) is handed no link.
 */
const SECRET_LINKS = [
  /^\/blog\/preview\//,
  /^\/api\/blog\/previews\//,
  /^\/book-call\/(cancel|change)\//,
  /^\/api\/booking\/(calls|manage)\//,
  /^\/api\/calendar\//,
  /^\/brand-matching\/results\//,
  /^\/api\/brand\/(profiles|recommendations)\//,
]

export const REDACTED_KEY = '…'

/** The path as the request log writes it: a secret link's key replaced, everything else as it came. */
export function logSafePath(path: string): string {
  for (const pattern of SECRET_LINKS) {
    const before = pattern.exec(path)?.[0]
    if (before !== undefined) return before + path.slice(before.length).replace(/^[^/]+/, REDACTED_KEY)
  }
  return path
}
