import type { Config } from '@/server/config'
import type { Orm } from '@/server/db/orm'
import type { JobQueue } from '@/server/lib/jobs/job-queue'
import type { Logger } from '@/server/logger'
import { purgeAudit } from './audit.service'

export const AUDIT_PURGE_QUEUE = 'audit-purge'
/** Daily, at a quiet hour (UTC): entries are kept for days, so a day's lag is within the promise. */
export const AUDIT_PURGE_CRON = '23 3 * * *'

/**
 * The purge's schedule, kept in pg-boss's own tables like the lead digest's and the backups' (ADR 0017): every
 * replica may set it at start, pg-boss makes one job per day however many run, and one worker takes it.
 */
export async function scheduleAuditPurge(jobs: JobQueue) {
  await jobs.createQueue(AUDIT_PURGE_QUEUE, {
    retryLimit: 2,
    retryDelay: 600,
    expireInSeconds: 600,
    deleteAfterSeconds: 7 * 24 * 3600,
  })
  await jobs.schedule(AUDIT_PURGE_QUEUE, AUDIT_PURGE_CRON, null, { tz: 'UTC' })
}

export async function workAuditPurge(
  jobs: JobQueue,
  orm: Orm,
  config: Pick<Config, 'AUDIT_RETENTION_DAYS'>,
  log: Logger,
) {
  await jobs.work(AUDIT_PURGE_QUEUE, { batchSize: 1, pollingIntervalSeconds: 60 }, async () => {
    const deleted = await purgeAudit(orm.em.fork(), config.AUDIT_RETENTION_DAYS)
    log.info({ deleted, days: config.AUDIT_RETENTION_DAYS }, 'audit entries past their retention deleted')
  })
}
