import type { Em } from '@/server/db/orm'
import { ContactSubmissionEntity, type ContactSubmission } from './contact-submission.entity'

export type ContactSubmissionSeed = Partial<
  Pick<
    ContactSubmission,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'jobTitle'
    | 'company'
    | 'message'
    | 'status'
    | 'source'
    | 'createdAt'
  >
> & { userId?: number | null }

let made = 0

/** A stored contact submission with plausible defaults: for the seed and the tests. */
export async function createContactSubmission(em: Em, seed: ContactSubmissionSeed = {}) {
  made++
  const { userId, ...fields } = seed
  const row = em.create(ContactSubmissionEntity, {
    firstName: 'Jordan',
    lastName: `Rivera ${made}`,
    email: `jordan.rivera${made}@example.com`,
    jobTitle: 'Brand Manager',
    company: 'Northwind Beverages',
    message: null,
    status: 'new',
    source: 'contact',
    ...fields,
    user: userId ?? null,
  })
  await em.flush()
  return row
}
