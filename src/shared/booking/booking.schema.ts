import { z } from 'zod'
import { contactSubmissionInputSchema, HONEYPOT_FIELD } from '@/shared/contact/contact.schema'
import { schoolSlugParamSchema } from '@/shared/schools/school.schema'
import { textField } from '@/shared/text-field'
import { BOOKING_NOTE_MAX } from './booking-fields'
import { formatWholeNumber } from '@/shared/us-format'

/**
 * Booking a call without a scheduler (ADR 0066): the open slots of the office hours, and a booking of one. Times
 * travel as instants; the words people read ("Tuesday, March 10", "9:30 AM", "Eastern Time") are made by the
 * server in the office's time zone and sent alongside, so every visitor sees the office's clock, named.
 */
export const bookingSlotSchema = z.object({
  start: z.date(),
  end: z.date(),
  /** "9:30 AM", on the office's clock. */
  label: z.string(),
})
export type BookingSlot = z.infer<typeof bookingSlotSchema>

export const bookingDaySchema = z.object({
  /** The office's calendar date, "2026-03-10". */
  date: z.string(),
  /** "Tuesday, March 10" */
  label: z.string(),
  slots: z.array(bookingSlotSchema),
})
export type BookingDay = z.infer<typeof bookingDaySchema>

export const bookingSlotsSchema = z.object({
  /** IANA name of the office's time zone (BOOKING_TIMEZONE). */
  timeZone: z.string(),
  /** Its everyday name, "Eastern Time". */
  timeZoneName: z.string(),
  /** The length of a call. */
  slotMinutes: z.number().int(),
  /** The days with at least one open slot, soonest first. */
  days: z.array(bookingDaySchema),
})
export type BookingSlots = z.infer<typeof bookingSlotsSchema>

/** An IANA zone this runtime knows (its Intl data), as a browser reports it. */
export const isKnownTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The visitor's own time zone (ADR 0103): their email shows the call in it beside the office's. */
export const visitorTimeZoneSchema = textField()
  .max(64, 'Time zone must be at most 64 characters')
  .refine((zone) => /^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone) && isKnownTimeZone(zone), {
    error: 'Pick a time zone from the list',
  })
  .meta({
    description: 'The visitor’s IANA time zone, as the browser detects it or they picked it (optional)',
    examples: ['America/Chicago'],
  })

/**
 * A booking as the form sends it: who (the contact form's fields and honeypot), which slot (its start, as
 * listed), and optionally a note, the visitor's time zone and the school page it came from (`?school=<slug>`).
 */
export const bookCallInputSchema = contactSubmissionInputSchema
  .pick({
    firstName: true,
    lastName: true,
    email: true,
    jobTitle: true,
    company: true,
    [HONEYPOT_FIELD]: true,
  })
  .extend({
    start: textField({ error: 'Pick a time' })
      .min(1, 'Pick a time')
      .pipe(z.iso.datetime({ offset: true, error: 'Pick one of the times offered' }))
      .transform((value) => new Date(value))
      .meta({
        description: 'The start of an open slot, exactly as `GET /api/booking/slots` lists it (ISO 8601)',
        format: 'date-time',
        examples: ['2026-03-10T14:30:00.000Z'],
      }),
    note: textField()
      .trim()
      .max(BOOKING_NOTE_MAX, `Note must be at most ${formatWholeNumber(BOOKING_NOTE_MAX)} characters`)
      .nullish()
      .transform((value) => value || null)
      .meta({
        description: `What the call should cover (up to ${formatWholeNumber(BOOKING_NOTE_MAX)} characters; optional)`,
        examples: ['Sampling at three campuses in the fall.'],
      }),
    timeZone: visitorTimeZoneSchema.optional(),
    school: schoolSlugParamSchema.shape.slug.optional().meta({
      description: 'The school page the visitor came from (its slug, `?school=` on /book-call); optional',
      examples: ['university-of-wisconsin-madison'],
    }),
  })
export type BookCallInput = z.input<typeof bookCallInputSchema>
export type BookCallValues = z.output<typeof bookCallInputSchema>

/** What the visitor gets back: the call, in words, and the only way to its invite. No id: nothing to count. */
export const bookedCallSchema = z.object({
  start: z.date(),
  end: z.date(),
  /** "Tuesday, March 10, 2026 at 9:30 AM Eastern Time" */
  label: z.string(),
  /** The .ics invite's unguessable link. */
  inviteUrl: z.string(),
  /** Whether a confirmation email, with the invite and the links to move or cancel, is on its way (SMTP_URL set). */
  emailed: z.boolean(),
})
export type BookedCall = z.infer<typeof bookedCallSchema>

/** The invite's key in its link: a public id (ADR 0053). Any other text is simply not found (404). */
export const inviteTokenSchema = z.object({
  token: textField().meta({
    description: 'The unguessable key in the booking’s `inviteUrl`',
    examples: ['Vq3x7N1bR0aYc2kLmP9sTw'],
  }),
})

/** `GET /api/admin/bookings` (issue 37, `bookings:read`): booked calls from a time on, soonest first. */
export const bookedCallsQuerySchema = z.object({
  from: z
    .preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce.date({ error: 'Enter a valid date' }).optional(),
    )
    .meta({
      description: 'Only calls starting at or after this time (ISO 8601); default: now',
      format: 'date-time',
      examples: ['2026-12-01T00:00:00Z'],
    }),
})

export const bookedCallEntrySchema = z.object({
  leadId: z.number().int().meta({ description: 'The lead (contact submission) the call belongs to' }),
  firstName: z.string().meta({ description: 'Who booked it' }),
  lastName: z.string().meta({ description: 'Who booked it' }),
  email: z.string().meta({ description: 'Their email', format: 'email' }),
  company: z.string().meta({ description: 'Their company' }),
  status: z.string().meta({ description: 'The lead’s status (new, contacted, closed)' }),
  startsAt: z.date().meta({ description: 'When the call starts' }),
  endsAt: z.date().meta({ description: 'When it ends' }),
})
export const bookedCallListSchema = z.array(bookedCallEntrySchema)
