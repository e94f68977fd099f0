import { createFileRoute } from '@tanstack/react-router'
import { StaffHomePage } from '@/web/features/staff/home/staff-home-page'
import { awaitOnServer } from '@/web/lib/load'
import { requireRole } from '@/web/lib/require-role'
import { privateHead } from '@/web/lib/seo'

/** The staff home (ADR 0009): where staff land after signing in; admin-only like every staff screen, never indexed. */
export const Route = createFileRoute('/staff/')({
  beforeLoad: requireRole('home'),
  loader: ({ context: { queryClient, trpc } }) =>
    awaitOnServer(queryClient.ensureQueryData(trpc.staff.overview.queryOptions())),
  head: privateHead(
    'Staff home',
    'New leads, scheduled articles, active programs and recent matching results, for staff.',
    '/staff',
  ),
  component: StaffHomePage,
})
