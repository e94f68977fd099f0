import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { UseFormReturn } from 'react-hook-form'
import type { SchoolDetail, SchoolInput } from '@/shared/schools/school.schema'
import { notify } from '@/web/components/ui/sonner'
import { useTrpc } from '@/web/lib/trpc'
import { showServerErrors } from '@/web/features/staff/kit/server-errors'
import { useRefreshStaffData } from '@/web/features/staff/kit/use-refresh-staff-data'
import { SCHOOL_FIELDS, type SchoolValues } from './school-form-values'

/**
 * Saving the school form: create, or replace the staff fields of an existing school; refresh, toast, back to the
 * list. On failure the form stays as typed with the server's messages beside their fields.
 */
export function useSaveSchool({
  school,
  form,
  beforeLeaving,
}: {
  school?: SchoolDetail
  form: UseFormReturn<SchoolInput, unknown, SchoolValues>
  beforeLeaving: () => void
}) {
  const trpc = useTrpc()
  const navigate = useNavigate()
  const refresh = useRefreshStaffData()
  const create = useMutation(trpc.schools.create.mutationOptions())
  const update = useMutation(trpc.schools.update.mutationOptions())

  async function save(values: SchoolValues) {
    form.clearErrors('root')
    try {
      const saved = school
        ? await update.mutateAsync({ id: school.id, values })
        : await create.mutateAsync(values)
      beforeLeaving()
      await refresh()
      notify(
        school
          ? { title: 'School updated', description: `"${saved.name}" has been saved.` }
          : { title: 'School created', description: `"${saved.name}" has been created.` },
      )
      // The list searched for the saved school, so it shows at once among thousands.
      await navigate({ to: '/staff/schools', search: { q: saved.name } })
    } catch (error) {
      const { unplaced } = showServerErrors(form, SCHOOL_FIELDS, error)
      if (unplaced) form.setError('root', { type: 'server', message: unplaced })
      notify({
        title: 'Error',
        description: school
          ? 'Failed to update the school. Please check the form and try again.'
          : 'Failed to create the school. Please check the form and try again.',
        variant: 'destructive',
      })
    }
  }

  return { save, saving: create.isPending || update.isPending }
}
