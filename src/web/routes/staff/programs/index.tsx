import { createFileRoute } from '@tanstack/react-router'
import { awaitOnServer } from '@/web/lib/load'
import { StaffProgramsPage } from '@/web/features/staff/programs/staff-programs-page'
import { parseStaffProgramsSearch } from '@/web/features/staff/kit/staff-search'
import { requireRole } from '@/web/lib/require-role'
import { pageHead } from '@/web/lib/seo'
import { siteOf } from '@/web/lib/site'

export const Route = createFileRoute('/staff/programs/')({
  validateSearch: parseStaffProgramsSearch,
  beforeLoad: requireRole('programs'),
  loader: ({ context: { queryClient, trpc } }) =>
    awaitOnServer(queryClient.ensureQueryData(trpc.programs.list.queryOptions())),
  head: ({ matches }) =>
    pageHead(siteOf(matches), {
      title: 'Campus Programs Management',
      description: 'Create, edit and delete campus programs.',
      path: '/staff/programs',
      noindex: true,
    }),
  component: function StaffProgramsRoute() {
    return <StaffProgramsPage search={Route.useSearch()} />
  },
})
