import { CONTACT_LIMITS } from '@/shared/contact/contact-fields'

/**
 * Booking constants without zod, so the booking form can import them without putting the validation library on
 * /book-call's first load (the schema, booking.schema.ts, loads when the form is first used).
 */
export const BOOKING_NOTE_MAX = CONTACT_LIMITS.message
