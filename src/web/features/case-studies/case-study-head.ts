import { pageHead } from '@/web/lib/seo'
import { caseStudyPath } from '@/shared/marketing/public-pages'
import { siteOf } from '@/web/lib/site'
import { articleJsonLd } from '@/web/features/marketing/structured-data'
import type { CaseStudySummary } from './case-study-meta'

/**
 * head() of a case-study page: its title and summary, Article structured data, its illustration as preview. The
 * summary comes from the route's loader (case-study-loader.ts); none yet (a failed load) is no head of its own.
 */
export function caseStudyHead(
  matches: readonly { loaderData?: unknown }[],
  study: CaseStudySummary | undefined,
) {
  if (!study) return {}
  const site = siteOf(matches)
  const path = caseStudyPath(study.slug)
  return pageHead(site, {
    title: study.title,
    description: study.description,
    path,
    type: 'article',
    keywords: [...study.keywords, 'campus marketing case study', 'college marketing results'],
    jsonLd: [
      articleJsonLd(site, {
        headline: study.title,
        description: study.description,
        path,
        image: study.image,
        about: study.company,
      }),
    ],
  })
}
