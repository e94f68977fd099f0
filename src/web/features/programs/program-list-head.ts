import type { SiteConfig } from '@/shared/site'
import { webPageJsonLd } from '@/web/features/marketing/structured-data'
import { pageHead } from '@/web/lib/seo'
import type { ProgramSearch } from './program-search'

/**
 * The heads the program routes compute in head() itself, in the route tree (every page's first load): the list's
 * and a missing program's. A program's own head comes from its loader (program-head.ts).
 */
const LIST_DESCRIPTION =
  'Browse active and upcoming campus marketing programs at U.S. colleges: welcome weeks, game days, career fairs and ambassador programs, with dates, budgets and ROI tracking.'

/** The list's head; a school's list is its own page (its own canonical URL), like the blog's categories. */
export function programListHead(site: SiteConfig, search: ProgramSearch) {
  // The canonical address names the school and status, not the page: page 2 is the same collection.
  const query = new URLSearchParams()
  if (search.school) query.set('school', String(search.school))
  if (search.status) query.set('status', search.status)
  const path = query.size ? `/campus-programs?${query}` : '/campus-programs'
  return pageHead(site, {
    title: 'Campus Programs',
    description: LIST_DESCRIPTION,
    path,
    keywords: [
      'campus programs',
      'campus marketing',
      'college marketing',
      'brand activations',
      'student events',
    ],
    jsonLd: [
      webPageJsonLd(site, {
        type: 'CollectionPage',
        name: 'Campus Programs',
        description: LIST_DESCRIPTION,
        path,
      }),
    ],
  })
}

/** No such program: a noindex page that names the problem. */
export function programNotFoundHead(site: SiteConfig) {
  return pageHead(site, {
    title: 'Program Not Found',
    description: "The campus program you're looking for doesn't exist or has been removed.",
    path: '/campus-programs',
    noindex: true,
  })
}
