/**
 * Staff-only pages, kept out of search engines (their HTML is also `noindex`). Paths that a public URL could
 * start with end in `$` or `/`, so an article slugged "new-campus-trends" stays crawlable while /blog/new does
 * not (RFC 9309 matching). /staff is the staff home; /staff/ holds the other staff screens.
 */
export const DISALLOWED_PATHS = [
  '/admin',
  '/login',
  '/blog/admin$',
  '/blog/admin?',
  '/blog/admin/',
  '/blog/new$',
  '/blog/new?',
  '/blog/edit/',
  '/staff$',
  '/staff?',
  '/staff/',
  '/api/',
  '/trpc/',
] as const

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
}
