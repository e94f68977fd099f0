import { UniqueConstraintViolationException } from '@mikro-orm/core'
import type { BookCallValues, BookedCall, BookingSlots } from '@/shared/booking/booking.schema'
import { HONEYPOT_FIELD } from '@/shared/contact/contact-fields'
import { isPublicId } from '@/shared/matching/public-id'
import { schoolSlug } from '@/shared/schools/slug'
import type { Config } from '@/server/config'
import type { Em } from '@/server/db/orm'
import { AppError, notFound } from '@/server/errors'
import {
  ContactSubmissionEntity,
  keepHoneypotCatch,
  leadEventData,
  type SubmitContext,
} from '@/server/features/contact/public'
import { emitWebhookEvent } from '@/server/features/webhooks/public'
import { newPublicId } from '@/server/lib/public-id'
import { SchoolEntity } from '@/server/features/schools/public'
import { callInviteIcs, type InviteConfig } from './call-invite'
import type { CallEmailSender } from './call-emails'
import { callLabel, dayLabel, timeLabel, timeZoneName } from '@/server/lib/time/labels'
import {
  bookingWindow,
  gridSlots,
  isDayFull,
  isTaken,
  isTooSoon,
  openSlots,
  BOOKING_DAYS,
  type Booked,
  type BookingRules,
  type Slot,
} from './slots'

export type BookingConfig = Pick<
  Config,
  | 'BOOKING_HOURS'
  | 'BOOKING_TIMEZONE'
  | 'BOOKING_SLOT_MINUTES'
  | 'BOOKING_NOTICE_MINUTES'
  | 'BOOKING_BUFFER_MINUTES'
  | 'BOOKING_MAX_PER_DAY'
>

export const bookingRulesOf = (config: BookingConfig): BookingRules => ({
  hours: config.BOOKING_HOURS,
  timeZone: config.BOOKING_TIMEZONE,
  slotMinutes: config.BOOKING_SLOT_MINUTES,
  noticeMinutes: config.BOOKING_NOTICE_MINUTES,
  bufferMinutes: config.BOOKING_BUFFER_MINUTES,
  maxPerDay: config.BOOKING_MAX_PER_DAY,
})

/** The calls booked (not cancelled) that could overlap a slot offered at `now`, but the one being moved. */
async function bookedCalls(em: Em, now: Date, except?: number): Promise<Booked[]> {
  const { from, to } = bookingWindow(now)
  const rows = await em.find(
    ContactSubmissionEntity,
    {
      callStartsAt: { $gte: from, $lt: to },
      callCancelledAt: null,
      ...(except === undefined ? {} : { id: { $ne: except } }),
    },
    { fields: ['callStartsAt', 'callEndsAt'] },
  )
  return rows.map((row) => ({ start: row.callStartsAt!, end: row.callEndsAt ?? row.callStartsAt! }))
}

/** The open slots of the next BOOKING_DAYS days, grouped by the office's calendar day. */
export async function listOpenSlots(em: Em, config: BookingConfig, now = new Date()): Promise<BookingSlots> {
  const rules = bookingRulesOf(config)
  const days = new Map<string, BookingSlots['days'][number]>()
  for (const slot of openSlots(rules, now, await bookedCalls(em, now))) {
    let day = days.get(slot.date)
    if (!day) {
      day = { date: slot.date, label: dayLabel(slot.date), slots: [] }
      days.set(slot.date, day)
    }
    day.slots.push({ start: slot.start, end: slot.end, label: timeLabel(slot.start, rules.timeZone) })
  }
  return {
    timeZone: rules.timeZone,
    timeZoneName: timeZoneName(rules.timeZone, now),
    slotMinutes: rules.slotMinutes,
    days: [...days.values()],
  }
}

export const inviteUrlOf = (publicUrl: string, token: string) =>
  `${publicUrl}/api/booking/calls/${token}/invite.ics`

export const TAKEN = 'That time has just been booked by someone else. Please pick another time.'
const NO_LONGER = 'That time is no longer available. Please pick another time.'

/** The slot of the office hours that starts at `start`, from yesterday on; a 400 naming `start` when none does. */
export function gridSlotAt(rules: BookingRules, start: Date, now: Date): Slot {
  // From yesterday on: a listed slot that has passed since is "no longer available", not "unknown".
  const slot = gridSlots(rules, new Date(now.getTime() - 24 * 60 * 60_000), BOOKING_DAYS + 1).find(
    (candidate) => candidate.start.getTime() === start.getTime(),
  )
  if (!slot)
    throw new AppError('BAD_REQUEST', 'Pick one of the times offered.', {
      fields: { start: 'Pick one of the times offered' },
    })
  return slot
}

/**
 * Runs `work` in a transaction holding the office day's advisory lock: bookings and moves onto one day, on any
 * replica, take turns between their check and their write, so the buffer and the day's cap hold under a race too
 * (the unique start alone stops only two bookings of the very same start). Short: a read and one write.
 */
export function underDayLock<T>(em: Em, slot: Slot, work: (tx: Em) => Promise<T>): Promise<T> {
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`booking-day:${slot.date}`])
    return work(tx)
  })
}

