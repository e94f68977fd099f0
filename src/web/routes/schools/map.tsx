import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { mapQueryOf, validateMapSearch } from '@/web/features/schools/map/map-search'
import { SchoolMapView } from '@/web/features/schools/map/school-map-view'
import { pageHead } from '@/web/lib/seo'
import { siteOf } from '@/web/lib/site'
import { useTrpc } from '@/web/lib/trpc'

/** /schools/map: the directory's search on the app's own map (ADR 0025), with the same URL parameters. */
export const Route = createFileRoute('/schools/map')({
  validateSearch: validateMapSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(context.trpc.schools.map.queryOptions(mapQueryOf(deps))),
  head: ({ matches }) =>
    pageHead(siteOf(matches), {
      title: 'Schools on the Map',
      description:
        'The colleges of the directory on a map of the United States: every school a link to its page.',
      path: '/schools/map',
    }),
  component: function SchoolMapRoute() {
    const search = Route.useSearch()
    const { data } = useSuspenseQuery(useTrpc().schools.map.queryOptions(mapQueryOf(search)))
    return <SchoolMapView map={data} search={search} />
  },
})
