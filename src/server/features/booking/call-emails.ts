import type { Job, JobWithMetadata } from 'pg-boss'
import type { Config } from '@/server/config'
import type { Orm } from '@/server/db/orm'
import {
  ContactSubmissionEntity,
  createMailTransport,
  SMTP_TIMEOUTS,
  type ContactSubmission,
} from '@/server/features/contact/public'
import type { JobQueue } from '@/server/lib/jobs/job-queue'
import type { Logger } from '@/server/logger'
import type { Runtime } from '@/server/runtime'
import { CallEmailEntity } from './call-email.entity'
import { cancelReminders, isReminderKind, scheduleReminders } from './call-reminders'
import { staffCallEmail } from './staff-call-email'
import {
  isStaffKind,
  reminderEmail,
  visitorEmail,
  type CallEmailKind,
  type VisitorEmailConfig,
} from './visitor-email'

export const CALL_EMAIL_QUEUE = 'call-email'
export const CALL_EMAIL_GAVE_UP_QUEUE = 'call-email-gave-up'

export interface CallEmailJob {
  submissionId: number
  kind: CallEmailKind
  sequence: number
}

/** The lead emails' retries and bounds (ADR 0015): hours of an SMTP outage ridden out, no attempt left hanging. */
export interface CallEmailRetries {
  retryLimit: number
  retryDelaySeconds: number
  retryDelayMaxSeconds: number
}

/** Visitor emails need only the SMTP server; staff addresses (NOTIFY_EMAILS) are for staff emails. */
export const visitorEmailsEnabled = (config: Pick<Config, 'SMTP_URL'>) => Boolean(config.SMTP_URL)

export async function createCallEmailQueues(jobs: JobQueue, retries: CallEmailRetries) {
  const options = {
    retryLimit: retries.retryLimit,
    retryDelay: retries.retryDelaySeconds,
    retryDelayMax: retries.retryDelayMaxSeconds,
    retryBackoff: true,
    expireInSeconds: Math.ceil(SMTP_TIMEOUTS.sendMs / 1000) * 2,
    deleteAfterSeconds: 7 * 24 * 3600,
  }
  await jobs.createQueue(CALL_EMAIL_GAVE_UP_QUEUE)
  // One job per call, kind and sequence however often it is queued (the request and the start-up sweep).
  await jobs.createQueue(CALL_EMAIL_QUEUE, {
    policy: 'exclusive',
    deadLetter: CALL_EMAIL_GAVE_UP_QUEUE,
    ...options,
  })
  await jobs.updateQueue(CALL_EMAIL_QUEUE, options)
}

export async function queueCallEmail(jobs: JobQueue, job: CallEmailJob) {
  await jobs.send(CALL_EMAIL_QUEUE, job, { singletonKey: `${job.submissionId}:${job.kind}:${job.sequence}` })
}

const queues = new WeakMap<Runtime, JobQueue>()

export function attachCallEmails(runtime: Runtime, jobs: JobQueue) {
  queues.set(runtime, jobs)
}

/** How a request queues a call's emails and reminders (ADR 0103-0105). */
export interface CallEmailSender {
  (job: CallEmailJob): Promise<void>
  /** Schedules the reminders still ahead of a call just booked or moved. */
  remind(call: { id: number; start: Date; sequence: number }, now: Date): Promise<void>
  /** Cancels the call's waiting reminders (before a move schedules new ones, or with a cancel). */
  cancelReminders(submissionId: number): Promise<void>
}

/**
 * How a request queues a visitor's email: null when visitor emails are off. Asked before anything is stored, so
 * a process with SMTP_URL but no job queue refuses the booking rather than stores one nobody is told of.
 */
export function callEmailSenderOf(
  runtime: Runtime,
  config: Pick<Config, 'SMTP_URL'>,
): CallEmailSender | null {
  if (!visitorEmailsEnabled(config)) return null
  const jobs = queues.get(runtime)
  if (!jobs) throw new Error('Visitor emails are on, but the job queue was not started')
  return Object.assign((job: CallEmailJob) => queueCallEmail(jobs, job), {
    remind: (call: { id: number; start: Date; sequence: number }, now: Date) =>
      scheduleReminders(jobs, CALL_EMAIL_QUEUE, call, now),
    cancelReminders: (submissionId: number) => cancelReminders(jobs, CALL_EMAIL_QUEUE, submissionId),
  })
}

