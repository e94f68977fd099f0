import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { loadProgramPage, programIdOf } from '@/web/features/programs/load-program'
import { ProgramDetailPage } from '@/web/features/programs/program-detail-page'
import { ProgramDetailSkeleton } from '@/web/features/programs/program-detail-skeleton'
import { programNotFoundHead } from '@/web/features/programs/program-list-head'
import { ProgramNotFound } from '@/web/features/programs/program-not-found'
import { fromSearch } from '@/web/lib/back-to-list'
import { siteOf } from '@/web/lib/site'
import { useTrpc } from '@/web/lib/trpc'

export const Route = createFileRoute('/campus-programs/$id')({
  validateSearch: fromSearch,
  loader: ({ context, params }) => {
    const id = programIdOf(params.id)
    if (!id) throw notFound()
    return loadProgramPage(context, id)
  },
  head: ({ matches, loaderData }) => loaderData?.head ?? programNotFoundHead(siteOf(matches)),
  component: function ProgramByIdRoute() {
    const id = programIdOf(Route.useParams().id)!
    const { data } = useSuspenseQuery(useTrpc().programs.byId.queryOptions({ id }))
    return <ProgramDetailPage program={data} />
  },
  pendingComponent: ProgramDetailSkeleton,
  notFoundComponent: ProgramNotFound,
  // A failed load reads the same as a missing program, as on the school and article pages.
  errorComponent: ProgramNotFound,
})
