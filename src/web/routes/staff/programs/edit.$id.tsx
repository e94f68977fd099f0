import { createFileRoute, notFound } from '@tanstack/react-router'
import { EditProgramNotFound, EditProgramPage } from '@/web/features/staff/programs/program-form-page'
import { awaitOnServer, isNotFoundError } from '@/web/lib/load'
import { requireRole } from '@/web/lib/require-role'
import { pageHead } from '@/web/lib/seo'
import { siteOf } from '@/web/lib/site'

const programId = (param: string) => (/^[1-9]\d{0,9}$/.test(param) ? Number(param) : undefined)

export const Route = createFileRoute('/staff/programs/edit/$id')({
  beforeLoad: requireRole('programs'),
  loader: ({ context: { queryClient, trpc }, params }) => {
    const id = programId(params.id)
    if (id === undefined) throw notFound()
    return awaitOnServer(
      queryClient.ensureQueryData(trpc.programs.byId.queryOptions({ id })).catch((error: unknown) => {
        throw isNotFoundError(error) ? notFound() : error
      }),
    )
  },
  head: ({ matches }) =>
    pageHead(siteOf(matches), {
      title: 'Edit Campus Program',
      description: 'Edit a campus program.',
      path: '/staff/programs/edit',
      noindex: true,
    }),
  component: EditProgramPage,
  notFoundComponent: EditProgramNotFound,
})
