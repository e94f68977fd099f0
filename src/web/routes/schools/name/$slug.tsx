import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { SchoolDetailPage } from '@/web/features/schools/detail/school-detail-page'
import { loadSchool } from '@/web/features/schools/detail/school-detail-route'
import { schoolNotFoundHead } from '@/web/features/schools/detail/school-not-found-head'
import { SchoolDetailSkeleton } from '@/web/features/schools/detail/school-detail-skeleton'
import { SchoolNotFound } from '@/web/features/schools/detail/school-not-found'
import { fromSearch } from '@/web/lib/back-to-list'
import { schoolSuggestionsQuery } from '@/web/features/schools/detail/school-suggestions'
import { siteOf } from '@/web/lib/site'
import { useTrpc } from '@/web/lib/trpc'

/** /schools/name/{slug}: the spec's slug, URL-encoded, any case; with its program count too (decision D16). */
export const Route = createFileRoute('/schools/name/$slug')({
  validateSearch: fromSearch,
  loader: ({ context, params }) =>
    loadSchool(
      context,
      () =>
        context.queryClient.ensureQueryData(context.trpc.schools.bySlug.queryOptions({ slug: params.slug })),
      () => context.queryClient.ensureQueryData(schoolSuggestionsQuery(context.trpc, params.slug)),
    ),
  head: ({ matches, loaderData }) => loaderData?.head ?? schoolNotFoundHead(siteOf(matches)),
  component: function SchoolBySlugRoute() {
    const { slug } = Route.useParams()
    const { data } = useSuspenseQuery(useTrpc().schools.bySlug.queryOptions({ slug }))
    return <SchoolDetailPage school={data} />
  },
  pendingComponent: SchoolDetailSkeleton,
  notFoundComponent: SchoolNotFound,
  errorComponent: SchoolNotFound,
})
