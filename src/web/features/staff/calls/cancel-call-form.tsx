import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { CANCEL_REASON_MAX } from '@/shared/booking/call-change.schema'
import type { StaffCall } from '@/shared/booking/staff-calls.schema'
import { Button } from '@/web/components/ui/button'
import { Textarea } from '@/web/components/ui/textarea'
import { useTrpc } from '@/web/lib/trpc'
import { procedureFailure } from '@/web/lib/trpc-error'

/** Cancels a call, with an optional reason kept on the lead; the visitor's calendar drops the event. */
export function CancelCallForm({
  call,
  name,
  onCancelled,
}: {
  call: StaffCall
  name: string
  onCancelled: (message: string) => Promise<void>
}) {
  const id = useId()
  const trpc = useTrpc()
  const cancel = useMutation(trpc.calls.cancel.mutationOptions())
  const [reason, setReason] = useState('')

  function submit(event: React.FormEvent) {
    event.preventDefault()
    cancel.mutate(
      { id: call.id, reason },
      {
        onSuccess: (answer) =>
          onCancelled(
            `Cancelled.${answer.emailed ? ' The visitor has been emailed.' : ''} The time is open again.`,
          ),
      },
    )
  }

  return (
    <form
      aria-label={`Cancel the call with ${name}`}
      onSubmit={submit}
      className="flex flex-col gap-2 rounded-md bg-muted p-3"
    >
      <label htmlFor={`${id}-reason`} className="text-sm font-medium">
        Reason <span className="font-normal text-muted-foreground">(optional, kept on the lead)</span>
      </label>
      <Textarea
        id={`${id}-reason`}
        maxLength={CANCEL_REASON_MAX}
        rows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {cancel.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {procedureFailure(cancel.error).message}
        </p>
      )}
      <Button
        type="submit"
        size="sm"
        variant="destructive"
        className="self-start"
        disabled={cancel.isPending}
      >
        {cancel.isPending ? 'Cancelling…' : 'Cancel the call'}
      </Button>
    </form>
  )
}