/**
 * A 409 unless the slot is far enough ahead, clear of every other booked call and its buffer, and its day not
 * full (`except`: the call being moved).
 */
export async function assertOpen(
  em: Em,
  slot: Slot,
  now: Date,
  rules: BookingRules,
  except?: number,
): Promise<void> {
  if (isTooSoon(slot, now, rules)) throw new AppError('CONFLICT', NO_LONGER)
  const booked = await bookedCalls(em, now, except)
  if (isTaken(slot, booked, rules)) throw new AppError('CONFLICT', TAKEN)
  if (isDayFull(slot, booked, rules))
    throw new AppError('CONFLICT', 'That day is fully booked. Please pick another day.')
}

/**
 * Books a slot (ADR 0066): the same spam defences as the contact form (the caller's per-IP allowance first, then
 * the honeypot), then the slot must be one the office hours offer, still ahead by the notice and clear of other
 * calls. The lead is one insert (committed with its webhook deliveries, ADR 0094) whose unique start decides a
 * race: of two bookings of one slot, on any replicas, one is stored and the other is a 409. Staff are notified as for any lead (ADR 0015), and the
 * visitor gets a confirmation with the invite and the links to move or cancel (ADR 0103), both durable jobs.
 */
export async function bookCall(
  em: Em,
  input: BookCallValues,
  context: SubmitContext & {
    config: BookingConfig & Pick<Config, 'PUBLIC_URL'>
    /** Queues the visitor's confirmation; null when visitor emails are off (ADR 0103). */
    emailVisitor: CallEmailSender | null
    now?: Date
  },
): Promise<BookedCall> {
  await context.limiter.hit(context.ip)
  const now = context.now ?? new Date()
  const rules = bookingRulesOf(context.config)
  const slot = gridSlotAt(rules, input.start, now)
  const answer = (token: string): BookedCall => ({
    start: slot.start,
    end: slot.end,
    label: callLabel(slot.start, rules.timeZone),
    inviteUrl: inviteUrlOf(context.config.PUBLIC_URL, token),
    emailed: Boolean(context.emailVisitor),
  })
  const values = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    jobTitle: input.jobTitle,
    company: input.company,
    message: input.note,
    source: 'call-request' as const,
    status: 'new' as const,
  }
  // A bot is answered as a person would be, with a link that leads nowhere (ADR 0010). What it sent is kept in
  // the spam folder, as the contact form's catches are (ADR 0130), without the call: the slot stays open.
  if (input[HONEYPOT_FIELD]) {
    await keepHoneypotCatch(em, values)
    return answer(newPublicId())
  }
  const school = input.school
    ? await em.findOne(SchoolEntity, { slug: schoolSlug(input.school) }, { fields: ['id'] })
    : null
  if (input.school && !school)
    throw new AppError('BAD_REQUEST', 'Unknown school.', { fields: { school: 'No school has this address' } })
  const token = newPublicId()
  let id: number
  try {
    // The lead and its webhook deliveries commit together (ADR 0094): a booked call is a lead too.
    id = await underDayLock(em, slot, async (tx) => {
      await assertOpen(tx, slot, now, rules)
      const stored = Number(
        await tx.insert(ContactSubmissionEntity, {
          ...values,
          user: context.userId ?? null,
          notification: context.notify ? 'pending' : null,
          callStartsAt: slot.start,
          callEndsAt: slot.end,
          inviteToken: token,
          school: school?.id ?? null,
          callTimeZone: input.timeZone ?? null,
          callSequence: 0,
          manageToken: newPublicId(),
          visitorEmail: context.emailVisitor ? 'pending' : null,
        }),
      )
      const lead = leadEventData(stored, values, { startsAt: slot.start, endsAt: slot.end })
      await emitWebhookEvent(tx, 'lead.created', lead)
      await emitWebhookEvent(tx, 'call.booked', lead)
      return stored
    })
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new AppError('CONFLICT', TAKEN)
    throw error
  }
  await context.notify?.(id)
  await context.emailVisitor?.({ submissionId: id, kind: 'confirmed', sequence: 0 })
  await context.emailVisitor?.remind({ id, start: slot.start, sequence: 0 }, now)
  return answer(token)
}

/** The booked call's .ics file, by the token in its link; anything else is a 404 that says nothing more. */
export async function callInvite(
  em: Em,
  token: string,
  config: InviteConfig,
  now = new Date(),
): Promise<{ filename: string; contentType: string; body: string }> {
  const missing = notFound('Invitation')
  if (!isPublicId(token)) throw missing
  const call = await em.findOne(ContactSubmissionEntity, { inviteToken: token }, { populate: ['school'] })
  if (!call?.callStartsAt || !call.callEndsAt) throw missing
  return {
    filename: 'strategy-call.ics',
    contentType: 'text/calendar; charset=utf-8',
    body: callInviteIcs({ ...call, callStartsAt: call.callStartsAt, callEndsAt: call.callEndsAt }, config, {
      now,
    }),
  }
}
