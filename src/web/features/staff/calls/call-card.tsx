import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { CALL_OUTCOME_LABELS, CALL_OUTCOMES, type StaffCall } from '@/shared/booking/staff-calls.schema'
import { Badge } from '@/web/components/ui/badge'
import { Button } from '@/web/components/ui/button'
import { useTrpc } from '@/web/lib/trpc'
import { MoveCallForm } from './move-call-form'
import { CancelCallForm } from './cancel-call-form'
import { procedureFailure } from '@/web/lib/trpc-error'

/** One booked call: who, when, the lead's link, and what staff may do with it now. */
export function CallCard({ call }: { call: StaffCall }) {
  const id = useId()
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState<'move' | 'cancel' | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const mark = useMutation(trpc.calls.setOutcome.mutationOptions())
  const name = `${call.firstName} ${call.lastName}`
  const changeable = !call.cancelled && !call.started

  async function changed(message: string) {
    setOpen(null)
    setDone(message)
    await queryClient.invalidateQueries({ queryKey: trpc.calls.pathKey() })
    await queryClient.invalidateQueries({ queryKey: trpc.booking.slots.pathKey() })
  }

  return (
    <li aria-labelledby={`${id}-name`} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-name`} className="text-lg font-semibold">
          <span className="tabular-nums">{call.timeLabel}</span> · {name}
        </h3>
        <div className="flex gap-2">
          {call.cancelled && <Badge variant="destructive">Cancelled</Badge>}
          {call.outcome && <Badge variant="secondary">{CALL_OUTCOME_LABELS[call.outcome]}</Badge>}
        </div>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted-foreground">Company</dt>
        <dd>
          {call.jobTitle}, {call.company}
        </dd>
        <dt className="text-muted-foreground">Email</dt>
        <dd>
          <a className="underline underline-offset-2" href={`mailto:${call.email}`}>
            {call.email}
          </a>
        </dd>
        {call.school && (
          <>
            <dt className="text-muted-foreground">School page</dt>
            <dd>{call.school}</dd>
          </>
        )}
        {call.visitorTimeZone && (
          <>
            <dt className="text-muted-foreground">Visitor’s zone</dt>
            <dd>{call.visitorTimeZone}</dd>
          </>
        )}
        {call.note && (
          <>
            <dt className="text-muted-foreground">Note</dt>
            <dd className="whitespace-pre-line">{call.note}</dd>
          </>
        )}
        {call.cancelled && (
          <>
            <dt className="text-muted-foreground">Reason</dt>
            <dd>{call.cancelReason ?? 'None given'}</dd>
          </>
        )}
      </dl>
      <div className="flex flex-wrap items-center gap-2">
        <a className="text-sm font-medium underline underline-offset-2" href={`/admin?lead=${call.id}`}>
          Open the lead<span className="sr-only"> of {name}</span>
        </a>
        {changeable && (
          <>
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-expanded={open === 'move'}
              onClick={() => setOpen(open === 'move' ? null : 'move')}
            >
              Move<span className="sr-only"> the call with {name}</span>
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-expanded={open === 'cancel'}
              onClick={() => setOpen(open === 'cancel' ? null : 'cancel')}
            >
              Cancel<span className="sr-only"> the call with {name}</span>
            </Button>
          </>
        )}
        {call.started && !call.cancelled && (
          <div role="group" aria-label={`Outcome of the call with ${name}`} className="flex gap-2">
            {CALL_OUTCOMES.map((outcome) => (
              <Button
                key={outcome}
                type="button"
                size="sm"
                variant={call.outcome === outcome ? 'default' : 'outline'}
                aria-pressed={call.outcome === outcome}
                disabled={mark.isPending}
                onClick={() =>
                  mark.mutate(
                    { id: call.id, outcome },
                    { onSuccess: () => changed(`Marked ${CALL_OUTCOME_LABELS[outcome].toLowerCase()}.`) },
                  )
                }
              >
                {CALL_OUTCOME_LABELS[outcome]}
              </Button>
            ))}
          </div>
        )}
      </div>
      {mark.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {procedureFailure(mark.error).message}
        </p>
      )}
      {open === 'move' && <MoveCallForm call={call} name={name} onMoved={changed} />}
      {open === 'cancel' && <CancelCallForm call={call} name={name} onCancelled={changed} />}
      <p role="status" className="text-sm empty:hidden">
        {done}
      </p>
    </li>
  )
}
