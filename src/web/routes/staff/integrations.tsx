import { createFileRoute } from '@tanstack/react-router'
import { IntegrationsPage } from '@/web/features/staff/integrations/integrations-page'
import { awaitOnServer } from '@/web/lib/load'
import { requireRole } from '@/web/lib/require-role'
import { privateHead } from '@/web/lib/seo'

/** Webhooks and API keys for other systems (issue 37): for admins only (SCREEN_ROLES), never indexed. */
export const Route = createFileRoute('/staff/integrations')({
  beforeLoad: requireRole('integrations'),
  loader: ({ context: { queryClient, trpc } }) =>
    awaitOnServer(
      Promise.all([
        queryClient.ensureQueryData(trpc.apiKeys.list.queryOptions()),
        queryClient.ensureQueryData(trpc.webhooks.list.queryOptions()),
      ]),
    ),
  head: privateHead('Integrations', 'Webhooks and API keys, for staff.', '/staff/integrations'),
  component: IntegrationsPage,
})
