import { useQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { useTrpc } from '@/web/lib/trpc'
import { Spinner } from '@/web/components/ui/spinner'
import { StaffFormLayout, StaffRecordNotFound } from '@/web/features/staff/kit/form-shell'
import { ProgramForm } from './program-form'

const BACK = { backTo: '/staff/programs', backLabel: 'Back to programs' } as const

/** /staff/programs/new */
export function NewProgramPage() {
  return (
    <StaffFormLayout title="New Campus Program" {...BACK}>
      <ProgramForm />
    </StaffFormLayout>
  )
}

/** /staff/programs/edit/{id}: a spinner while loading, the form, or 'Program Not Found'. */
export function EditProgramPage() {
  const { id } = useParams({ from: '/staff/programs/edit/$id' })
  const trpc = useTrpc()
  const program = useQuery(trpc.programs.byId.queryOptions({ id: Number(id) }))
  if (program.isError) return <EditProgramNotFound />
  return (
    <StaffFormLayout title="Edit Campus Program" {...BACK}>
      {program.isPending ? (
        <Spinner label="Loading program..." />
      ) : (
        <ProgramForm key={program.data.id} program={program.data} />
      )}
    </StaffFormLayout>
  )
}

export function EditProgramNotFound() {
  return (
    <StaffRecordNotFound
      title="Program Not Found"
      text="The program you're trying to edit doesn't exist or has been deleted."
      {...BACK}
    />
  )
}
