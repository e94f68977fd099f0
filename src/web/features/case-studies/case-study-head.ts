import type { CaseStudySlug } from '@/shared/marketing/public-pages'
import { pageHead } from '@/web/lib/seo'
import { siteOf } from '@/web/lib/site'
import { articleJsonLd } from '@/web/features/marketing/structured-data'
import { caseStudyPath, caseStudySummaries } from './case-study-meta'

/** head() of a case-study page: its title and summary, Article structured data, its illustration as preview. */
export function caseStudyHead(matches: readonly { loaderData?: unknown }[], slug: CaseStudySlug) {
  const site = siteOf(matches)
  const study = caseStudySummaries(site)[slug]
  const path = caseStudyPath(slug)
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
