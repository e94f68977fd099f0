import { createFileRoute, redirect } from '@tanstack/react-router'
import { listQueryOf, validateDirectorySearch } from '@/web/features/schools/directory/directory-search'
import {
  SchoolDirectoryError,
  SchoolDirectoryPage,
} from '@/web/features/schools/directory/school-directory-page'
import { SchoolDirectoryPending } from '@/web/features/schools/directory/school-directory-pending'
import { pageHead } from '@/web/lib/seo'
import { siteOf } from '@/web/lib/site'

export const Route = createFileRoute('/schools/')({
  validateSearch: validateDirectorySearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const page = await context.queryClient.ensureQueryData(
      context.trpc.schools.list.queryOptions(listQueryOf(deps)),
    )
    // product §4: pages past the end are not shown; a stale link lands on the last page.
    const { totalPages } = page.meta
    if (deps.page && totalPages > 0 && deps.page > totalPages) {
      throw redirect({
        to: '/schools',
        search: { ...deps, page: totalPages > 1 ? totalPages : undefined },
        replace: true,
      })
    }
  },
  pendingMs: 300,
  head: ({ matches }) =>
    pageHead(siteOf(matches), {
      title: 'Schools',
      description:
        'Search U.S. colleges and universities by name, city, state or type, sort them by size, and plan campus marketing where your audience studies.',
      path: '/schools',
      keywords: ['college directory', 'campus marketing', 'universities', 'community colleges', 'HBCU'],
    }),
  component: function SchoolDirectoryRoute() {
    return <SchoolDirectoryPage search={Route.useSearch()} />
  },
  pendingComponent: SchoolDirectoryPending,
  errorComponent: function SchoolDirectoryErrorRoute() {
    return <SchoolDirectoryError search={Route.useSearch()} />
  },
})
