import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { UseFormReturn } from 'react-hook-form'
import type { Program, ProgramInput } from '@/shared/programs/program.schema'
import { notify } from '@/web/components/ui/sonner'
import { useTrpc } from '@/web/lib/trpc'
import { showServerErrors } from '@/web/features/staff/kit/server-errors'
import { useRefreshStaffData } from '@/web/features/staff/kit/use-refresh-staff-data'
import { PROGRAM_FIELDS, type ProgramValues } from './program-form-values'

/**
 * Saving the program form: create or update, refresh what shows programs, a toast, then the list. On failure the
 * form stays as typed; the server's field messages go beside their fields, anything else above the form.
 */
export function useSaveProgram({
  program,
  form,
  beforeLeaving,
}: {
  program?: Program
  form: UseFormReturn<ProgramInput, unknown, ProgramValues>
  /** Lets the saved form leave without the unsaved-changes question. */
  beforeLeaving: () => void
}) {
  const trpc = useTrpc()
  const navigate = useNavigate()
  const refresh = useRefreshStaffData()
  const create = useMutation(trpc.programs.create.mutationOptions())
  const update = useMutation(trpc.programs.update.mutationOptions())

  async function save(values: ProgramValues) {
    form.clearErrors('root')
    try {
      const saved = program
        ? await update.mutateAsync({ id: program.id, values })
        : await create.mutateAsync(values)
      beforeLeaving()
      await refresh()
      notify(
        program
          ? { title: 'Program updated', description: `"${saved.name}" has been saved.` }
          : { title: 'Program created', description: `"${saved.name}" has been created.` },
      )
      await navigate({ to: '/staff/programs' })
    } catch (error) {
      const { unplaced } = showServerErrors(form, PROGRAM_FIELDS, error)
      if (unplaced) form.setError('root', { type: 'server', message: unplaced })
      notify({
        title: 'Error',
        description: program
          ? 'Failed to update the program. Please check the form and try again.'
          : 'Failed to create the program. Please check the form and try again.',
        variant: 'destructive',
      })
    }
  }

  return { save, saving: create.isPending || update.isPending }
}