/** The email a call's current state calls for. */
export const pendingKindOf = (call: Pick<ContactSubmission, 'callSequence' | 'callCancelledAt'>) =>
  call.callCancelledAt ? 'cancelled' : call.callSequence === 0 ? 'confirmed' : 'moved'

type WorkerConfig = VisitorEmailConfig & Pick<Config, 'SMTP_URL' | 'NOTIFY_EMAILS'>

/**
 * Sends visitors' emails on this process. Exactly once as far as SMTP allows (ADR 0015): the sent email is a
 * row (call, kind, sequence) written after the server accepts it; a job that finds its row sends nothing, and so
 * does one overtaken by a later change of the call (its own email says everything).
 */
export async function workCallEmails(jobs: JobQueue, orm: Orm, config: WorkerConfig, log: Logger) {
  if (!config.SMTP_URL) return
  const transport = createMailTransport(config.SMTP_URL)
  await jobs.work(
    CALL_EMAIL_QUEUE,
    { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 },
    async ([job]: JobWithMetadata<CallEmailJob>[]) => {
      if (!job) return
      const { submissionId, kind, sequence } = job.data
      const em = orm.em.fork()
      const call = await em.findOne(ContactSubmissionEntity, { id: submissionId }, { populate: ['school'] })
      if (!call?.callStartsAt || !call.callEndsAt || call.callSequence !== sequence) return
      // A reminder is for a call still on and still ahead (a late job after a cancel or past the start: none).
      if (isReminderKind(kind) && (call.callCancelledAt || call.callStartsAt <= new Date())) return
      if (await em.count(CallEmailEntity, { submission: submissionId, kind, sequence })) return
      const emailed = { ...call, callStartsAt: call.callStartsAt, callEndsAt: call.callEndsAt }
      // Staff hear of a visitor's change only where staff addresses are set (NOTIFY_EMAILS, ADR 0015).
      if (isStaffKind(kind) && !config.NOTIFY_EMAILS?.length) return
      try {
        await transport.send(
          isStaffKind(kind)
            ? staffCallEmail(emailed, kind, config)
            : isReminderKind(kind)
              ? reminderEmail(emailed, kind, config)
              : visitorEmail(emailed, kind, config),
        )
      } catch (error) {
        log.warn(
          { err: error, submissionId, kind, attempt: job.retryCount + 1 },
          'call email not sent; will retry',
        )
        throw error
      }
      await em.insert(CallEmailEntity, { submission: submissionId, kind, sequence, sentAt: new Date() })
      if (isStaffKind(kind) || isReminderKind(kind)) return
      await em.nativeUpdate(
        ContactSubmissionEntity,
        { id: submissionId, callSequence: sequence },
        { visitorEmail: 'sent' },
      )
    },
  )
  await jobs.work(CALL_EMAIL_GAVE_UP_QUEUE, { batchSize: 10 }, async (gaveUp: Job<CallEmailJob>[]) => {
    for (const { data } of gaveUp) {
      log.error({ submissionId: data.submissionId, kind: data.kind }, 'call email gave up')
      if (isStaffKind(data.kind) || isReminderKind(data.kind)) continue
      await orm.em
        .fork()
        .nativeUpdate(
          ContactSubmissionEntity,
          { id: data.submissionId, callSequence: data.sequence, visitorEmail: 'pending' },
          { visitorEmail: 'failed' },
        )
    }
  })
  await queuePendingCallEmails(jobs, orm)
}

/** Calls whose email is still pending get their job again at start (the exclusive policy ignores queued ones). */
export async function queuePendingCallEmails(jobs: JobQueue, orm: Orm) {
  const pending = await orm.em
    .fork()
    .find(
      ContactSubmissionEntity,
      { visitorEmail: 'pending' },
      { fields: ['id', 'callSequence', 'callCancelledAt'], orderBy: { id: 'asc' }, limit: 1000 },
    )
  for (const call of pending) {
    const kind = pendingKindOf(call)
    await queueCallEmail(jobs, { submissionId: call.id, kind, sequence: call.callSequence })
    // A change's staff email was queued with the visitor's; one already sent is skipped by its row.
    if (kind !== 'confirmed')
      await queueCallEmail(jobs, {
        submissionId: call.id,
        kind: `staff-${kind}`,
        sequence: call.callSequence,
      })
  }
}
