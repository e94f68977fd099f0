import { createFileRoute } from '@tanstack/react-router'
import { awaitOnServer } from '@/web/lib/load'
import { StaffResultsPage } from '@/web/features/staff/matching/staff-results-page'
import { requireRole } from '@/web/lib/require-role'
import { privateHead } from '@/web/lib/seo'

/** A page number from the URL; none (the first page) for anything else, so links need no search. */
const pageOf = (search: Record<string, unknown>): { page?: number } => {
  const page = Number(search.page)
  return Number.isInteger(page) && page > 1 ? { page } : {}
}

export const Route = createFileRoute('/staff/matching')({
  validateSearch: pageOf,
  beforeLoad: requireRole('matching'),
  // Checked again: the router keeps search keys the validator dropped ("?page=abc" stays "abc").
  loaderDeps: ({ search }) => pageOf(search),
  loader: ({ context: { queryClient, trpc }, deps }) =>
    awaitOnServer(
      queryClient.ensureQueryData(trpc.matching.staffResults.queryOptions({ page: deps.page ?? 1 })),
    ),
  head: privateHead('Campus matching results', 'Every campus matching result, for staff.', '/staff/matching'),
  component: function StaffMatchingRoute() {
    return <StaffResultsPage page={pageOf(Route.useSearch()).page ?? 1} />
  },
})
