import type { SiteConfig } from '@/shared/site'
import { pageHead } from '@/web/lib/seo'

/** No such school: a noindex page that names the problem (head() in the route tree, every page's first load). */
export function schoolNotFoundHead(site: SiteConfig) {
  return pageHead(site, {
    title: 'School Not Found',
    description: "We couldn't find the school you're looking for.",
    path: '/schools',
    noindex: true,
  })
}
