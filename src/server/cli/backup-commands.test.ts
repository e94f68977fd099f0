import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import { afterAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../tests/server/harness'
import { answerBackupRequests } from '@/server/features/backup/backup-requests'
import { verifyBackup } from '@/server/features/backup/backup-file'
import { runBackupCommand, runRestoreCommand, type CommandIo } from './backup-commands'

/**
 * The commands as a person runs them. The PGlite path with a server holding the folder: the folder's lock names a
 * live process (pid 1), and this test's app answers the request as that server would.
 */
const t = useTestApp()
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'campuspulse-backup-cli-'))
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

async function run(
  command: (io: CommandIo) => Promise<number>,
  argv: string[],
  env: Record<string, string> = {},
) {
  const output = new PassThrough()
  const errors = new PassThrough()
  let out = ''
  let err = ''
  output.on('data', (chunk) => (out += chunk))
  errors.on('data', (chunk) => (err += chunk))
  const code = await command({ argv, env: { INIT_CWD: folder, ...env }, output, errors })
  return { code, out, err }
}

describe('npm run db:backup and db:restore', () => {
  it('say how they are used', async () => {
    expect(await run(runBackupCommand, ['--help'])).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^Writes a backup/),
    })
    const none = await run(runBackupCommand, [])
    expect(none.code).toBe(2)
    expect(none.err).toMatch(/^Give exactly one backup file\./)
    expect((await run(runRestoreCommand, ['--frobnicate', 'x.gz'])).code).toBe(2)
  })

  it(
    'back up a PGlite folder a running server holds by asking that server, relative to where the person typed',
    { timeout: 120_000 },
    async () => {
      const dataDir = path.join(folder, 'data')
      fs.mkdirSync(dataDir)
      fs.writeFileSync(path.join(dataDir, 'campuspulse.lock'), '1')
      const stop = answerBackupRequests(t.current.db, dataDir, { info: () => {}, error: () => {} })
      try {
        const result = await run(runBackupCommand, ['site.backup.gz'], { DATA_DIR: dataDir })
        expect(result.err).toBe('')
        expect(result.code).toBe(0)
        expect(result.out).toMatch(
          /^The server is running on this data folder; asking it to take the backup\.\n/,
        )
        expect(result.out).toMatch(/Backed up to .*site\.backup\.gz: \d+ rows in \d+ tables/)
      } finally {
        await stop()
      }
      const file = path.join(folder, 'site.backup.gz')
      expect((await verifyBackup(file)).migrations.length).toBeGreaterThan(0)
      expect(fs.readdirSync(path.join(dataDir, 'backup-requests'))).toEqual([])

      const check = await run(runRestoreCommand, ['--check', 'site.backup.gz'], { DATA_DIR: dataDir })
      expect(check).toMatchObject({ code: 0, err: '' })
      expect(check.out).toMatch(
        /site\.backup\.gz is a complete backup: \d+ rows in \d+ tables \(0 image variants\)/,
      )
    },
  )

  it('refuse a file that is not a backup in one line, exit code 1', async () => {
    fs.writeFileSync(path.join(folder, 'notes.gz'), 'not gzip')
    const result = await run(runRestoreCommand, ['notes.gz'], { DATA_DIR: path.join(folder, 'never') })
    expect(result.code).toBe(1)
    expect(result.err).toMatch(/^\S+notes\.gz is not a CampusPulse backup, or it is damaged \(.*\)\.\n$/)
    expect(fs.existsSync(path.join(folder, 'never'))).toBe(false)
  })
})
