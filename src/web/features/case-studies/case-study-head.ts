import { pageHead } from '@/web/lib/seo'
import { caseStudyPath } from '@/shared/marketing/public-pages'
import type { CaseStudy } from '@/shared/case-studies/case-study.schema'
import { siteOf } from '@/web/lib/site'
import { articleJsonLd } from '@/web/features/marketing/structured-data'
import { illustration } from '@/shared/artwork'

/**
 * head() of a case-study page: its title and summary, Article structured data (never a rating or a review,
 * decision D24), its picture as preview. The study comes from the route's loader; none (a failed load) is no
 * head of its own. A draft's preview is never indexed.
 */
export function caseStudyHead(
  matches: readonly { loaderData?: unknown }[],
  loaded: { study: CaseStudy; preview: boolean } | undefined,
) {
  if (!loaded) return {}
  const { study, preview } = loaded
  const site = siteOf(matches)
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
