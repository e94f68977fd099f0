import {
  bookCallInputSchema,
  bookedCallListSchema,
  bookedCallSchema,
  bookedCallsQuerySchema,
  bookingSlotsSchema,
  inviteTokenSchema,
} from '@/shared/booking/booking.schema'
import { fileSchema, operation, restOperation, staff } from '@/server/operations/define'
import { CONTACT_BODY_LIMIT, leadNotifierOf } from '@/server/features/contact/public'
import {
  callChangeResultSchema,
  callKeySchema,
  cancelCallInputSchema,
  managedCallSchema,
  rescheduleCallInputSchema,
} from '@/shared/booking/call-change.schema'
import { callEmailSenderOf } from './call-emails'
import { cancelCall, managedCall, rescheduleCall } from './call-changes.service'
import { bookCall, callInvite, listOpenSlots } from './booking.service'
import { listBookedCalls } from './booked-calls'

/**
 * /book-call without a scheduler (decision D20, ADR 0066): the open slots of the office hours, booking one (a
 * lead with a time, under the contact form's spam defences), and the booked call's .ics invite, reached only by
 * the unguessable link the booking returns.
 */
export const bookingOperations = {
  slots: operation({
    summary: 'The open call slots of the next 14 days, in the office hours (BOOKING_HOURS), by day',
    access: 'public',
    kind: 'query',
    output: bookingSlotsSchema,
    run: ({ ctx }) => listOpenSlots(ctx.em, ctx.config),
    rest: { method: 'GET', path: '/booking/slots', noStore: true },
  }),
  book: operation({
    summary:
      'Book an open slot (201 once stored; 409 when it was just taken or has passed); answers with the .ics invite’s link',
    access: 'public',
    kind: 'mutation',
    input: bookCallInputSchema,
    output: bookedCallSchema,
    run: ({ ctx, input }) =>
      bookCall(ctx.em, input, {
        ip: ctx.ip,
        limiter: ctx.runtime.contactLimiter,
        userId: ctx.user?.id,
        notify: leadNotifierOf(ctx.runtime, ctx.config),
        emailVisitor: callEmailSenderOf(ctx.runtime, ctx.config),
        config: ctx.config,
      }),
    rest: {
      method: 'POST',
      path: '/booking/calls',
      status: 201,
      bodyLimit: { bytes: CONTACT_BODY_LIMIT, message: 'The booking is too large.' },
      errors: {
        409: 'The slot was just taken, or is now too soon to book: pick another from the slots',
        429: 'Too many bookings and messages from this address for now',
      },
    },
  }),
  /** A download for calendars, so REST only: the link the booking returned is the only way to it. */
  invite: restOperation({
    summary: 'A booked call as an iCalendar file (RFC 5545), by the unguessable token in the booking’s link',
    access: 'public',
    kind: 'query',
    input: inviteTokenSchema,
    output: fileSchema,
    run: ({ ctx, input }) => callInvite(ctx.em, input.token, ctx.config),
    rest: {
      method: 'GET',
      path: '/booking/calls/:token/invite.ics',
      envelope: 'file',
      fileType: 'text/calendar',
      noStore: true,
    },
  }),
  /** For integrations (`bookings:read`) and staff: the calls booked from a time on. */
  booked: restOperation({
    summary: 'Booked calls from a time on (default now), soonest first',
    access: staff('admin', 'sales'),
    apiScopes: ['bookings:read'],
    kind: 'query',
    input: bookedCallsQuerySchema,
    output: bookedCallListSchema,
    run: ({ ctx, input }) => listBookedCalls(ctx.em, input.from ?? new Date()),
    rest: { method: 'GET', path: '/admin/bookings', noStore: true },
  }),
  /** Opening a link from the email: shows the call and the open times, and changes nothing (ADR 0104). */
  manage: operation({
    summary:
      'A booked call by the key in its email’s links, with the times it may move to (404 once used or past)',
    access: 'public',
    kind: 'query',
    input: callKeySchema,
    output: managedCallSchema,
    run: ({ ctx, input }) => managedCall(ctx.em, input.token, ctx.config),
    rest: { method: 'GET', path: '/booking/manage/:token', noStore: true },
  }),
  reschedule: operation({
    summary:
      'Move a booked call to another open slot by its key (the old links stop working; the visitor and staff are emailed)',
    access: 'public',
    kind: 'mutation',
    input: rescheduleCallInputSchema,
    output: callChangeResultSchema,
    run: ({ ctx, input }) =>
      rescheduleCall(ctx.em, input, {
        config: ctx.config,
        email: callEmailSenderOf(ctx.runtime, ctx.config),
      }),
    rest: {
      method: 'POST',
      path: '/booking/manage/:token/reschedule',
      errors: { 409: 'The new time was just taken, or is now too soon: pick another from the slots' },
    },
  }),
  cancel: operation({
    summary:
      'Cancel a booked call by its key, with an optional reason (its slot is free at once; emails as above)',
    access: 'public',
    kind: 'mutation',
    input: cancelCallInputSchema,
    output: callChangeResultSchema,
    run: ({ ctx, input }) =>
      cancelCall(ctx.em, input, { config: ctx.config, email: callEmailSenderOf(ctx.runtime, ctx.config) }),
    rest: { method: 'POST', path: '/booking/manage/:token/cancel', body: 'optional' },
  }),
}
