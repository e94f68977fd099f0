import { CONTACT_SOURCE_LABELS, type ContactSource } from '@/shared/contact/contact-fields'
import type { Config } from '@/server/config'
import type { Orm } from '@/server/db/orm'
import type { JobQueue } from '@/server/lib/jobs/job-queue'
import type { Logger } from '@/server/logger'
import { findPage } from '@/server/db/find-page'
import { ContactSubmissionEntity, type ContactSubmission } from './contact-submission.entity'
import { adminLinkOf, senderOf } from './lead-email'
import { leadNotificationsEnabled } from './lead-notifications'
import { createMailTransport, SMTP_TIMEOUTS, type MailMessage } from './mail-transport'

export const LEAD_DIGEST_QUEUE = 'lead-digest'
/** Leads listed one by one in a digest; beyond that, the count and the link to the inbox. */
const DIGEST_LISTED = 25

type DigestConfig = Pick<
  Config,
  | 'SMTP_URL'
  | 'NOTIFY_EMAILS'
  | 'NOTIFY_FROM'
  | 'NOTIFY_DIGEST_CRON'
  | 'NOTIFY_DIGEST_TIMEZONE'
  | 'BRAND_NAME'
  | 'PUBLIC_URL'
>

export const leadDigestEnabled = (config: DigestConfig) =>
  leadNotificationsEnabled(config) && Boolean(config.NOTIFY_DIGEST_CRON)

/**
 * The digest's schedule (ADR 0017), kept in pg-boss's own tables: every replica may set it at start, and pg-boss
 * creates one job per occurrence however many run. Unset (or notifications off): the schedule is removed, so
 * turning the digest off takes effect at the next start.
 */
export async function scheduleLeadDigest(jobs: JobQueue, config: DigestConfig) {
  await jobs.createQueue(LEAD_DIGEST_QUEUE, {
    // One digest is enough: a retry after a failed send, an hour at most, never a pile of them.
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: Math.ceil(SMTP_TIMEOUTS.sendMs / 1000) * 2,
    deleteAfterSeconds: 7 * 24 * 3600,
  })
  if (!leadDigestEnabled(config) || !config.NOTIFY_DIGEST_CRON) {
    await jobs.unschedule(LEAD_DIGEST_QUEUE)
    return
  }
  try {
    await jobs.schedule(LEAD_DIGEST_QUEUE, config.NOTIFY_DIGEST_CRON, null, {
      tz: config.NOTIFY_DIGEST_TIMEZONE,
    })
  } catch (error) {
    throw new Error(`NOTIFY_DIGEST_CRON: ${(error as Error).message}`, { cause: error })
  }
}

function line(lead: ContactSubmission, publicUrl: string) {
  const when = lead.createdAt.toISOString().replace('T', ' ').slice(0, 16)
  return `- ${lead.firstName} ${lead.lastName}, ${lead.jobTitle} at ${lead.company} (${CONTACT_SOURCE_LABELS[lead.source as ContactSource]}, ${when} UTC): ${adminLinkOf(publicUrl, lead.id)}`
}

/**
 * The digest: every lead still `new`, newest first, and every lead whose notification failed. Nothing waiting:
 * no email (a daily "nothing to report" would teach staff to ignore it).
 */
export async function leadDigest(orm: Orm, config: DigestConfig): Promise<MailMessage | null> {
  const em = orm.em.fork()
  const newest = { orderBy: { createdAt: 'desc', id: 'desc' }, limit: DIGEST_LISTED } as const
  const [waiting, waitingCount] = await findPage(
    em,
    ContactSubmissionEntity,
    { status: 'new', spam: null },
    newest,
  )
  const [failed, failedCount] = await findPage(
    em,
    ContactSubmissionEntity,
    { notification: 'failed' },
    newest,
  )
  if (waitingCount === 0 && failedCount === 0) return null
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`
  const text = [
    `${plural(waitingCount, 'lead')} still new on ${config.BRAND_NAME}: ${config.PUBLIC_URL}/admin?status=new`,
    '',
    ...waiting.map((lead) => line(lead, config.PUBLIC_URL)),
    ...(waitingCount > waiting.length ? [`...and ${waitingCount - waiting.length} more.`] : []),
    ...(failedCount
      ? [
          '',
          `${plural(failedCount, 'lead')} whose notification email could not be sent:`,
          ...failed.map((lead) => line(lead, config.PUBLIC_URL)),
        ]
      : []),
  ]
  return {
    from: senderOf(config),
    to: config.NOTIFY_EMAILS ?? [],
    subject: `${config.BRAND_NAME}: ${plural(waitingCount, 'lead')} waiting${failedCount ? `, ${plural(failedCount, 'notification')} failed` : ''}`,
    text: text.join('\n') + '\n',
  }
}

/** Sends the digest when its schedule comes due (on the worker; any one of them). */
export async function workLeadDigest(jobs: JobQueue, orm: Orm, config: DigestConfig, log: Logger) {
  if (!leadDigestEnabled(config) || !config.SMTP_URL) return
  const transport = createMailTransport(config.SMTP_URL)
  await jobs.work(LEAD_DIGEST_QUEUE, { batchSize: 1, pollingIntervalSeconds: 5 }, async () => {
    const digest = await leadDigest(orm, config)
    if (!digest) return
    try {
      await transport.send(digest)
    } catch (error) {
      log.warn({ err: error }, 'lead digest email not sent; will retry')
      throw error
    }
  })
}
