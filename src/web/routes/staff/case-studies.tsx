import { createFileRoute } from '@tanstack/react-router'
import { StaffCaseStudiesPage } from '@/web/features/staff/case-studies/staff-case-studies-page'
import { awaitOnServer } from '@/web/lib/load'
import { requireRole } from '@/web/lib/require-role'
import { privateHead } from '@/web/lib/seo'

/** `?edit=<id>` or `?edit=new`: the study the editor shows; anything else, none. */
const editSearch = (search: Record<string, unknown>): { edit?: number | 'new' } => {
  const edit = search.edit
  if (edit === 'new') return { edit }
  const id = typeof edit === 'number' ? edit : typeof edit === 'string' ? Number(edit) : Number.NaN
  return Number.isInteger(id) && id > 0 ? { edit: id } : {}
}

/** The case studies (issue 36, ADR 0154): editors and admins (SCREEN_ROLES), never indexed. */
export const Route = createFileRoute('/staff/case-studies')({
  validateSearch: editSearch,
  beforeLoad: requireRole('caseStudies'),
  loader: ({ context: { queryClient, trpc } }) =>
    awaitOnServer(
      queryClient.ensureQueryData(trpc.caseStudies.staffList.queryOptions()).catch(() => undefined),
    ),
  head: privateHead('Case studies', 'The agency’s case studies, for staff.', '/staff/case-studies'),
  component: function StaffCaseStudiesRoute() {
    return <StaffCaseStudiesPage edit={Route.useSearch().edit} />
  },
})
