import type { Config } from './config'
import type { Database } from './db/orm'
import { scheduleLeadDigest, workLeadDigest } from './features/contact/lead-digest'
import { scheduleLeadPurge, workLeadPurge } from './features/contact/lead-retention'
import {
  attachLeadNotifications,
  createLeadNotifyQueues,
  DEFAULT_LEAD_NOTIFY_RETRIES,
  workLeadNotifications,
  type LeadNotifyRetries,
} from './features/contact/lead-notifications'
import { attachCallEmails, createCallEmailQueues, workCallEmails } from './features/booking/call-emails'
import { scheduleBackups, workBackups } from './features/backup/backup-schedule'
import { scheduleAuditPurge, workAuditPurge } from './features/audit/public'
import { createMatchingQueues, workMatchingJobs } from './features/matching/matching-jobs'
import { openJobQueue, type JobQueue } from './lib/jobs/job-queue'
import { createWebhookQueue, workWebhookDeliveries } from './features/webhooks/webhook-worker'
import { DEFAULT_WEBHOOK_RETRIES, type WebhookRetries } from './features/webhooks/webhook-queue'
import { watchQueues, type QueueSnapshot } from './lib/metrics/metrics'
import type { Logger } from './logger'
import type { Runtime } from './runtime'

/** Settings of the queues that are not configuration: tests shorten the lead emails' retry delays. */
export interface JobOptions {
  leadNotifyRetries?: LeadNotifyRetries
  webhookRetries?: WebhookRetries
}

/**
 * Starts the durable job queue and, unless this process only serves (ROLE=web), its workers. Each feature with
 * background work adds its queues and workers here.
 */
export async function startJobs(
  db: Database,
  config: Config,
  log: Logger,
  runtime: Runtime,
  options: JobOptions = {},
): Promise<JobQueue> {
  const jobs = await openJobQueue(db, config, log)
  try {
    await createMatchingQueues(jobs, config)
    runtime.matching.useJobs(jobs)
    await createLeadNotifyQueues(jobs, options.leadNotifyRetries ?? DEFAULT_LEAD_NOTIFY_RETRIES)
    attachLeadNotifications(runtime, jobs)
    await createWebhookQueue(jobs, db.orm, options.webhookRetries ?? DEFAULT_WEBHOOK_RETRIES)
    // The visitor's emails about a booked call ride out an outage as the staff's do (ADR 0103): one retry policy.
    await createCallEmailQueues(jobs, options.leadNotifyRetries ?? DEFAULT_LEAD_NOTIFY_RETRIES)
    attachCallEmails(runtime, jobs)
    await scheduleLeadDigest(jobs, config)
    await scheduleBackups(jobs, config)
    await scheduleAuditPurge(jobs)
    await scheduleLeadPurge(jobs, config)
    if (config.ROLE !== 'web') {
      await workMatchingJobs(jobs, db.orm, runtime.matching, log, config.MATCHING_CONCURRENCY)
      await workLeadNotifications(jobs, db.orm, config, log)
      await workCallEmails(jobs, db.orm, config, log)
      await workLeadDigest(jobs, db.orm, config, log)
      await workBackups(jobs, db, config, log)
      await workAuditPurge(jobs, db.orm, config, log)
      await workLeadPurge(jobs, db.orm, config, log)
      await workWebhookDeliveries(jobs, db.orm, config, log)
    }
    jobs.once(
      'stopped',
      watchQueues(() => waitingJobs(db)),
    )
    return jobs
  } catch (error) {
    await jobs.stop({ graceful: false })
    throw error
  }
}

/** Per queue, the jobs waiting to run and the age of the oldest, for the metrics (rows of pg-boss's own table). */
async function waitingJobs(db: Database): Promise<QueueSnapshot[]> {
  const rows = await db.orm.em.fork().execute<Array<{ queue: string; waiting: number; oldest: number }>>(
    `select name as queue, count(*)::int as waiting,
            coalesce(extract(epoch from now() - min(created_on)), 0)::float8 as oldest
       from pgboss.job where state in ('created', 'retry') group by name`,
  )
  return rows.map(({ queue, waiting, oldest }) => ({ queue, waiting, oldestAgeSeconds: Number(oldest) }))
}
