import { pageHead } from '@/web/lib/seo'
import { caseStudyPath } from '@/shared/marketing/public-pages'
import type { CaseStudy } from '@/shared/case-studies/case-study.schema'
import type { SiteConfig } from '@/shared/site'
import { articleJsonLd } from '@/web/features/marketing/structured-data'
import { illustration } from '@/shared/artwork'

/**
 * head() of a case-study page: its title and summary, Article structured data (never a rating or a review,
 * decision D24), its picture as preview. Computed by the route's loader, in its chunk, so the route tree that every
 * page's first load carries holds none of it. A draft's preview is never indexed.
 */
export function caseStudyHead(site: SiteConfig, study: CaseStudy, preview: boolean) {
  const path = caseStudyPath(study.slug)
  return pageHead(site, {
    title: study.title,
    description: study.summary,
    path,
    type: 'article',
    noindex: preview || undefined,
    keywords: [...study.keywords, 'campus marketing case study', 'college marketing results'],
    jsonLd: [
      articleJsonLd(site, {
        headline: study.title,
        description: study.summary,
        path,
        image: study.imageUrl ?? illustration('analytics'),
        about: study.client,
      }),
    ],
  })
}
