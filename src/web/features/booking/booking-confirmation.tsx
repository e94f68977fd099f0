import type { RefObject } from 'react'
import { CalendarPlus, CircleCheck } from '@/web/components/icons/icons'
import type { BookedCall, BookingSlots } from '@/shared/booking/booking.schema'
import { Button } from '@/web/components/ui/button'
import { useVisitorClock } from './use-visitor-clock'

export interface Booked {
  call: BookedCall
  firstName: string
  email: string
  /** The zone the visitor saw the times in, when the page knew it. */
  timeZone: string | null
}

/**
 * What the visitor sees once booked: the call on their clock and the office's (ADR 0103), whether a confirmation
 * email is on its way, and the invite's download.
 */
export function BookingConfirmation({
  booked,
  slots,
  focusRef,
}: {
  booked: Booked
  slots: BookingSlots
  focusRef: RefObject<HTMLDivElement | null>
}) {
  const clock = useVisitorClock()
  const own = clock && booked.timeZone && booked.timeZone !== slots.timeZone ? booked.timeZone : null
  return (
    <div
      ref={focusRef}
      tabIndex={-1}
      role="status"
      className="rounded-xl border bg-card p-6 text-card-foreground outline-none"
      data-booking-confirmation
    >
      <p className="flex items-center gap-2 text-lg font-semibold">
        <CircleCheck aria-hidden className="size-5 text-primary" />
        You are booked, {booked.firstName}!
      </p>
      <p className="mt-3">
        Your {slots.slotMinutes}-minute strategy call:{' '}
        <strong>
          <time dateTime={booked.call.start.toISOString()}>
            {own && clock ? clock.visitorCallLabel(booked.call.start, own) : booked.call.label}
          </time>
        </strong>
        {own ? ` (${booked.call.label} at our office)` : ''}.
      </p>
      <p className="mt-2 text-muted-foreground">
        A strategist will contact you at {booked.email} before the call.
        {booked.call.emailed
          ? ' We have emailed you a confirmation with the calendar invite and links to move or cancel the call.'
          : ''}
      </p>
      <Button asChild variant="brand" className="mt-5">
        <a href={booked.call.inviteUrl} download="strategy-call.ics">
          <CalendarPlus aria-hidden />
          Add to calendar (.ics)
        </a>
      </Button>
    </div>
  )
}
