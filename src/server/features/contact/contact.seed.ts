import type { Em } from '@/server/db/orm'
import { createContactSubmission } from './contact.factory'

const day = 86_400_000

/** A few submissions so /admin shows the workflow on a fresh start (demo data only). */
export async function seedContactSubmissions(em: Em): Promise<void> {
  const now = Date.now()
  await createContactSubmission(em, {
    firstName: 'Maya',
    lastName: 'Chen',
    email: 'maya.chen@example.com',
    jobTitle: 'Director of Brand Partnerships',
    company: 'Brightside Energy Drinks',
    message: 'We are launching a new flavor this fall and want sampling at ten Big Ten campuses.',
    status: 'new',
    createdAt: new Date(now - 2 * day),
  })
  await createContactSubmission(em, {
    firstName: 'Andre',
    lastName: 'Williams',
    email: 'andre.williams@example.com',
    jobTitle: 'Marketing Manager',
    company: 'Campus Threads Apparel',
    message: 'Preferred times: weekday mornings, Eastern time.',
    source: 'call-request',
    status: 'contacted',
    createdAt: new Date(now - 6 * day),
  })
  await createContactSubmission(em, {
    firstName: 'Priya',
    lastName: 'Raman',
    email: 'priya.raman@example.com',
    jobTitle: 'Growth Lead',
    company: 'StudyLoop',
    message: null,
    status: 'closed',
    createdAt: new Date(now - 20 * day),
  })
}
