import type { SiteConfig } from '@/shared/site'
import { pageHead } from '@/web/lib/seo'
import type { BlogSearch } from './blog-search'

/**
 * The blog list's head, by its search: computed in the route's loader, in its chunk, because a route's `head()`
 * is in every page's first load (ADR 0082).
 */
export function blogListHead(site: SiteConfig, search: BlogSearch) {
  const { category, tag, page } = search
  const query = new URLSearchParams({
    ...(category ? { category: String(category) } : {}),
    ...(tag ? { tag: String(tag) } : {}),
    ...(page ? { page: String(page) } : {}),
  }).toString()
  const head = pageHead(site, {
    title: 'Blog',
    description:
      'Campus marketing strategy, brand ambassador programs, sampling and event playbooks, and how to measure ROI on campus.',
    path: `/blog${query ? `?${query}` : ''}`,
    keywords: ['campus marketing blog', 'college marketing strategy', 'brand ambassadors', 'street teams'],
    // Search results are thin, ever-changing pages: keep them out of search engines.
    noindex: Boolean(search.q),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: `${site.brandName} Blog`,
        url: `${site.publicUrl}/blog`,
        publisher: { '@type': 'Organization', name: site.brandName, url: site.publicUrl },
      },
    ],
  })
  return {
    ...head,
    links: [
      ...head.links,
      {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: `${site.brandName} Blog`,
        href: '/blog/rss.xml',
      },
    ],
  }
}
