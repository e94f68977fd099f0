/**
 * The parts of the site whose copy staff edit (issue 36, ADR 0155), each one row of `site_pages` once saved.
 * Zod-free and tiny: the staff screen's route reads it to check its search parameter.
 */
export const PAGE_PARTS = ['home', 'about', 'terms', 'privacy'] as const
export type PagePart = (typeof PAGE_PARTS)[number]

export const isPagePart = (value: unknown): value is PagePart =>
  (PAGE_PARTS as readonly unknown[]).includes(value)

/** How the staff screen names each part, and the public page it is shown on. */
export const PAGE_PART_PLACES: Record<PagePart, { title: string; path: string }> = {
  home: { title: 'Home page', path: '/' },
  about: { title: 'About page', path: '/about' },
  terms: { title: 'Terms of service', path: '/terms' },
  privacy: { title: 'Privacy policy', path: '/privacy' },
}
