import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { SchoolDetailPage } from '@/web/features/schools/detail/school-detail-page'
import { loadSchool } from '@/web/features/schools/detail/school-detail-route'
import { schoolNotFoundHead } from '@/web/features/schools/detail/school-not-found-head'
import { SchoolDetailSkeleton } from '@/web/features/schools/detail/school-detail-skeleton'
import { SchoolNotFound } from '@/web/features/schools/detail/school-not-found'
import { fromSearch } from '@/web/lib/back-to-list'
import { siteOf } from '@/web/lib/site'
import { useTrpc } from '@/web/lib/trpc'

const idOf = (param: string) => (/^\d{1,9}$/.test(param) ? Number(param) : undefined)

export const Route = createFileRoute('/schools/$id')({
  validateSearch: fromSearch,
  loader: ({ context, params }) => {
    const id = idOf(params.id)
    if (!id) throw notFound()
    return loadSchool(context, () =>
      context.queryClient.ensureQueryData(context.trpc.schools.byId.queryOptions({ id })),
    )
  },
  head: ({ matches, loaderData }) => loaderData?.head ?? schoolNotFoundHead(siteOf(matches)),
  component: function SchoolByIdRoute() {
    const id = idOf(Route.useParams().id)!
    const { data } = useSuspenseQuery(useTrpc().schools.byId.queryOptions({ id }))
    return <SchoolDetailPage school={data} />
  },
  pendingComponent: SchoolDetailSkeleton,
  notFoundComponent: SchoolNotFound,
  errorComponent: SchoolNotFound,
})
