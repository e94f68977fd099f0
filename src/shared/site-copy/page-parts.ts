import { SERVICE_SLUGS, servicePath, type ServiceSlug } from '@/shared/marketing/public-pages'

/**
 * The parts of the site whose copy staff edit (issue 36, ADR 0155), each one row of `site_pages` once saved.
 * Zod-free and tiny: the staff screen's route reads it to check its search parameter.
 */
export const PAGE_PARTS = ['home', 'about', 'terms', 'services', ...SERVICE_SLUGS] as const
export type PagePart = (typeof PAGE_PARTS)[number]

export const isPagePart = (value: unknown): value is PagePart =>
  (PAGE_PARTS as readonly unknown[]).includes(value)

/** Each service page is a part of its own, named by its slug (its path under /services). */
const SERVICE_PART_TITLES: Record<ServiceSlug, string> = {
  'campus-marketing': 'Campus marketing page',
  'street-teams': 'Street teams page',
  'brand-activations': 'Brand activations page',
  'influencer-marketing': 'Influencer marketing page',
}

/** How the staff screen names each part, and the public page it is shown on. */
export const PAGE_PART_PLACES: Record<PagePart, { title: string; path: string }> = {
  home: { title: 'Home page', path: '/' },
  about: { title: 'About page', path: '/about' },
  terms: { title: 'Terms of service', path: '/terms' },
  services: { title: 'Services page', path: '/services' },
  ...(Object.fromEntries(
    SERVICE_SLUGS.map((slug) => [slug, { title: SERVICE_PART_TITLES[slug], path: servicePath(slug) }]),
  ) as Record<ServiceSlug, { title: string; path: string }>),
}
