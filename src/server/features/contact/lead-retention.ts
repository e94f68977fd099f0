import type { Config } from '@/server/config'
import type { Em, Orm } from '@/server/db/orm'
import type { JobQueue } from '@/server/lib/jobs/job-queue'
import type { Logger } from '@/server/logger'
import { eraseLeadIds } from './lead-erase'

export const LEAD_PURGE_QUEUE = 'lead-purge'
/** Daily, at a quiet hour (UTC), after the audit purge: leads are kept for days, so a day's lag is in the promise. */
export const LEAD_PURGE_CRON = '41 3 * * *'
/** Leads erased per transaction: a long backlog (a first run, a shortened retention) goes in short locks. */
const PURGE_BATCH = 100
const DAY_MS = 24 * 3600_000

type RetentionConfig = Pick<Config, 'LEAD_RETENTION_DAYS'>

/** Whether leads are erased on a schedule at all: LEAD_RETENTION_DAYS=0 keeps them until staff erase them. */
export const leadRetentionDays = (config: RetentionConfig): number | null =>
  config.LEAD_RETENTION_DAYS > 0 ? config.LEAD_RETENTION_DAYS : null

/**
 * A lead's last activity (ADR 0152): the latest of when it came in, its call's start and end, its cancel, and its
 * newest note, status change and further message. A call still ahead is activity in the future, so a booked call
 * is never erased before it happens, however old the lead.
 */
const STALE_LEADS = `
  select s.id from contact_submissions s
   where greatest(
           s.created_at, s.call_starts_at, s.call_ends_at, s.call_cancelled_at,
           (select max(n.created_at) from lead_notes n where n.submission_id = s.id),
           (select max(c.created_at) from lead_status_changes c where c.submission_id = s.id),
           (select max(m.created_at) from lead_messages m where m.submission_id = s.id)
         ) < ?
   order by s.id
   limit ${PURGE_BATCH}
   for update of s skip locked`

/**
 * Erases every lead whose last activity is more than `days` days before `now`, with the erase's cascade (its
 * notes, history, messages, call emails, webhook deliveries and queued jobs), a batch per transaction. A lead
 * being changed right now is locked and skipped: it has activity, and the next run looks again. How many went.
 */
export async function purgeStaleLeads(
  em: Em,
  days: number,
  jobs: JobQueue | null,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - days * DAY_MS)
  let erased = 0
  for (;;) {
    const batch = await em.transactional(async (tx) => {
      const rows = await tx.execute<{ id: number }[]>(STALE_LEADS, [before.toISOString()])
      return eraseLeadIds(
        tx,
        rows.map((row) => Number(row.id)),
        jobs,
      )
    })
    erased += batch
    if (batch < PURGE_BATCH) return erased
  }
}

/**
 * The purge's schedule, in pg-boss's own tables like the audit purge's (ADR 0017): every replica may set it at
 * start, pg-boss makes one job per day however many run, and one worker takes it. Retention off: the schedule is
 * removed, so turning it off takes effect at the next start.
 */
export async function scheduleLeadPurge(jobs: JobQueue, config: RetentionConfig) {
  await jobs.createQueue(LEAD_PURGE_QUEUE, {
    retryLimit: 2,
    retryDelay: 600,
    expireInSeconds: 600,
    deleteAfterSeconds: 7 * 24 * 3600,
  })
  if (leadRetentionDays(config) === null) await jobs.unschedule(LEAD_PURGE_QUEUE)
  else await jobs.schedule(LEAD_PURGE_QUEUE, LEAD_PURGE_CRON, null, { tz: 'UTC' })
}

export async function workLeadPurge(jobs: JobQueue, orm: Orm, config: RetentionConfig, log: Logger) {
  const days = leadRetentionDays(config)
  if (days === null) return
  // Polled like the digest: one cheap query every few seconds, so a purge sent by hand is taken within seconds.
  await jobs.work(LEAD_PURGE_QUEUE, { batchSize: 1, pollingIntervalSeconds: 5 }, async () => {
    const erased = await purgeStaleLeads(orm.em.fork(), days, jobs)
    // A count only: the purge logs no address, as the erase logs none.
    log.info({ erased, days }, 'leads past their retention erased')
  })
}
