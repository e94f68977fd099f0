import { notFound } from '@tanstack/react-router'
import { isMissingError } from '@/web/lib/load'
import type { RouterContext } from '@/web/router'
import { caseStudyHead } from './case-study-head'

/**
 * A case study page's loader: the published study by its slug, from the shared read cache (ADR 0154). With
 * `?preview`, a study visitors cannot see is asked for again as an editor's preview, which only a signed-in
 * editor or admin gets; anyone else, like any unknown slug, gets the site's 404.
 */
export async function loadCaseStudy({ queryClient, trpc }: RouterContext, slug: string, preview: boolean) {
  const [site, study] = await Promise.all([
    queryClient.ensureQueryData(trpc.site.config.queryOptions()),
    queryClient.ensureQueryData(trpc.caseStudies.bySlug.queryOptions({ slug })).catch(async (error) => {
      if (!isMissingError(error)) throw error
      if (!preview) throw notFound()
      return queryClient
        .fetchQuery({ ...trpc.caseStudies.preview.queryOptions({ slug }), staleTime: 0 })
        .catch(() => {
          throw notFound()
        })
    }),
  ])
  const asPreview = preview && !study.published
  return { study, preview: asPreview, head: caseStudyHead(site, study, asPreview) }
}
