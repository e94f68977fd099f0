import fs from 'node:fs'
import path from 'node:path'
import { backupDirOf, type Config } from '@/server/config'
import type { Database } from '@/server/db/orm'
import type { JobQueue } from '@/server/lib/jobs/job-queue'
import type { Logger } from '@/server/logger'
import { takeBackup, type BackupManifest } from './backup.service'

export const BACKUP_QUEUE = 'database-backup'
/** Scheduled backups are named by their time, so that names sort as times do and retention can go by name. */
const SCHEDULED_NAME = /^campuspulse-\d{8}-\d{6}\.backup\.gz$/

type ScheduleConfig = Pick<Config, 'BACKUP_CRON' | 'BACKUP_DIR' | 'BACKUP_KEEP' | 'DATA_DIR'>

/**
 * The backup schedule, kept in pg-boss's own tables like the lead digest's (ADR 0017): every replica may set it
 * at start, pg-boss makes one job per occurrence however many run, and one worker takes it. Unset: removed.
 */
export async function scheduleBackups(jobs: JobQueue, config: ScheduleConfig) {
  await jobs.createQueue(BACKUP_QUEUE, {
    // A missed backup is taken again soon after, once; the next occurrence comes anyway.
    retryLimit: 1,
    retryDelay: 300,
    expireInSeconds: 3600,
    deleteAfterSeconds: 7 * 24 * 3600,
  })
  if (!config.BACKUP_CRON) {
    await jobs.unschedule(BACKUP_QUEUE)
    return
  }
  try {
    await jobs.schedule(BACKUP_QUEUE, config.BACKUP_CRON, null, { tz: 'UTC' })
  } catch (error) {
    throw new Error(`BACKUP_CRON: ${(error as Error).message}`, { cause: error })
  }
}

/** `campuspulse-YYYYMMDD-HHMMSS.backup.gz`, in UTC. */
export function scheduledBackupName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
  return `campuspulse-${stamp}.backup.gz`
}

/** Writes one scheduled backup into the folder, then deletes all but the newest `keep` scheduled ones. */
export async function writeScheduledBackup(
  db: Database,
  config: ScheduleConfig,
  now = new Date(),
): Promise<{ file: string; manifest: BackupManifest; deleted: string[] }> {
  const dir = backupDirOf(config)
  const file = path.join(dir, scheduledBackupName(now))
  const manifest = await takeBackup(db, file)
  const scheduled = fs
    .readdirSync(dir)
    .filter((name) => SCHEDULED_NAME.test(name))
    .sort()
  const deleted = scheduled.slice(0, Math.max(0, scheduled.length - config.BACKUP_KEEP))
  for (const name of deleted) fs.rmSync(path.join(dir, name), { force: true })
  return { file, manifest, deleted }
}

/** Takes the scheduled backups (on a worker; any one of them). Files other than its own are never touched. */
export async function workBackups(jobs: JobQueue, db: Database, config: ScheduleConfig, log: Logger) {
  if (!config.BACKUP_CRON) return
  await jobs.work(BACKUP_QUEUE, { batchSize: 1, pollingIntervalSeconds: 10 }, async () => {
    try {
      const { file, deleted } = await writeScheduledBackup(db, config)
      log.info({ file, deleted }, 'scheduled backup written')
    } catch (error) {
      log.error({ err: error }, 'scheduled backup failed; will retry')
      throw error
    }
  })
}
