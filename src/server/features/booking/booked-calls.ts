import type { z } from 'zod'
import type { bookedCallListSchema } from '@/shared/booking/booking.schema'
import type { Em } from '@/server/db/orm'
import { ContactSubmissionEntity } from '@/server/features/contact/public'

/** At most this many calls in one answer: a year of office hours is fewer. */
const MAX_CALLS = 1000

/** Booked calls starting at or after `from`, soonest first (for integrations with `bookings:read`, ADR 0095). */
export async function listBookedCalls(em: Em, from: Date): Promise<z.input<typeof bookedCallListSchema>> {
  const rows = await em.find(
    ContactSubmissionEntity,
    { callStartsAt: { $gte: from } },
    { orderBy: { callStartsAt: 'asc', id: 'asc' }, limit: MAX_CALLS },
  )
  return rows.map((row) => ({
    leadId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    company: row.company,
    status: row.status,
    startsAt: row.callStartsAt!,
    endsAt: row.callEndsAt ?? row.callStartsAt!,
  }))
}
