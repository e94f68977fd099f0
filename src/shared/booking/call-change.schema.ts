import { z } from 'zod'
import { textField } from '@/shared/text-field'
import { formatWholeNumber } from '@/shared/us-format'
import { bookingSlotsSchema } from './booking.schema'

/**
 * A visitor moving or cancelling their booked call by the links in its email (ADR 0104): the key in the link,
 * what opening the link shows (nothing changes), and the two changes, each made by a button press.
 */
export const CANCEL_REASON_MAX = 500

/** The key of the links: a public id (ADR 0053). Any other text, a used key or an expired one is a 404. */
export const callKeySchema = z.object({
  token: textField().meta({
    description: 'The unguessable key in the email’s links to move or cancel the call',
    examples: ['Vq3x7N1bR0aYc2kLmP9sTw'],
  }),
})

/** What opening a link shows: the call, and the times it may move to. */
export const managedCallSchema = z.object({
  start: z.date(),
  end: z.date(),
  /** "Tuesday, March 10, 2026 at 9:30 AM Eastern Time" */
  label: z.string(),
  /** The visitor's own zone as they booked, if known. */
  timeZone: z.string().nullable(),
  /** The open times of the office hours, as `GET /api/booking/slots` lists them. */
  slots: bookingSlotsSchema,
})
export type ManagedCall = z.infer<typeof managedCallSchema>

export const rescheduleCallInputSchema = callKeySchema.extend({
  start: textField({ error: 'Pick a time' })
    .min(1, 'Pick a time')
    .pipe(z.iso.datetime({ offset: true, error: 'Pick one of the times offered' }))
    .transform((value) => new Date(value))
    .meta({
      description: 'The new start: an open slot, exactly as listed (ISO 8601)',
      format: 'date-time',
      examples: ['2026-03-11T15:00:00.000Z'],
    }),
})
export type RescheduleCallInput = z.input<typeof rescheduleCallInputSchema>

export const cancelCallInputSchema = callKeySchema.extend({
  reason: textField()
    .trim()
    .max(CANCEL_REASON_MAX, `Reason must be at most ${formatWholeNumber(CANCEL_REASON_MAX)} characters`)
    .nullish()
    .transform((value) => value || null)
    .meta({ description: 'Why, if the visitor wants to say (optional)', examples: ['Our launch moved.'] }),
})
export type CancelCallInput = z.input<typeof cancelCallInputSchema>

/** After a change: the call as it now stands, and whether an email with the updated invite is on its way. */
export const callChangeResultSchema = z.object({
  start: z.date(),
  end: z.date(),
  label: z.string(),
  cancelled: z.boolean(),
  emailed: z.boolean(),
})
export type CallChangeResult = z.infer<typeof callChangeResultSchema>
