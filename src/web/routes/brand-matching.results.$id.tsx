import { createFileRoute, notFound } from '@tanstack/react-router'
import { isPublicId } from '@/shared/matching/public-id'
import { ResultsNotFound, ResultsPage } from '@/web/features/matching/results-page'
import { isNotFoundError } from '@/web/lib/load'
import { pageHead } from '@/web/lib/seo'
import { siteOf } from '@/web/lib/site'

export const Route = createFileRoute('/brand-matching/results/$id')({
  params: {
    // Not zod: route options load with every page, and the home page's first load has no room for it.
    // Only a public id is looked up (ADR 0053); anything else, "1" included, is the not-found page.
    parse: ({ id }) => ({ id: isPublicId(id) ? id : '' }),
    stringify: ({ id }) => ({ id }),
  },
  loader: async ({ context, params }) => {
    if (!params.id) throw notFound()
    try {
      const recommendation = await context.queryClient.ensureQueryData(
        context.trpc.matching.recommendation.queryOptions({ id: params.id }),
      )
      return { brandName: recommendation.brandProfile.name }
    } catch (error) {
      if (isNotFoundError(error)) throw notFound()
      throw error
    }
  },
  head: ({ matches, loaderData, params }) =>
    pageHead(siteOf(matches), {
      title: loaderData ? `Campus Recommendations for ${loaderData.brandName}` : 'Campus Recommendations',
      description: 'Ranked campus recommendations for a brand profile, with the reasons behind each match.',
      path: `/brand-matching/results/${params.id}`,
      // A visitor's own results: shareable by link, not for search engines.
      noindex: true,
    }),
  component: function Results() {
    const { id } = Route.useParams()
    // Keyed by the result: opening another one (after "Adjust this brief") starts its page afresh.
    return <ResultsPage key={id} id={id} />
  },
  notFoundComponent: ResultsNotFound,
})
