import {
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
  calendarFeedTokenSchema,
  callOutcomeInputSchema,
  staffCallResultSchema,
  staffCallsQuerySchema,
  staffCallsSchema,
  staffCancelCallInputSchema,
  staffMoveCallInputSchema,
} from '@/shared/booking/staff-calls.schema'
import { fileSchema, operation, restOperation, staff } from '@/server/operations/define'
import { callEmailSenderOf } from './call-emails'
import { calendarFeed, calendarFeedStatus, resetCalendarFeed } from './calendar-feed.service'
import { listStaffCalls, markCallOutcome, staffCancelCall, staffMoveCall } from './staff-calls.service'

const desk = staff('admin', 'sales')

/**
 * The staff's calls screen, /staff/calls (issue 38 point 3): the booked calls of an office day or week; moving
 * and cancelling one for the visitor (emailed as if they had, ADR 0104); marking it held or a no-show; and each
 * staff member's secret calendar feed (ADR 0125).
 */
export const staffCallOperations = {
  list: operation({
    summary:
      'The booked calls of an office day or week (cancelled ones marked), by start, on the office clock',
    access: desk,
    kind: 'query',
    input: staffCallsQuerySchema,
    output: staffCallsSchema,
    run: ({ ctx, input }) => listStaffCalls(ctx.em, input, ctx.config.BOOKING_TIMEZONE),
    rest: { method: 'GET', path: '/admin/calls', noStore: true },
  }),
  move: operation({
    summary:
      'Move a booked call to another open slot; the visitor is emailed the updated invite (SEQUENCE one higher)',
    access: desk,
    kind: 'mutation',
    input: staffMoveCallInputSchema,
    output: staffCallResultSchema,
    run: ({ ctx, input }) =>
      staffMoveCall(ctx.em, input, { config: ctx.config, email: callEmailSenderOf(ctx.runtime, ctx.config) }),
    rest: {
      method: 'POST',
      path: '/admin/calls/:id/move',
      errors: {
        409: 'The time was just taken or is too soon, or the call started, was cancelled or changed meanwhile',
      },
    },
  }),
  cancel: operation({
    summary: 'Cancel a booked call (optional reason); the visitor is emailed METHOD:CANCEL, the slot reopens',
    access: desk,
    kind: 'mutation',
    input: staffCancelCallInputSchema,
    output: staffCallResultSchema,
    run: ({ ctx, input }) =>
      staffCancelCall(ctx.em, input, {
        config: ctx.config,
        email: callEmailSenderOf(ctx.runtime, ctx.config),
      }),
    rest: {
      method: 'POST',
      path: '/admin/calls/:id/cancel',
      body: 'optional',
      errors: { 409: 'The call has started, is already cancelled or changed meanwhile' },
    },
  }),
  setOutcome: operation({
    summary: 'Mark a call held or a no-show, once its start has passed (409 before, or for a cancelled call)',
    access: desk,
    kind: 'mutation',
    input: callOutcomeInputSchema,
    output: staffCallResultSchema,
    run: ({ ctx, input }) =>
      markCallOutcome(ctx.em, input, { userId: ctx.user.id, timeZone: ctx.config.BOOKING_TIMEZONE }),
    rest: { method: 'POST', path: '/admin/calls/:id/outcome' },
  }),
  feed: operation({
    summary: 'Whether the signed-in staff member has a calendar feed URL, and since when (never the URL)',
    access: desk,
    kind: 'query',
    output: calendarFeedStatusSchema,
    run: ({ ctx }) => calendarFeedStatus(ctx.em, ctx.user.id),
    rest: { method: 'GET', path: '/admin/calls/feed', noStore: true },
  }),
  resetFeed: operation({
    summary:
      'Make the signed-in staff member’s calendar feed URL, shown this once; any earlier URL stops at once',
    access: desk,
    kind: 'mutation',
    output: calendarFeedCreatedSchema,
    run: ({ ctx }) => resetCalendarFeed(ctx.em, ctx.user.id, ctx.config),
    rest: { method: 'POST', path: '/admin/calls/feed/reset', body: 'optional', noStore: true },
  }),
  /** For calendar apps, which cannot sign in: the secret URL is the only way in (ADR 0125). */
  feedCalendar: restOperation({
    summary: 'A staff member’s calls as a read-only iCalendar feed (RFC 5545), by the secret in its URL',
    access: 'public',
    kind: 'query',
    input: calendarFeedTokenSchema,
    output: fileSchema,
    run: ({ ctx, input }) => calendarFeed(ctx.em, input.token, ctx.config),
    rest: {
      method: 'GET',
      path: '/calendar/:token/calls.ics',
      envelope: 'file',
      fileType: 'text/calendar',
      noStore: true,
    },
  }),
}
