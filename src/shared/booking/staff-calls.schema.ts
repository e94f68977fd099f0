import { z } from 'zod'
import { blankAsUnset, idParamSchema } from '@/shared/fields'
import { textField } from '@/shared/text-field'
import { cancelCallInputSchema, rescheduleCallInputSchema } from './call-change.schema'
import { CALL_VIEWS, isOfficeDate, OFFICE_DATE_SHAPE } from './call-views'

/**
 * The staff's upcoming-calls screen (issue 38 point 3): the booked calls of an office day or week, moving and
 * cancelling one for the visitor, marking what became of it, and each staff member's calendar feed (ADR 0125).
 */
export const CALL_OUTCOMES = ['held', 'no-show'] as const
export type CallOutcomeValue = (typeof CALL_OUTCOMES)[number]
export const CALL_OUTCOME_LABELS: Record<CallOutcomeValue, string> = { held: 'Held', 'no-show': 'No-show' }

/** An office calendar date, "2026-03-10": a real date, not just the shape. */
export const officeDateSchema = textField()
  .regex(OFFICE_DATE_SHAPE, 'Enter a date as YYYY-MM-DD')
  .refine(isOfficeDate, 'Enter a real date')

export const staffCallsQuerySchema = z.object({
  date: blankAsUnset(officeDateSchema).meta({
    description: 'An office date (YYYY-MM-DD, BOOKING_TIMEZONE); default: today in the office',
    examples: ['2026-03-10'],
  }),
  view: blankAsUnset(z.enum(CALL_VIEWS, { error: 'View must be day or week' })).meta({
    description: 'One office day, or the Monday-to-Sunday week holding the date; default: day',
    examples: ['week'],
  }),
})
export type StaffCallsQuery = z.input<typeof staffCallsQuerySchema>

export const staffCallSchema = z.object({
  id: z.number().int().meta({ description: 'The lead (contact submission) the call belongs to' }),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  jobTitle: z.string(),
  company: z.string(),
  school: z.string().nullable().meta({ description: 'The school page the visitor booked from, if any' }),
  note: z.string().nullable().meta({ description: 'What the visitor wrote with the booking' }),
  start: z.date(),
  end: z.date(),
  /** "9:30 AM – 10:00 AM", on the office's clock. */
  timeLabel: z.string(),
  /** The visitor's own zone as they booked, if known. */
  visitorTimeZone: z.string().nullable(),
  cancelled: z.boolean(),
  cancelReason: z.string().nullable(),
  outcome: z.enum(CALL_OUTCOMES).nullable(),
  /** Whether the call's start has passed (its outcome may be marked; it can no longer be moved or cancelled). */
  started: z.boolean(),
})
export type StaffCall = z.infer<typeof staffCallSchema>

export const staffCallDaySchema = z.object({
  date: z.string().meta({ description: 'The office date, YYYY-MM-DD' }),
  label: z.string().meta({ description: '"Tuesday, March 10"' }),
  calls: z.array(staffCallSchema),
})

export const staffCallsSchema = z.object({
  view: z.enum(CALL_VIEWS),
  /** The first office date shown. */
  date: z.string(),
  /** The dates the previous and next buttons go to. */
  previous: z.string(),
  next: z.string(),
  /** The office's own date today. */
  today: z.string(),
  timeZone: z.string(),
  timeZoneName: z.string(),
  days: z.array(staffCallDaySchema),
})
export type StaffCalls = z.infer<typeof staffCallsSchema>

/** Staff move a call by its lead's id, to a time as the open slots list it. */
export const staffMoveCallInputSchema = idParamSchema.extend({
  start: rescheduleCallInputSchema.shape.start,
})
export type StaffMoveCallInput = z.input<typeof staffMoveCallInputSchema>

export const staffCancelCallInputSchema = idParamSchema.extend({
  reason: cancelCallInputSchema.shape.reason.meta({
    description: 'Why, told to the visitor in no email but kept on the lead (optional)',
    examples: ['The visitor asked by phone.'],
  }),
})
export type StaffCancelCallInput = z.input<typeof staffCancelCallInputSchema>

export const callOutcomeInputSchema = idParamSchema.extend({
  outcome: z.enum(CALL_OUTCOMES, { error: 'Outcome must be held or no-show' }).meta({
    description: 'What became of the call: held, or the visitor did not come',
    examples: ['held'],
  }),
})
export type CallOutcomeInput = z.input<typeof callOutcomeInputSchema>

/** A staff change's answer: the call as it now stands. */
export const staffCallResultSchema = z.object({ call: staffCallSchema, emailed: z.boolean() })

/** The signed-in staff member's feed: when its URL was made (null: none yet). The URL itself is never kept. */
export const calendarFeedStatusSchema = z.object({ createdAt: z.date().nullable() })

/** A feed URL just made: shown this once (ADR 0125). */
export const calendarFeedCreatedSchema = z.object({ url: z.string(), createdAt: z.date() })

export const calendarFeedTokenSchema = z.object({
  token: textField().meta({
    description: 'The secret in the feed’s URL',
    examples: ['Vq3x7N1bR0aYc2kLmP9sTwQ1'],
  }),
})
