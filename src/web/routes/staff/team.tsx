import { createFileRoute } from '@tanstack/react-router'
import { TeamPage } from '@/web/features/staff/team/team-page'
import { awaitOnServer } from '@/web/lib/load'
import { requireRole } from '@/web/lib/require-role'
import { privateHead } from '@/web/lib/seo'

/** Staff accounts and invitations (issue 35): for admins only (SCREEN_ROLES), never indexed. */
export const Route = createFileRoute('/staff/team')({
  beforeLoad: requireRole('team'),
  loader: ({ context: { queryClient, trpc } }) =>
    awaitOnServer(queryClient.ensureQueryData(trpc.team.list.queryOptions())),
  head: privateHead('Team', 'Staff accounts and invitations, for admins.', '/staff/team'),
  component: TeamPage,
})
