import { createFileRoute } from '@tanstack/react-router'
import { AuditPage } from '@/web/features/staff/audit/audit-page'
import { auditSearchOf } from '@/web/features/staff/audit/audit-search'
import { awaitOnServer } from '@/web/lib/load'
import { requireRole } from '@/web/lib/require-role'
import { privateHead } from '@/web/lib/seo'

/** The audit trail (issue 35, ADR 0120): every staff write, for admins only (SCREEN_ROLES), never indexed. */
export const Route = createFileRoute('/staff/audit')({
  validateSearch: auditSearchOf,
  beforeLoad: requireRole('audit'),
  // Checked again: the router keeps search keys the validator dropped.
  loaderDeps: ({ search }) => auditSearchOf(search),
  loader: ({ context: { queryClient, trpc }, deps }) =>
    awaitOnServer(queryClient.ensureQueryData(trpc.audit.list.queryOptions(deps)).catch(() => undefined)),
  head: privateHead('Audit trail', 'Who changed what, for admins.', '/staff/audit'),
  component: function StaffAuditRoute() {
    return <AuditPage search={auditSearchOf(Route.useSearch())} />
  },
})
