import { createFileRoute } from '@tanstack/react-router'
import { StaffFiguresPage } from '@/web/features/staff/figures/staff-figures-page'
import { awaitOnServer } from '@/web/lib/load'
import { requireRole } from '@/web/lib/require-role'
import { privateHead } from '@/web/lib/seo'

/** The agency's figures (issue 36, ADR 0150): editors and admins (SCREEN_ROLES), never indexed. */
export const Route = createFileRoute('/staff/figures')({
  beforeLoad: requireRole('figures'),
  loader: ({ context: { queryClient, trpc } }) =>
    awaitOnServer(queryClient.ensureQueryData(trpc.site.figureList.queryOptions()).catch(() => undefined)),
  head: privateHead(
    'Agency figures',
    'The figures the marketing pages state about the agency, for staff.',
    '/staff/figures',
  ),
  component: StaffFiguresPage,
})
