import { createFileRoute } from '@tanstack/react-router'
import { StaffHomePage } from '../../features/staff/home/staff-home-page'
import { awaitOnServer } from '../../lib/load'
import { requireAdmin } from '../../lib/require-admin'
import { pageHead } from '../../lib/seo'
import { siteOf } from '../../lib/site'

/** The staff home (ADR 0009): where staff land after signing in; admin-only like every staff screen, never indexed. */
export const Route = createFileRoute('/staff/')({
  beforeLoad: requireAdmin,
  loader: ({ context: { queryClient, trpc } }) =>
    awaitOnServer(queryClient.ensureQueryData(trpc.staff.overview.queryOptions())),
  head: ({ matches }) =>
    pageHead(siteOf(matches), {
      title: 'Staff home',
      description: 'New leads, scheduled articles, active programs and recent matching results, for staff.',
      path: '/staff',
      noindex: true,
    }),
  component: StaffHomePage,
})
