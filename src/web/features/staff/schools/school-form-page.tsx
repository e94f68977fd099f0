import { useQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { useTrpc } from '@/web/lib/trpc'
import { Spinner } from '@/web/components/ui/spinner'
import { StaffFormLayout, StaffRecordNotFound } from '@/web/features/staff/kit/form-shell'
import { SchoolForm } from './school-form'

const BACK = { backTo: '/staff/schools', backLabel: 'Back to schools' } as const

/** /staff/schools/new */
export function NewSchoolPage() {
  return (
    <StaffFormLayout title="New School" {...BACK}>
      <SchoolForm />
    </StaffFormLayout>
  )
}

/** /staff/schools/edit/{id}: a spinner while loading, the form, or 'School Not Found'. */
export function EditSchoolPage() {
  const { id } = useParams({ from: '/staff/schools/edit/$id' })
  const trpc = useTrpc()
  const school = useQuery(trpc.schools.byId.queryOptions({ id: Number(id) }))
  if (school.isError) return <EditSchoolNotFound />
  return (
    <StaffFormLayout title="Edit School" {...BACK}>
      {school.isPending ? (
        <Spinner label="Loading school..." />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {school.data.programCount === 0
              ? 'This school has no campus programs.'
              : `This school has ${school.data.programCount} campus program${school.data.programCount === 1 ? '' : 's'}.`}
          </p>
          <SchoolForm key={school.data.id} school={school.data} />
        </>
      )}
    </StaffFormLayout>
  )
}

export function EditSchoolNotFound() {
  return (
    <StaffRecordNotFound
      title="School Not Found"
      text="The school you're trying to edit doesn't exist or has been deleted."
      {...BACK}
    />
  )
}
