import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { StaffCall } from '@/shared/booking/staff-calls.schema'
import { Button } from '@/web/components/ui/button'
import { NativeSelect } from '@/web/components/ui/native-select'
import { useTrpc } from '@/web/lib/trpc'
import { procedureFailure } from '@/web/lib/trpc-error'

/** Moves a call to one of the open times (as the visitor's own page offers them); the visitor is emailed. */
export function MoveCallForm({
  call,
  name,
  onMoved,
}: {
  call: StaffCall
  name: string
  onMoved: (message: string) => Promise<void>
}) {
  const id = useId()
  const trpc = useTrpc()
  const slots = useQuery(trpc.booking.slots.queryOptions())
  const move = useMutation(trpc.calls.move.mutationOptions())
  const [start, setStart] = useState('')

  function submit(event: React.FormEvent) {
    event.preventDefault()
    if (!start) return
    move.mutate(
      { id: call.id, start },
      {
        onSuccess: (answer) =>
          onMoved(
            `Moved to ${answer.call.timeLabel} on the day shown.${answer.emailed ? ' The visitor has been emailed the new time.' : ''}`,
          ),
      },
    )
  }

  return (
    <form
      aria-label={`Move the call with ${name}`}
      onSubmit={submit}
      className="flex flex-col gap-2 rounded-md bg-muted p-3"
    >
      <label htmlFor={`${id}-start`} className="text-sm font-medium">
        New time
      </label>
      {slots.data ? (
        <NativeSelect
          id={`${id}-start`}
          className="max-w-md"
          value={start}
          onChange={(event) => setStart(event.target.value)}
          required
        >
          <option value="">Pick an open time</option>
          {slots.data.days.map((day) => (
            <optgroup key={day.date} label={day.label}>
              {day.slots.map((slot) => (
                <option key={slot.start.toISOString()} value={slot.start.toISOString()}>
                  {day.label}, {slot.label}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
      ) : (
        <p className="text-sm text-muted-foreground">
          {slots.isError ? 'The open times could not be loaded.' : 'Loading the open times…'}
        </p>
      )}
      {move.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {procedureFailure(move.error).message}
        </p>
      )}
      <Button type="submit" size="sm" className="self-start" disabled={!start || move.isPending}>
        {move.isPending ? 'Moving…' : 'Move the call'}
      </Button>
    </form>
  )
}
