import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { CONTACT_STATUS_LABELS, CONTACT_STATUSES, type ContactStatus } from '@/shared/contact/contact-fields'
import type { ContactSubmission } from '@/shared/contact/contact.schema'
import { notify } from '@/web/components/ui/sonner'
import { useTrpc } from '@/web/lib/trpc'

/**
 * A submission's status (decision D4). Every change ends in a toast, saved or not, so staff working down the
 * inbox know without looking back; the lists (and the staff bar's count of new leads) are then read again.
 */
export function StatusControl({
  submission,
  onSaved,
}: {
  submission: ContactSubmission
  /** What else to read again once saved (the lead page's history). */
  onSaved?: () => Promise<void>
}) {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const id = useId()
  const name = `${submission.firstName} ${submission.lastName}`
  const update = useMutation(
    trpc.contact.setStatus.mutationOptions({
      onSuccess: async (saved) => {
        notify({
          title: 'Status updated',
          description: `${name} is now ${CONTACT_STATUS_LABELS[saved.status]}.`,
        })
        // Returned, so the control stays busy until the list shows the new status.
        await queryClient.invalidateQueries(trpc.contact.list.queryFilter())
        await onSaved?.()
      },
      onError: () =>
        notify({
          title: 'Error',
          description: 'Failed to update the status. Please try again.',
          variant: 'destructive',
        }),
    }),
  )
  const shown = update.isPending ? update.variables.status : submission.status
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted-foreground">
        Status<span className="sr-only"> of {name}</span>
      </label>
      <select
        id={id}
        value={shown}
        disabled={update.isPending}
        onChange={(event) =>
          update.mutate({ id: submission.id, status: event.target.value as ContactStatus })
        }
        className="h-8 rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-ring-offset disabled:opacity-50"
      >
        {CONTACT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {CONTACT_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
    </div>
  )
}
