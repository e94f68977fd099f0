import type { CaseStudySlug } from '@/shared/marketing/public-pages'
import type { RouterContext } from '@/web/router'
import { loadCaseStudyContent } from './case-study-content'
import { caseStudySummaries } from './case-study-meta'

/**
 * A case-study route's loader: the study's long copy and its summary, which the page's head() reads from the
 * loader's data. The summaries of every study stay in the route's own chunk, out of every page's first load
 * (the route tree, and so head(), is in the entry).
 */
export async function loadCaseStudy({ queryClient, trpc }: RouterContext, slug: CaseStudySlug) {
  const [site, content] = await Promise.all([
    queryClient.ensureQueryData(trpc.site.config.queryOptions()),
    loadCaseStudyContent(slug),
  ])
  return { slug, content, study: caseStudySummaries(site)[slug] }
}
