import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Eye, Pencil } from '@/web/components/icons/icons'
import type { Program } from '@/shared/programs/program.schema'
import { Button } from '@/web/components/ui/button'
import { notify } from '@/web/components/ui/sonner'
import { useTrpc } from '@/web/lib/trpc'
import { ConfirmDeleteButton, deleteConfirmation } from '@/web/features/staff/kit/confirm-delete'
import { useRefreshStaffData } from '@/web/features/staff/kit/use-refresh-staff-data'

type RowProgram = Pick<Program, 'id' | 'name'>

/**
 * The table's delete, made once for all its rows rather than a mutation observer per row. Its variables are the
 * row's program, so the toast can name it.
 */
export function useDeleteProgram() {
  const trpc = useTrpc()
  const refresh = useRefreshStaffData()
  const { mutationKey, mutationFn } = trpc.programs.remove.mutationOptions()
  const remove = useMutation({
    mutationKey,
    mutationFn: (program: RowProgram, context) => mutationFn!({ id: program.id }, context),
    onSuccess: async (_deleted, program) => {
      await refresh()
      notify({ title: 'Program deleted', description: `"${program.name}" has been deleted.` })
    },
    onError: () =>
      notify({
        title: 'Error',
        description: 'Failed to delete the program. Please try again.',
        variant: 'destructive',
      }),
  })
  return {
    isDeleting: (program: RowProgram) => remove.isPending && remove.variables?.id === program.id,
    remove: (program: RowProgram) => remove.mutate(program),
  }
}

/** View (the public page), Edit and Delete (after confirmation) for one program of the staff table. */
export function ProgramRowActions({
  program,
  deletion,
}: {
  program: RowProgram
  deletion: ReturnType<typeof useDeleteProgram>
}) {
  const name = `"${program.name}"`

  return (
    <div className="flex justify-end gap-1">
      <Button asChild variant="ghost" size="icon" title="View">
        <Link to="/campus-programs/$id" params={{ id: String(program.id) }} aria-label={`View ${name}`}>
          <Eye aria-hidden="true" />
        </Link>
      </Button>
      <Button asChild variant="ghost" size="icon" title="Edit">
        <Link to="/staff/programs/edit/$id" params={{ id: String(program.id) }} aria-label={`Edit ${name}`}>
          <Pencil aria-hidden="true" />
        </Link>
      </Button>
      <ConfirmDeleteButton
        label={`Delete ${name}`}
        title="Delete program"
        description={deleteConfirmation(program.name)}
        disabled={deletion.isDeleting(program)}
        onConfirm={() => deletion.remove(program)}
      />
    </div>
  )
}
