import { createFileRoute } from '@tanstack/react-router'
import { awaitOnServer } from '@/web/lib/load'
import { StaffProgramsPage } from '@/web/features/staff/programs/staff-programs-page'
import { parseStaffProgramsSearch } from '@/web/features/staff/kit/staff-search'
import { requireRole } from '@/web/lib/require-role'
import { privateHead } from '@/web/lib/seo'

export const Route = createFileRoute('/staff/programs/')({
  validateSearch: parseStaffProgramsSearch,
  beforeLoad: requireRole('programs'),
  loader: ({ context: { queryClient, trpc } }) =>
    awaitOnServer(queryClient.ensureQueryData(trpc.programs.list.queryOptions())),
  head: privateHead(
    'Campus Programs Management',
    'Create, edit and delete campus programs.',
    '/staff/programs',
  ),
  component: function StaffProgramsRoute() {
    return <StaffProgramsPage search={Route.useSearch()} />
  },
})
