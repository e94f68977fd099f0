import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import type { CallChangeResult, ManagedCall } from '@/shared/booking/call-change.schema'
import { CANCEL_REASON_MAX } from '@/shared/booking/call-change.schema'
import { CircleCheck } from '@/web/components/icons/icons'
import { Button } from '@/web/components/ui/button'
import { LabelledField } from '@/web/components/ui/labelled-field'
import { Textarea } from '@/web/components/ui/textarea'
import { useHydrated } from '@/web/lib/use-hydrated'
import { useTrpc } from '@/web/lib/trpc'
import { procedureFailure } from '@/web/lib/trpc-error'
import { manageQueryOptions } from './manage-query'
import { SlotPicker } from './slot-picker'
import { useVisitorClock } from './use-visitor-clock'

/**
 * The pages the email's links open (ADR 0104): the call, and a form whose button makes the change. Opening a
 * page only reads (mail scanners open links); nothing changes until the visitor presses the button.
 */

/** The call's time, on the visitor's clock too once the page is interactive and their zone differs. */
function CallTime({
  call,
  officeZone,
}: {
  call: Pick<ManagedCall, 'start' | 'label' | 'timeZone'>
  officeZone: string
}) {
  const clock = useVisitorClock()
  const own = clock && call.timeZone && call.timeZone !== officeZone ? call.timeZone : null
  return (
    <strong>
      <time dateTime={call.start.toISOString()}>
        {own && clock ? clock.visitorCallLabel(call.start, own) : call.label}
      </time>
      {own ? ` (${call.label} at our office)` : ''}
    </strong>
  )
}

function Done({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div ref={ref} tabIndex={-1} role="status" className="rounded-xl border bg-card p-6 outline-none">
      <p className="flex items-center gap-2 text-lg font-semibold">
        <CircleCheck aria-hidden className="size-5 text-primary" />
        Done
      </p>
      {children}
    </div>
  )
}

const emailedNote = (result: CallChangeResult) =>
  result.emailed ? ' We have emailed you the updated calendar invite.' : ''

export function ChangeCall({ token }: { token: string }) {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const hydrated = useHydrated()
  const id = useId()
  const { data: call } = useQuery(manageQueryOptions(trpc, token))
  const [day, setDay] = useState<string | undefined>()
  const [selected, setSelected] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const reschedule = useMutation(trpc.booking.reschedule.mutationOptions())
  if (!call) return null
  if (reschedule.data)
    return (
      <Done>
        <p className="mt-3">
          Your call has moved to{' '}
          <CallTime call={{ ...reschedule.data, timeZone: call.timeZone }} officeZone={call.slots.timeZone} />
          .{emailedNote(reschedule.data)}
        </p>
      </Done>
    )
  const move = async () => {
    if (!selected) return setError('Pick a new time above.')
    setError(null)
    try {
      await reschedule.mutateAsync({ token, start: selected })
    } catch (failure) {
      const { code, message } = procedureFailure(failure)
      setSelected(null)
      setError(
        code === 'CONFLICT' || code === 'NOT_FOUND' || code === 'BAD_REQUEST'
          ? message
          : 'Your call could not be moved. Please try again.',
      )
      void queryClient.invalidateQueries({ queryKey: manageQueryOptions(trpc, token).queryKey })
    }
  }
  return (
    <div className="grid gap-6">
      <p>
        Your call is booked for <CallTime call={call} officeZone={call.slots.timeZone} />. Pick a new time and
        press the button to move it; nothing changes until you do.
      </p>
      <form
        aria-label="Move my call"
        className="grid gap-6"
        onSubmit={(event) => (event.preventDefault(), void move())}
      >
        <SlotPicker
          slots={call.slots}
          day={day}
          onPickDay={setDay}
          selected={selected}
          onSelect={(start) => (setSelected(start), setError(null))}
          visitorZone={hydrated ? call.timeZone : null}
          describedBy={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <Button
          type="submit"
          variant="brand"
          size="lg"
          className="w-full sm:w-fit"
          disabled={!hydrated || reschedule.isPending}
        >
          {reschedule.isPending ? 'Moving...' : 'Move my call'}
        </Button>
      </form>
    </div>
  )
}

export function CancelCall({ token }: { token: string }) {
  const trpc = useTrpc()
  const hydrated = useHydrated()
  const id = useId()
  const { data: call } = useQuery(manageQueryOptions(trpc, token))
  const [error, setError] = useState<string | null>(null)
  const cancel = useMutation(trpc.booking.cancel.mutationOptions())
  if (!call) return null
  if (cancel.data)
    return (
      <Done>
        <p className="mt-3">
          Your call is cancelled.{emailedNote(cancel.data)}{' '}
          <Link to="/book-call" className="font-medium text-primary underline underline-offset-4">
            Book another time
          </Link>{' '}
          whenever you like.
        </p>
      </Done>
    )
  return (
    <form
      aria-label="Cancel my call"
      className="grid gap-6"
      onSubmit={async (event) => {
        event.preventDefault()
        const reason = String(new FormData(event.currentTarget).get('reason') ?? '')
        setError(null)
        try {
          await cancel.mutateAsync({ token, reason: reason || null })
        } catch (failure) {
          const { code, message } = procedureFailure(failure)
          setError(
            code === 'NOT_FOUND' || code === 'BAD_REQUEST'
              ? message
              : 'Your call could not be cancelled. Please try again.',
          )
        }
      }}
    >
      <p>
        Your call is booked for <CallTime call={call} officeZone={call.slots.timeZone} />. Press the button to
        cancel it; nothing changes until you do.
      </p>
      <LabelledField id={`${id}-reason`} label="Anything we should know?" optional>
        <Textarea name="reason" rows={3} maxLength={CANCEL_REASON_MAX} />
      </LabelledField>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button
        type="submit"
        variant="destructive"
        size="lg"
        className="w-full sm:w-fit"
        disabled={!hydrated || cancel.isPending}
      >
        {cancel.isPending ? 'Cancelling...' : 'Cancel my call'}
      </Button>
    </form>
  )
}

/** A key that is spent, expired or unknown: the one page for all three, so nothing tells them apart. */
export function LinkGone() {
  return (
    <div className="grid gap-4">
      <p>
        This link has expired or has already been used. Your latest email about the call has links that work,
        or you can book a new time.
      </p>
      <Button asChild variant="brand" className="w-fit">
        <Link to="/book-call">Book a call</Link>
      </Button>
    </div>
  )
}

/** The frame of both pages: a heading and the card. */
export function ManageCallShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-accent to-background">
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <div className="mt-8 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">{children}</div>
      </div>
    </section>
  )
}
