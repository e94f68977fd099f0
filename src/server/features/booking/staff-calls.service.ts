import type { CallOutcomeValue, StaffCall, StaffCalls } from '@/shared/booking/staff-calls.schema'
import type { Em } from '@/server/db/orm'
import { AppError, notFound } from '@/server/errors'
import { ContactSubmissionEntity } from '@/server/features/contact/public'
import { dayLabel, timeLabel, timeZoneName } from '@/server/lib/time/labels'
import {
  addDays,
  instantAt,
  isoDateOf,
  localDateOf,
  weekdayOf,
  type LocalDate,
} from '@/server/lib/time/zoned-time'
import { CallOutcomeEntity } from './call-outcome.entity'
import { cancelBookedCall, moveBookedCall, type BookedRow, type ChangeContext } from './call-changes.service'

/**
 * The staff's side of booked calls (issue 38 point 3): the calls of an office day or week, and staff moving,
 * cancelling and marking them. Moves and cancels are the visitor's own (call-changes.service.ts): the visitor is
 * emailed the updated invite, reminders follow, webhooks fire and the slot reopens on every replica.
 */

const parseDate = (iso: string): LocalDate => {
  const [year, month, day] = iso.split('-').map(Number)
  return { year: year!, month: month!, day: day! }
}

/** The instant an office day begins (its first minute that exists, should midnight be skipped by DST). */
function dayStart(date: LocalDate, timeZone: string): Date {
  for (let minutes = 0; minutes <= 120; minutes += 30) {
    const instant = instantAt(date, minutes, timeZone)
    if (instant) return instant
  }
  throw new Error(`No start of day for ${isoDateOf(date)} in ${timeZone}`)
}

type CallRow = BookedRow & { school?: { name: string } | null }

function staffCallOf(row: CallRow, outcome: CallOutcomeValue | null, timeZone: string, now: Date): StaffCall {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    jobTitle: row.jobTitle,
    company: row.company,
    school: row.school?.name ?? null,
    note: row.message ?? null,
    start: row.callStartsAt,
    end: row.callEndsAt,
    timeLabel: `${timeLabel(row.callStartsAt, timeZone)} – ${timeLabel(row.callEndsAt, timeZone)}`,
    visitorTimeZone: row.callTimeZone ?? null,
    cancelled: Boolean(row.callCancelledAt),
    cancelReason: row.callCancelReason ?? null,
    outcome,
    started: row.callStartsAt.getTime() <= now.getTime(),
  }
}

async function outcomesOf(em: Em, ids: number[]): Promise<Map<number, CallOutcomeValue>> {
  if (!ids.length) return new Map()
  const rows = await em.find(CallOutcomeEntity, { submission: { $in: ids } })
  return new Map(rows.map((row) => [row.submission.id, row.outcome]))
}

/** The calls of one office day or its Monday-to-Sunday week, cancelled ones included (marked), by start. */
export async function listStaffCalls(
  em: Em,
  input: { date?: string; view?: 'day' | 'week' },
  timeZone: string,
  now = new Date(),
): Promise<StaffCalls> {
  const view = input.view ?? 'day'
  const today = localDateOf(now, timeZone)
  const asked = input.date ? parseDate(input.date) : today
  // A week starts on the Monday on or before the date.
  const first = view === 'week' ? addDays(asked, -((weekdayOf(asked) + 6) % 7)) : asked
  const length = view === 'week' ? 7 : 1
  const dates = Array.from({ length }, (_, index) => addDays(first, index))
  const from = dayStart(first, timeZone)
  const to = dayStart(addDays(first, length), timeZone)
  const rows = (await em.find(
    ContactSubmissionEntity,
    { callStartsAt: { $gte: from, $lt: to }, callEndsAt: { $ne: null } },
    { populate: ['school'], orderBy: { callStartsAt: 'asc', id: 'asc' }, limit: 1000 },
  )) as CallRow[]
  const outcomes = await outcomesOf(
    em,
    rows.map((row) => row.id),
  )
  const days = dates.map((date) => ({
    date: isoDateOf(date),
    label: dayLabel(isoDateOf(date)),
    calls: [] as StaffCall[],
  }))
  for (const row of rows) {
    const day = days.find(
      (candidate) => candidate.date === isoDateOf(localDateOf(row.callStartsAt, timeZone)),
    )
    day?.calls.push(staffCallOf(row, outcomes.get(row.id) ?? null, timeZone, now))
  }
  return {
    view,
    date: isoDateOf(first),
    previous: isoDateOf(addDays(first, -length)),
    next: isoDateOf(addDays(first, length)),
    today: isoDateOf(today),
    timeZone,
    timeZoneName: timeZoneName(timeZone, from),
    days,
  }
}

