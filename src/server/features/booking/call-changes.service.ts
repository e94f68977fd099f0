import { UniqueConstraintViolationException } from '@mikro-orm/core'
import type { CallChangeResult, ManagedCall } from '@/shared/booking/call-change.schema'
import { isPublicId } from '@/shared/matching/public-id'
import type { Config } from '@/server/config'
import type { Em } from '@/server/db/orm'
import { AppError } from '@/server/errors'
import {
  ContactSubmissionEntity,
  leadEventData,
  type ContactSubmission,
} from '@/server/features/contact/public'
import { emitWebhookEvent } from '@/server/features/webhooks/public'
import { newPublicId } from '@/server/lib/public-id'
import { callLabel } from '@/server/lib/time/labels'
import {
  assertOpen,
  type BookingConfig,
  bookingRulesOf,
  underDayLock,
  gridSlotAt,
  listOpenSlots,
  TAKEN,
} from './booking.service'
import type { CallEmailSender } from './call-emails'

export type ChangeConfig = BookingConfig & Pick<Config, 'PUBLIC_URL'>

/** Used, expired and unknown keys all read the same: nothing to tell them apart, nothing to enumerate. */
const GONE =
  'This link has expired or has already been used. Your latest email about the call has links that work.'
const gone = () => new AppError('NOT_FOUND', GONE)

/** The call a key opens: booked, not cancelled, not started yet (the links expire when the call starts). */
async function callByKey(em: Em, token: string, now: Date): Promise<BookedRow> {
  if (!isPublicId(token)) throw gone()
  const call = await em.findOne(ContactSubmissionEntity, {
    manageToken: token,
    callCancelledAt: null,
    callStartsAt: { $gt: now },
  })
  if (!call?.callStartsAt || !call.callEndsAt) throw gone()
  return { ...call, callStartsAt: call.callStartsAt, callEndsAt: call.callEndsAt }
}

/** What opening a link shows. A read: mail scanners open links, and nothing may change when they do. */
export async function managedCall(
  em: Em,
  token: string,
  config: ChangeConfig,
  now = new Date(),
): Promise<ManagedCall> {
  const call = await callByKey(em, token, now)
  return {
    start: call.callStartsAt,
    end: call.callEndsAt,
    label: callLabel(call.callStartsAt, config.BOOKING_TIMEZONE),
    timeZone: call.callTimeZone ?? null,
    slots: await listOpenSlots(em, config, now),
  }
}

export interface ChangeContext {
  config: ChangeConfig
  /** Queues the visitor's and the staff's emails about the change; null when emails are off (no SMTP_URL). */
  email: CallEmailSender | null
  now?: Date
}

/** A booked call as read, with its times. */
export type BookedRow = ContactSubmission & { callStartsAt: Date; callEndsAt: Date }

/**
 * What must still hold of the row for a change to apply: the visitor's key (a used key matches nothing), or for
 * staff the SEQUENCE they saw (a change since, by anyone, matches nothing).
 */
export type ChangeGuard = { manageToken: string } | { callSequence: number }

/**
 * Moves the call to another open slot, for the visitor (by key) or staff (issue 38 point 3). One conditional
 * update decides it: the guard must still hold, and the new start must be free among calls not cancelled (the
 * partial unique index decides a race with a booking on any replica: 409). The SEQUENCE rises, the key is
 * replaced (the old links stop working) and the emails are queued after the update has committed; staff hear of
 * the visitor's own changes only (`notifyStaff`). Answers null when the guard no longer held.
 */
