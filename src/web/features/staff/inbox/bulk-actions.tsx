import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { CONTACT_STATUS_LABELS, CONTACT_STATUSES, type ContactStatus } from '@/shared/contact/contact-fields'
import { Button } from '@/web/components/ui/button'
import { notify } from '@/web/components/ui/sonner'
import { useTrpc } from '@/web/lib/trpc'
import { ConfirmAction } from '@/web/features/staff/leads/confirm-action'

/**
 * The inbox's bulk actions on the leads ticked (ADR 0130): one status for all of them, or delete them after a
 * confirmation. Both end in a toast and a fresh list; the selection is then cleared.
 */
export function BulkActions({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const statusId = useId()
  const [status, setStatus] = useState<ContactStatus>('contacted')
  const done = async (title: string, description: string) => {
    notify({ title, description })
    onDone()
    await queryClient.invalidateQueries(trpc.contact.list.queryFilter())
  }
  const onError = () =>
    notify({ title: 'Error', description: 'That did not save. Please try again.', variant: 'destructive' })
  const setAll = useMutation(
    trpc.contact.bulkStatus.mutationOptions({
      onSuccess: ({ changed }) =>
        done(
          'Status updated',
          `${changed} ${changed === 1 ? 'lead is' : 'leads are'} now ${CONTACT_STATUS_LABELS[status]}.`,
        ),
      onError,
    }),
  )
  const remove = useMutation(
    trpc.contact.bulkDelete.mutationOptions({
      onSuccess: ({ changed }) => done('Deleted', `${changed} ${changed === 1 ? 'lead' : 'leads'} deleted.`),
      onError,
    }),
  )
  const busy = setAll.isPending || remove.isPending
  return (
    <div
      role="group"
      aria-label="Selected leads"
      className="flex flex-wrap items-center gap-2 rounded-md border p-2"
    >
      <span className="text-sm">{ids.length} selected</span>
      <label htmlFor={statusId} className="text-sm">
        Set status
      </label>
      <select
        id={statusId}
        value={status}
        onChange={(event) => setStatus(event.target.value as ContactStatus)}
        className="h-8 rounded-md border border-input bg-background px-2 text-sm"
      >
        {CONTACT_STATUSES.map((value) => (
          <option key={value} value={value}>
            {CONTACT_STATUS_LABELS[value]}
          </option>
        ))}
      </select>
      <Button
        size="sm"
        variant="outline"
        disabled={busy || !ids.length}
        onClick={() => setAll.mutate({ ids, status })}
      >
        Apply
      </Button>
      <ConfirmAction
        label="Delete selected"
        title={`Delete ${ids.length} ${ids.length === 1 ? 'lead' : 'leads'}?`}
        description="They go with their notes, history and call emails. This action cannot be undone."
        confirmLabel="Delete"
        disabled={busy || !ids.length}
        onConfirm={() => remove.mutate({ ids })}
      />
    </div>
  )
}
