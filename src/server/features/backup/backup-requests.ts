import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Database } from '@/server/db/orm'
import type { Logger } from '@/server/logger'
import { BackupFileError } from './backup-file'
import { takeBackup, type BackupManifest } from './backup.service'

/**
 * `db:backup` on a PGlite folder a running server holds (ADR 0085). PGlite admits one process, so the command
 * cannot open the folder; it leaves a request file in the folder instead, and the server that holds it takes
 * the backup and leaves the answer beside it. Files rather than a signal or an HTTP call: nothing to
 * authenticate (whoever may write the data folder may read it anyway), and nothing to harm a server that does
 * not know this (the command then gives up after a short wait).
 */
const REQUESTS_DIR = 'backup-requests'
const SERVER_POLL_MS = 1_000
const CLIENT_POLL_MS = 200
/** A server that knows requests picks one up within a few polls. */
const PICKUP_WAIT_MS = 15_000
/** A backup of the largest database expected here takes well under this. */
const BACKUP_WAIT_MS = 30 * 60_000

interface Answer {
  manifest?: BackupManifest
  error?: string
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The command's side: asks the server holding `dataDir` to write a backup to `file`, and waits for it. */
export async function requestBackupFromServer(dataDir: string, file: string): Promise<BackupManifest> {
  const dir = path.join(dataDir, REQUESTS_DIR)
  fs.mkdirSync(dir, { recursive: true })
  const id = randomBytes(8).toString('hex')
  const request = path.join(dir, `${id}.request.json`)
  const answer = path.join(dir, `${id}.answer.json`)
  // Written whole, then renamed: the server never reads half a request.
  fs.writeFileSync(`${request}.tmp`, JSON.stringify({ file: path.resolve(file) }))
  fs.renameSync(`${request}.tmp`, request)
  const started = Date.now()
  try {
    for (;;) {
      if (fs.existsSync(answer)) {
        const { manifest, error } = JSON.parse(fs.readFileSync(answer, 'utf8')) as Answer
        if (!manifest)
          throw new BackupFileError(`The server could not take the backup: ${error ?? 'unknown error'}`)
        return manifest
      }
      const waited = Date.now() - started
      if (fs.existsSync(request) && waited > PICKUP_WAIT_MS)
        throw new BackupFileError(
          'The server holding the data folder did not take the request: it may be an older version. ' +
            'Stop it and run the command again, or upgrade it.',
        )
      if (waited > BACKUP_WAIT_MS) throw new BackupFileError('The server took too long to write the backup.')
      await sleep(CLIENT_POLL_MS)
    }
  } finally {
    fs.rmSync(request, { force: true })
    fs.rmSync(answer, { force: true })
  }
}

/** The server's side, on PGlite only: answers requests left in its data folder, one at a time. */
export function answerBackupRequests(db: Database, dataDir: string, log: Pick<Logger, 'info' | 'error'>) {
  const dir = path.join(dataDir, REQUESTS_DIR)
  let busy: Promise<void> | undefined
  const poll = async () => {
    let names: string[]
    try {
      names = fs.readdirSync(dir).filter((name) => name.endsWith('.request.json'))
    } catch {
      return // no request was ever made
    }
    for (const name of names) {
      const request = path.join(dir, name)
      const answer = request.replace(/\.request\.json$/, '.answer.json')
      let file: string
      try {
        file = (JSON.parse(fs.readFileSync(request, 'utf8')) as { file: string }).file
        fs.rmSync(request)
      } catch {
        continue // taken back by the command meanwhile
      }
      try {
        const manifest = await takeBackup(db, file)
        log.info({ file }, 'backup written on request')
        fs.writeFileSync(answer, JSON.stringify({ manifest } satisfies Answer))
      } catch (error) {
        log.error({ err: error, file }, 'backup on request failed')
        fs.writeFileSync(answer, JSON.stringify({ error: (error as Error).message } satisfies Answer))
      }
    }
  }
  const timer = setInterval(() => {
    busy ??= poll().finally(() => (busy = undefined))
  }, SERVER_POLL_MS)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await busy
  }
}
