import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { ComparePage } from '@/web/features/schools/compare/compare-page'
import { idsParam, schoolIdsOf } from '@/web/features/schools/compare/compare-search'
import { pageHead } from '@/web/lib/seo'
import { siteOf } from '@/web/lib/site'
import { useTrpc } from '@/web/lib/trpc'

export const Route = createFileRoute('/schools/compare')({
  validateSearch: (raw: Record<string, unknown>): { ids?: string | number } => ({
    ids: idsParam(schoolIdsOf(raw.ids)),
  }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const ids = schoolIdsOf(deps.ids)
    if (ids.length)
      await context.queryClient.ensureQueryData(context.trpc.schools.compare.queryOptions({ ids }))
  },
  head: ({ matches }) =>
    pageHead(siteOf(matches), {
      title: 'Compare Schools',
      description:
        'Up to four colleges side by side: location, size, control, level, classification, setting and our programs there.',
      path: '/schools/compare',
    }),
  component: function CompareRoute() {
    const ids = schoolIdsOf(Route.useSearch().ids)
    const trpc = useTrpc()
    const { data } = useQuery({ ...trpc.schools.compare.queryOptions({ ids }), enabled: ids.length > 0 })
    return <ComparePage ids={ids} schools={ids.length ? (data ?? []) : []} />
  },
})
