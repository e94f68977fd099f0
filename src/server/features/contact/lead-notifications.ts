import type { Job, JobWithMetadata } from 'pg-boss'
import type { Config } from '@/server/config'
import type { Orm } from '@/server/db/orm'
import type { JobQueue } from '@/server/lib/jobs/job-queue'
import type { Logger } from '@/server/logger'
import type { Runtime } from '@/server/runtime'
import { ContactSubmissionEntity } from './contact-submission.entity'
import { leadEmail } from './lead-email'
import { createMailTransport, SMTP_TIMEOUTS } from './mail-transport'

export const LEAD_NOTIFY_QUEUE = 'lead-notify'
/** Where a job lands once every attempt has failed, so its lead is shown as "notification failed". */
export const LEAD_NOTIFY_GAVE_UP_QUEUE = 'lead-notify-gave-up'

export interface LeadNotifyJob {
  submissionId: number
}

/**
 * Retries of one lead's email. Production: 8 retries, 30 s doubling (with jitter), at most an hour apart, so an
 * SMTP server that is down for a couple of hours still gets every lead. Tests pass shorter delays where the
 * queue is created (startJobs), not through the environment.
 */
export interface LeadNotifyRetries {
  retryLimit: number
  retryDelaySeconds: number
  retryDelayMaxSeconds: number
}

export const DEFAULT_LEAD_NOTIFY_RETRIES: LeadNotifyRetries = {
  retryLimit: 8,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 3600,
}

/** Both settings, or no email, no job and a note on /admin. */
export function leadNotificationsEnabled(config: Pick<Config, 'SMTP_URL' | 'NOTIFY_EMAILS'>): boolean {
  return Boolean(config.SMTP_URL && config.NOTIFY_EMAILS?.length)
}

function queueOptions(retries: LeadNotifyRetries) {
  return {
    retryLimit: retries.retryLimit,
    retryDelay: retries.retryDelaySeconds,
    retryDelayMax: retries.retryDelayMaxSeconds,
    retryBackoff: true,
    // An attempt gives up by itself after SMTP_TIMEOUTS.sendMs; a job still active well after that was lost with
    // its worker, and goes back to the queue.
    expireInSeconds: Math.ceil(SMTP_TIMEOUTS.sendMs / 1000) * 2,
    deleteAfterSeconds: 7 * 24 * 3600,
  }
}

export async function createLeadNotifyQueues(jobs: JobQueue, retries: LeadNotifyRetries) {
  const options = queueOptions(retries)
  await jobs.createQueue(LEAD_NOTIFY_GAVE_UP_QUEUE)
  // `exclusive` with the submission id as singletonKey: at most one job per lead is queued, retrying or active,
  // however often it is queued (a request and the start-up sweep below at the same time, two replicas).
  await jobs.createQueue(LEAD_NOTIFY_QUEUE, {
    policy: 'exclusive',
    deadLetter: LEAD_NOTIFY_GAVE_UP_QUEUE,
    ...options,
  })
  await jobs.updateQueue(LEAD_NOTIFY_QUEUE, options)
}

/** Queues the email about a stored lead. A second call for the same lead while one is queued does nothing. */
export async function queueLeadNotification(jobs: JobQueue, submissionId: number) {
  await jobs.send(LEAD_NOTIFY_QUEUE, { submissionId } satisfies LeadNotifyJob, {
    singletonKey: String(submissionId),
  })
}

/**
 * The request's way to the queue. Runtime has no slot for it (runtime.ts belongs to the platform), so the job
 * queue is attached to the app's runtime here when the jobs start, which keeps one per app (and per test app).
 */
const queues = new WeakMap<Runtime, JobQueue>()

/** The app's job queue, once its jobs have started (null in a process or test app without them). */
export const jobQueueOf = (runtime: Runtime): JobQueue | null => queues.get(runtime) ?? null

export function attachLeadNotifications(runtime: Runtime, jobs: JobQueue) {
  queues.set(runtime, jobs)
}

/**
 * How a submission is notified: null when notifications are off. Called before the row is stored, so a
 * process that has notifications on but no job queue fails the request instead of storing a lead nobody hears of.
 */
export function leadNotifierOf(
  runtime: Runtime,
  config: Pick<Config, 'SMTP_URL' | 'NOTIFY_EMAILS'>,
): ((submissionId: number) => Promise<void>) | null {
  if (!leadNotificationsEnabled(config)) return null
  const jobs = queues.get(runtime)
  if (!jobs) throw new Error('Lead notifications are on, but the job queue was not started')
  return (submissionId) => queueLeadNotification(jobs, submissionId)
}

type WorkerConfig = Pick<
  Config,
  'SMTP_URL' | 'NOTIFY_EMAILS' | 'NOTIFY_FROM' | 'BRAND_NAME' | 'PUBLIC_URL' | 'BOOKING_TIMEZONE'
>

/**
 * Sends lead emails on this process. A job whose lead was already notified (a retry after the SMTP server
 * accepted the email but the row was not updated yet, or a lead queued twice) sends nothing.
 */
export async function workLeadNotifications(
  jobs: JobQueue,
  orm: Orm,
  config: WorkerConfig,
  log: Logger,
): Promise<void> {
  // A worker without the settings leaves the jobs to one that has them (ROLE=web queues, ROLE=worker sends).
  if (!leadNotificationsEnabled(config) || !config.SMTP_URL) return
  const transport = createMailTransport(config.SMTP_URL)
  await jobs.work(
    LEAD_NOTIFY_QUEUE,
    { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 },
    async ([job]: JobWithMetadata<LeadNotifyJob>[]) => {
      if (!job) return
      const em = orm.em.fork()
      const lead = await em.findOne(
        ContactSubmissionEntity,
        { id: job.data.submissionId },
        { populate: ['school'] },
      )
      // Spam (ADR 0130) is never notified: a lead marked spam before its email went gets none.
      if (!lead || lead.notifiedAt || lead.spam) return
      try {
        await transport.send(leadEmail(lead, config))
      } catch (error) {
        log.warn(
          { err: error, submissionId: lead.id, attempt: job.retryCount + 1 },
          'lead notification email not sent; will retry',
        )
        throw error
      }
      await em.nativeUpdate(
        ContactSubmissionEntity,
        { id: lead.id },
        { notification: 'notified', notifiedAt: new Date() },
      )
    },
  )
  await jobs.work(LEAD_NOTIFY_GAVE_UP_QUEUE, { batchSize: 10 }, async (gaveUp: Job<LeadNotifyJob>[]) => {
    for (const job of gaveUp) {
      log.error({ submissionId: job.data.submissionId }, 'lead notification email gave up')
      await orm.em
        .fork()
        .nativeUpdate(
          ContactSubmissionEntity,
          { id: job.data.submissionId, notification: 'pending' },
          { notification: 'failed' },
        )
    }
  })
  await queuePendingLeads(jobs, orm)
}

/**
 * Leads still pending get their job again at start: one whose request failed between storing the row and
 * queueing the job (the visitor saw an error, but the row is there) is not left waiting. The exclusive policy
 * ignores leads that still have a job.
 */
export async function queuePendingLeads(jobs: JobQueue, orm: Orm) {
  // Bounded, so a start never stalls on a backlog: oldest first, and any beyond these at the next start.
  const pending = await orm.em
    .fork()
    .find(
      ContactSubmissionEntity,
      { notification: 'pending' },
      { fields: ['id'], orderBy: { id: 'asc' }, limit: 1000 },
    )
  for (const lead of pending) await queueLeadNotification(jobs, lead.id)
}
