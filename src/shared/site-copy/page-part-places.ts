import { SERVICE_SLUGS, servicePath, type ServiceSlug } from '@/shared/marketing/public-pages'
import type { PagePart } from './page-parts'

/**
 * How the staff screen names each part of the copy (ADR 0155), and the public page it is shown on. Apart from
 * page-parts.ts, which the route tree reads (every page's first load): only the staff screen and the server need
 * the names. Each service page is a part of its own, named by its slug (its path under /services).
 */
const SERVICE_PART_TITLES: Record<ServiceSlug, string> = {
  'campus-marketing': 'Campus marketing page',
  'street-teams': 'Street teams page',
  'brand-activations': 'Brand activations page',
  'influencer-marketing': 'Influencer marketing page',
}

export const PAGE_PART_PLACES: Record<PagePart, { title: string; path: string }> = {
  home: { title: 'Home page', path: '/' },
  about: { title: 'About page', path: '/about' },
  terms: { title: 'Terms of service', path: '/terms' },
  privacy: { title: 'Privacy policy', path: '/privacy' },
  services: { title: 'Services page', path: '/services' },
  ...(Object.fromEntries(
    SERVICE_SLUGS.map((slug) => [slug, { title: SERVICE_PART_TITLES[slug], path: servicePath(slug) }]),
  ) as Record<ServiceSlug, { title: string; path: string }>),
}
