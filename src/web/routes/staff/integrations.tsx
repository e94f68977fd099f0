import { createFileRoute } from '@tanstack/react-router'
import { IntegrationsPage } from '@/web/features/staff/integrations/integrations-page'
import { awaitOnServer } from '@/web/lib/load'
import { requireRole } from '@/web/lib/require-role'
import { pageHead } from '@/web/lib/seo'
import { siteOf } from '@/web/lib/site'

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
  head: ({ matches }) =>
    pageHead(siteOf(matches), {
      title: 'Integrations',
      description: 'Webhooks and API keys, for staff.',
      path: '/staff/integrations',
      noindex: true,
    }),
  component: IntegrationsPage,
})
