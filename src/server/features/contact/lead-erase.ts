import type { Em } from '@/server/db/orm'
import { notFound } from '@/server/errors'
import { CALL_EMAIL_QUEUE } from '@/server/features/booking/public'
import { eraseLeadDeliveries } from '@/server/features/webhooks/public'
import { jobDbOn } from '@/server/lib/jobs/job-db'
import type { JobQueue } from '@/server/lib/jobs/job-queue'
import { ContactSubmissionEntity } from './contact-submission.entity'
import { LEAD_NOTIFY_QUEUE } from './lead-notifications'

/**
 * Erase a person (issue 38 point 5, ADR 0130): every lead from their address (any case), booked calls included,
 * with what hangs off them (notes, status history, further messages, call emails: by cascade), the webhook
 * deliveries that carry them, and the jobs still queued for them (the staff email, the call's emails and
 * reminders, the deliveries), in one transaction: all of it goes, or none. The visitor gets no cancel email for
 * an upcoming call: they asked to be forgotten, and an email would be one more copy of their address.
 *
 * Answers only how many leads went: the operation's result is what the audit trail may keep, and it holds no
 * personal data. Nothing here logs the address.
 */
export async function eraseLeads(
  em: Em,
  input: { email?: string | undefined; id?: number | undefined },
  jobs: JobQueue | null,
): Promise<{ erased: number }> {
  return em.transactional(async (tx) => {
    let email = input.email
    if (input.id !== undefined) {
      const lead = await tx.findOne(ContactSubmissionEntity, { id: input.id }, { fields: ['email'] })
      if (!lead) throw notFound('Contact submission')
      email = lead.email
    }
    if (email === undefined) return { erased: 0 }
    const rows = await tx.execute<{ id: number }[]>(
      'select id from contact_submissions where lower(email) = lower(?) for update',
      [email],
    )
    return {
      erased: await eraseLeadIds(
        tx,
        rows.map((row) => Number(row.id)),
        jobs,
      ),
    }
  })
}

/**
 * The cascade both the erase and the retention purge (ADR 0152) use, in the caller's transaction `tx`, on leads
 * it has locked: the webhook deliveries that carry them, the jobs still queued for them, then the rows (notes,
 * status history, further messages, call emails and outcomes go with them by cascade). How many went.
 */
export async function eraseLeadIds(tx: Em, ids: number[], jobs: JobQueue | null): Promise<number> {
  if (ids.length === 0) return 0
  await eraseLeadDeliveries(tx, ids)
  if (jobs) await dropQueuedJobs(tx, jobs, ids)
  await tx.nativeDelete(ContactSubmissionEntity, { id: { $in: ids } })
  return ids.length
}

/** The staff emails and call emails (reminders too) still queued for these leads, deleted in `tx`. */
async function dropQueuedJobs(tx: Em, jobs: JobQueue, ids: number[]) {
  const db = jobDbOn(tx)
  for (const queue of [LEAD_NOTIFY_QUEUE, CALL_EMAIL_QUEUE])
    for (const submissionId of ids) {
      const queued = await jobs.findJobs(queue, { data: { submissionId }, queued: true, db })
      if (queued.length)
        await jobs.deleteJob(
          queue,
          queued.map((job) => job.id),
          { db },
        )
    }
}
