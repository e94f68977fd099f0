import { createFileRoute, notFound } from '@tanstack/react-router'
import { EditSchoolNotFound, EditSchoolPage } from '@/web/features/staff/schools/school-form-page'
import { awaitOnServer, isNotFoundError } from '@/web/lib/load'
import { requireRole } from '@/web/lib/require-role'
import { privateHead } from '@/web/lib/seo'

const schoolId = (param: string) => (/^[1-9]\d{0,9}$/.test(param) ? Number(param) : undefined)

export const Route = createFileRoute('/staff/schools/edit/$id')({
  beforeLoad: requireRole('schools'),
  loader: ({ context: { queryClient, trpc }, params }) => {
    const id = schoolId(params.id)
    if (id === undefined) throw notFound()
    return awaitOnServer(
      queryClient.ensureQueryData(trpc.schools.byId.queryOptions({ id })).catch((error: unknown) => {
        throw isNotFoundError(error) ? notFound() : error
      }),
    )
  },
  head: privateHead('Edit School', 'Edit a school.', '/staff/schools/edit'),
  component: EditSchoolPage,
  notFoundComponent: EditSchoolNotFound,
})
