import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { BACKUP_QUEUE, writeScheduledBackup } from './backup-schedule'

/**
 * Scheduled backups on the engine the tests run on: the schedule kept in the job queue, taken by its worker,
 * and the retention of BACKUP_DIR. Taking and restoring a backup is backup.test.ts.
 */
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'campuspulse-backup-'))
const t = useTestApp(
  { BACKUP_CRON: '30 3 * * *', BACKUP_DIR: path.join(folder, 'scheduled') },
  { jobs: true },
)

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

describe('scheduled backups', () => {
  it(
    'are a durable schedule in the job queue, taken by a worker into BACKUP_DIR',
    { timeout: 120_000 },
    async () => {
      const { jobs } = t.current
      expect((await jobs.getSchedules()).map((schedule) => [schedule.name, schedule.cron])).toContainEqual([
        BACKUP_QUEUE,
        '30 3 * * *',
      ])
      // An occurrence, as pg-boss's scheduler would send it.
      await jobs.send(BACKUP_QUEUE, null)
      const dir = t.current.config.BACKUP_DIR!
      const deadline = Date.now() + 90_000
      const written = () =>
        fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.backup.gz')) : []
      while (written().length === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200))
      expect(written()).toHaveLength(1)
      expect(written()[0]).toMatch(/^campuspulse-\d{8}-\d{6}\.backup\.gz$/)
    },
  )

  it('keep the newest BACKUP_KEEP and leave other files alone', { timeout: 120_000 }, async () => {
    const dir = path.join(folder, 'kept')
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'mine')
    const config = { BACKUP_CRON: '0 * * * *', BACKUP_DIR: dir, BACKUP_KEEP: 2, DATA_DIR: folder }
    for (const hour of [1, 2, 3])
      await writeScheduledBackup(t.current.db, config, new Date(Date.UTC(2026, 0, 5, hour, 30, 0)))
    expect(fs.readdirSync(dir).sort()).toEqual([
      'campuspulse-20260105-023000.backup.gz',
      'campuspulse-20260105-033000.backup.gz',
      'notes.txt',
    ])
  })
})