/** A booked call by its lead's id: 404 for a lead without a booked time. */
async function bookedCall(em: Em, id: number): Promise<CallRow> {
  const row = await em.findOne(ContactSubmissionEntity, { id }, { populate: ['school'] })
  if (!row?.callStartsAt || !row.callEndsAt) throw notFound('Booked call')
  return row as CallRow
}

/** A call staff may still move or cancel: not cancelled, not started. */
async function changeableCall(em: Em, id: number, now: Date): Promise<CallRow> {
  const call = await bookedCall(em, id)
  if (call.callCancelledAt) throw new AppError('CONFLICT', 'This call is already cancelled.')
  if (call.callStartsAt.getTime() <= now.getTime())
    throw new AppError('CONFLICT', 'This call has already started; it can no longer be moved or cancelled.')
  return call
}

const CHANGED =
  'This call was changed a moment ago (by the visitor or another staff member). Reload and try again.'

async function answerFor(em: Em, id: number, timeZone: string, now: Date, emailed: boolean) {
  em.clear()
  const call = await bookedCall(em, id)
  const outcomes = await outcomesOf(em, [id])
  return { call: staffCallOf(call, outcomes.get(id) ?? null, timeZone, now), emailed }
}

/** Staff move a call to another open slot: the visitor gets the updated invite (SEQUENCE one higher). */
export async function staffMoveCall(em: Em, input: { id: number; start: Date }, context: ChangeContext) {
  const now = context.now ?? new Date()
  const call = await changeableCall(em, input.id, now)
  const moved = await moveBookedCall(em, call, { callSequence: call.callSequence }, input.start, {
    ...context,
    now,
    notifyStaff: false,
  })
  if (!moved) throw new AppError('CONFLICT', CHANGED)
  return answerFor(em, input.id, context.config.BOOKING_TIMEZONE, now, moved.emailed)
}

/** Staff cancel a call: the visitor gets METHOD:CANCEL for the same UID; the slot is free at once. */
export async function staffCancelCall(
  em: Em,
  input: { id: number; reason: string | null },
  context: ChangeContext,
) {
  const now = context.now ?? new Date()
  const call = await changeableCall(em, input.id, now)
  const cancelled = await cancelBookedCall(em, call, { callSequence: call.callSequence }, input.reason, {
    ...context,
    now,
    notifyStaff: false,
  })
  if (!cancelled) throw new AppError('CONFLICT', CHANGED)
  return answerFor(em, input.id, context.config.BOOKING_TIMEZONE, now, cancelled.emailed)
}

/**
 * Marks what became of a call: held or a no-show, once its start has passed, and not for a cancelled call. A
 * second mark replaces the first (a slip is corrected the same way it was made).
 */
export async function markCallOutcome(
  em: Em,
  input: { id: number; outcome: CallOutcomeValue },
  context: { userId: number; timeZone: string; now?: Date },
) {
  const now = context.now ?? new Date()
  const call = await bookedCall(em, input.id)
  if (call.callCancelledAt) throw new AppError('CONFLICT', 'A cancelled call has no outcome to mark.')
  if (call.callStartsAt.getTime() > now.getTime())
    throw new AppError('CONFLICT', 'A call can be marked held or no-show only once it has started.')
  await em.upsert(
    CallOutcomeEntity,
    { submission: input.id, outcome: input.outcome, markedAt: now, markedBy: context.userId },
    { onConflictFields: ['submission'], onConflictAction: 'merge' },
  )
  return answerFor(em, input.id, context.timeZone, now, false)
}
