import { createFileRoute } from '@tanstack/react-router'
import { CallsPage } from '@/web/features/staff/calls/calls-page'
import { callsSearchOf } from '@/web/features/staff/calls/calls-search'
import { awaitOnServer } from '@/web/lib/load'
import { requireRole } from '@/web/lib/require-role'
import { privateHead } from '@/web/lib/seo'

/** Booked calls by office day or week (issue 38 point 3): the sales desk's (SCREEN_ROLES), never indexed. */
export const Route = createFileRoute('/staff/calls')({
  validateSearch: callsSearchOf,
  beforeLoad: requireRole('calls'),
  // Checked again: the router keeps search keys the validator dropped.
  loaderDeps: ({ search }) => callsSearchOf(search),
  loader: ({ context: { queryClient, trpc }, deps }) =>
    awaitOnServer(
      Promise.all([
        queryClient.ensureQueryData(trpc.calls.list.queryOptions(deps)),
        queryClient.ensureQueryData(trpc.calls.feed.queryOptions()),
      ]),
    ),
  head: privateHead('Calls', 'Booked calls by day and week, for staff.', '/staff/calls'),
  component: function StaffCallsRoute() {
    return <CallsPage search={callsSearchOf(Route.useSearch())} />
  },
})
