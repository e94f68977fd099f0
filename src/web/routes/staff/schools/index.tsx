import { createFileRoute } from '@tanstack/react-router'
import { awaitOnServer } from '@/web/lib/load'
import { StaffSchoolsPage } from '@/web/features/staff/schools/staff-schools-page'
import { staffSchoolsQuery } from '@/web/features/staff/schools/staff-schools-query'
import { parseStaffSchoolsSearch } from '@/web/features/staff/kit/staff-search'
import { requireRole } from '@/web/lib/require-role'
import { privateHead } from '@/web/lib/seo'

export const Route = createFileRoute('/staff/schools/')({
  validateSearch: parseStaffSchoolsSearch,
  beforeLoad: requireRole('schools'),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    awaitOnServer(queryClient.ensureQueryData(trpc.schools.list.queryOptions(staffSchoolsQuery(deps)))),
  head: privateHead('Schools Management', 'Add, edit and delete schools.', '/staff/schools'),
  component: function StaffSchoolsRoute() {
    return <StaffSchoolsPage search={Route.useSearch()} />
  },
})
