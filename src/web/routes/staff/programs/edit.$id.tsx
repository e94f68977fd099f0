import { createFileRoute, notFound } from '@tanstack/react-router'
import { EditProgramNotFound, EditProgramPage } from '@/web/features/staff/programs/program-form-page'
import { awaitOnServer, isNotFoundError } from '@/web/lib/load'
import { requireRole } from '@/web/lib/require-role'
import { privateHead } from '@/web/lib/seo'

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
  head: privateHead('Edit Campus Program', 'Edit a campus program.', '/staff/programs/edit'),
  component: EditProgramPage,
  notFoundComponent: EditProgramNotFound,
})