export async function moveBookedCall(
  em: Em,
  call: BookedRow,
  guard: ChangeGuard,
  start: Date,
  context: ChangeContext & { notifyStaff: boolean },
): Promise<CallChangeResult | null> {
  const now = context.now ?? new Date()
  const rules = bookingRulesOf(context.config)
  const slot = gridSlotAt(rules, start, now)
  if (slot.start.getTime() === call.callStartsAt.getTime())
    throw new AppError('BAD_REQUEST', 'That is the time the call already has. Pick another time.', {
      fields: { start: 'Pick another time' },
    })
  const sequence = call.callSequence + 1
  let changed: number
  try {
    changed = await underDayLock(em, slot, async (tx) => {
      await assertOpen(tx, slot, now, rules, call.id)
      const updated = await tx.nativeUpdate(
        ContactSubmissionEntity,
        { id: call.id, ...guard, callCancelledAt: null, callStartsAt: { $gt: now } },
        {
          callStartsAt: slot.start,
          callEndsAt: slot.end,
          callSequence: sequence,
          manageToken: newPublicId(),
          visitorEmail: context.email ? 'pending' : null,
        },
      )
      // Integrations hear of the move in the same commit (ADR 0094).
      if (updated > 0)
        await emitWebhookEvent(
          tx,
          'call.moved',
          leadEventData(call.id, call, { startsAt: slot.start, endsAt: slot.end }),
        )
      return updated
    })
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new AppError('CONFLICT', TAKEN)
    throw error
  }
  if (changed === 0) return null
  await context.email?.cancelReminders(call.id)
  await context.email?.remind({ id: call.id, start: slot.start, sequence }, now)
  await context.email?.({ submissionId: call.id, kind: 'moved', sequence })
  if (context.notifyStaff) await context.email?.({ submissionId: call.id, kind: 'staff-moved', sequence })
  return {
    start: slot.start,
    end: slot.end,
    label: callLabel(slot.start, context.config.BOOKING_TIMEZONE),
    cancelled: false,
    emailed: Boolean(context.email),
  }
}

/**
 * Cancels the call: kept with its time, marked cancelled (with the reason, if given), its slot free for anyone
 * at once (the next read of the slots on any replica no longer counts it). The key dies with it. Answers null
 * when the guard no longer held.
 */
export async function cancelBookedCall(
  em: Em,
  call: BookedRow,
  guard: ChangeGuard,
  reason: string | null,
  context: ChangeContext & { notifyStaff: boolean },
): Promise<CallChangeResult | null> {
  const now = context.now ?? new Date()
  const sequence = call.callSequence + 1
  const changed = await em.transactional(async (tx) => {
    const updated = await tx.nativeUpdate(
      ContactSubmissionEntity,
      { id: call.id, ...guard, callCancelledAt: null },
      {
        callCancelledAt: now,
        callCancelReason: reason,
        callSequence: sequence,
        manageToken: null,
        visitorEmail: context.email ? 'pending' : null,
      },
    )
    // Integrations hear of the cancel in the same commit (ADR 0094).
    if (updated > 0)
      await emitWebhookEvent(
        tx,
        'call.cancelled',
        leadEventData(call.id, call, { startsAt: call.callStartsAt, endsAt: call.callEndsAt }),
      )
    return updated
  })
  if (changed === 0) return null
  await context.email?.cancelReminders(call.id)
  await context.email?.({ submissionId: call.id, kind: 'cancelled', sequence })
  if (context.notifyStaff) await context.email?.({ submissionId: call.id, kind: 'staff-cancelled', sequence })
  return {
    start: call.callStartsAt,
    end: call.callEndsAt,
    label: callLabel(call.callStartsAt, context.config.BOOKING_TIMEZONE),
    cancelled: true,
    emailed: Boolean(context.email),
  }
}

/** The visitor moves their call by the key in its email (ADR 0104); another press of the same link: gone. */
export async function rescheduleCall(
  em: Em,
  input: { token: string; start: Date },
  context: ChangeContext,
): Promise<CallChangeResult> {
  const call = await callByKey(em, input.token, context.now ?? new Date())
  const moved = await moveBookedCall(em, call, { manageToken: input.token }, input.start, {
    ...context,
    notifyStaff: true,
  })
  if (!moved) throw gone()
  return moved
}

/** The visitor cancels their call by the key in its email (ADR 0104). */
export async function cancelCall(
  em: Em,
  input: { token: string; reason: string | null },
  context: ChangeContext,
): Promise<CallChangeResult> {
  const call = await callByKey(em, input.token, context.now ?? new Date())
  const cancelled = await cancelBookedCall(em, call, { manageToken: input.token }, input.reason, {
    ...context,
    notifyStaff: true,
  })
  if (!cancelled) throw gone()
  return cancelled
}
