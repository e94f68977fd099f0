import { useMutation, useQuery } from '@tanstack/react-query'
import type { School } from '@/shared/schools/school.schema'
import { notify } from '@/web/components/ui/sonner'
import { useTrpc } from '@/web/lib/trpc'
import {
  ConfirmDelete,
  ConfirmDeleteContent,
  deleteConfirmation,
} from '@/web/features/staff/kit/confirm-delete'
import { useRefreshStaffData } from '@/web/features/staff/kit/use-refresh-staff-data'

const programs = (count: number) => `${count} campus program${count === 1 ? '' : 's'}`

/**
 * What the confirmation says. Deleting a school deletes its programs with it (the database cascades), so with
 * programs it says how many will go; `undefined` is a count that could not be read.
 */
export function deleteSchoolWarning(name: string, programCount: number | undefined): string {
  if (programCount === undefined)
    return `Are you sure you want to delete "${name}"? Any campus programs it has will be deleted with it. This action cannot be undone.`
  if (programCount === 0) return deleteConfirmation(name)
  return `"${name}" has ${programs(programCount)}. Deleting the school also deletes ${programCount === 1 ? 'it' : `all ${programCount}`}. This action cannot be undone.`
}

/** The toast after a delete, from what the server reports it removed. */
export const schoolDeletedMessage = (name: string, programsDeleted: number) =>
  programsDeleted === 0
    ? `"${name}" has been deleted.`
    : `"${name}" and its ${programs(programsDeleted)} have been deleted.`

type SchoolRef = Pick<School, 'id' | 'name'>

/** The Delete button of a school row and its confirmation. */
export function DeleteSchoolButton({ school }: { school: SchoolRef }) {
  return (
    // Mounted only while open: the program count is read when asked, not for every row of the list.
    <ConfirmDelete label={`Delete "${school.name}"`}>
      <DeleteSchoolConfirmation school={school} />
    </ConfirmDelete>
  )
}

/** The dialog's content: fetches the school's program count afresh, then says what the delete will remove. */
export function DeleteSchoolConfirmation({ school }: { school: SchoolRef }) {
  const trpc = useTrpc()
  const refresh = useRefreshStaffData()
  // Fresh every time the dialog opens: a colleague may have added programs since the count was last read.
  const detail = useQuery({ ...trpc.schools.byId.queryOptions({ id: school.id }), refetchOnMount: 'always' })
  const remove = useMutation(
    trpc.schools.remove.mutationOptions({
      onSuccess: async ({ programsDeleted }) => {
        await refresh()
        notify({ title: 'School deleted', description: schoolDeletedMessage(school.name, programsDeleted) })
      },
      onError: () =>
        notify({
          title: 'Error',
          description: 'Failed to delete the school. Please try again.',
          variant: 'destructive',
        }),
    }),
  )
  const checking = !detail.isFetchedAfterMount
  const count = detail.isError ? undefined : detail.data?.programCount

  return (
    <ConfirmDeleteContent
      title="Delete school"
      description={
        checking ? 'Checking the school’s campus programs...' : deleteSchoolWarning(school.name, count)
      }
      confirmLabel={!checking && count ? `Delete school and ${programs(count)}` : 'Delete'}
      confirmDisabled={checking || remove.isPending}
      onConfirm={() => remove.mutate({ id: school.id })}
    />
  )
}
