import path from 'node:path'
import { parseArgs } from 'node:util'
import { ConfigError, parseConfig, type Config } from '@/server/config'
import { DataDirInUseError } from '@/server/db/data-dir-lock'
import { openDatabase, type Database } from '@/server/db/orm'
import { describeStartupFailure } from '@/server/db/startup-errors'
import { withStartupLock } from '@/server/db/startup-lock'
import { BackupFileError, verifyBackup } from '@/server/features/backup/backup-file'
import { takeBackup, type BackupManifest } from '@/server/features/backup/backup.service'
import { requestBackupFromServer } from '@/server/features/backup/backup-requests'
import { restoreBackup, RestoreRefusedError } from '@/server/features/backup/restore.service'

export const BACKUP_USAGE = `Writes a backup of the database, uploaded images included, to one file (ADR 0085).

Usage: npm run db:backup -- FILE        (in the container: node dist/server/cli/backup.js FILE)

The database is the one the server uses: DATABASE_URL (PostgreSQL) when set, otherwise the PGlite folder
DATA_DIR (default ./data). The server may keep running: the backup is one consistent snapshot. A PGlite folder
in use by a running server is backed up by that server, on request of this command.`

export const RESTORE_USAGE = `Restores a backup written by db:backup (or by BACKUP_CRON) into the database.

Usage: npm run db:restore -- [--force] [--check] FILE   (in the container: node dist/server/cli/restore.js ...)

The target is DATABASE_URL when set, otherwise the PGlite folder DATA_DIR, which must not be in use by a running
server. Restore into a new database or folder; one with rows is refused unless --force, which replaces them.
--check only verifies the file (checksum, format, schema level) and prints what it holds.`

export interface CommandIo {
  argv: string[]
  env: Record<string, string | undefined>
  output: NodeJS.WritableStream
  errors: NodeJS.WritableStream
}

/** A problem the person running the command can fix: printed as one line, exit code 1. */
class CommandError extends Error {}

function parse(io: CommandIo, usage: string, booleans: string[]) {
  const options = Object.fromEntries(
    ['help', ...booleans].map((name) => [
      name,
      { type: 'boolean' as const, ...(name === 'help' ? { short: 'h' } : {}) },
    ]),
  )
  const { values, positionals } = parseArgs({ args: io.argv, options, strict: true, allowPositionals: true })
  if (values.help) return { help: true as const }
  if (positionals.length !== 1) throw new CommandError(`Give exactly one backup file.\n\n${usage}`)
  // `npm run` runs in the project's folder; a relative path means one from where the person typed it.
  const file = path.resolve(io.env.INIT_CWD ?? process.cwd(), positionals[0]!)
  return { help: false as const, file, flags: values as Record<string, boolean> }
}

const openTarget = (config: Config) =>
  openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR }, {
    statementTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS,
  })

export function summary(manifest: BackupManifest): string {
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0)
  const tables = Object.keys(manifest.tables).length
  return (
    `${rows} rows in ${tables} tables (${manifest.tables.media_image_variants ?? 0} image variants), ` +
    `schema at ${manifest.migrations.at(-1) ?? 'no migration'} (${manifest.migrations.length} migrations), ` +
    `written by CampusPulse ${manifest.appVersion} on ${manifest.engine} at ${manifest.createdAt}`
  )
}

/** Runs a command, turning the problems a person can fix into one line and exit code 1. */
async function run(
  io: CommandIo,
  usage: string,
  booleans: string[],
  work: (args: { file: string; flags: Record<string, boolean>; config: Config }) => Promise<void>,
) {
  let args
  try {
    args = parse(io, usage, booleans)
  } catch (error) {
    io.errors.write(`${(error as Error).message}\n${error instanceof CommandError ? '' : `\n${usage}\n`}`)
    return 2
  }
  if (args.help) {
    io.output.write(`${usage}\n`)
    return 0
  }
  try {
    const config = parseConfig({ ...io.env, LOG_LEVEL: 'silent' })
    await work({ file: args.file, flags: args.flags, config })
    return 0
  } catch (error) {
    const known =
      error instanceof CommandError ||
      error instanceof ConfigError ||
      error instanceof DataDirInUseError ||
      error instanceof BackupFileError ||
      error instanceof RestoreRefusedError
        ? error.message
        : describeStartupFailure(error, io.env.DATABASE_URL)
    if (!known) throw error
    io.errors.write(`${known}\n`)
    return 1
  }
}

async function withDatabase<T>(config: Config, use: (db: Database) => Promise<T>): Promise<T> {
  const db = await openTarget(config)
  try {
    return await use(db)
  } finally {
    await db.close()
  }
}

/** `npm run db:backup -- FILE`; resolves to the process exit code. */
export function runBackupCommand(io: CommandIo): Promise<number> {
  return run(io, BACKUP_USAGE, [], async ({ file, config }) => {
    let manifest: BackupManifest
    try {
      manifest = await withDatabase(config, (db) => takeBackup(db, file))
    } catch (error) {
      // The embedded database admits one process: the server that holds it takes the backup itself.
      if (!(error instanceof DataDirInUseError)) throw error
      io.output.write('The server is running on this data folder; asking it to take the backup.\n')
      manifest = await requestBackupFromServer(config.DATA_DIR, file)
    }
    io.output.write(`Backed up to ${file}: ${summary(manifest)}.\n`)
  })
}

/** `npm run db:restore -- [--force] [--check] FILE`; resolves to the process exit code. */
export function runRestoreCommand(io: CommandIo): Promise<number> {
  return run(io, RESTORE_USAGE, ['force', 'check'], async ({ file, flags, config }) => {
    // Checked before the target is opened (or, for a new PGlite folder, created); restoreBackup checks again.
    const verified = await verifyBackup(file)
    if (flags.check) {
      io.output.write(`${file} is a complete backup: ${summary(verified)}.\n`)
      return
    }
    const manifest = await withDatabase(config, (db) =>
      // Servers starting meanwhile on the same PostgreSQL database wait, as for a migration (ADR 0070).
      withStartupLock(db, { waitMs: config.MIGRATION_WAIT_SECONDS * 1000 }, () =>
        restoreBackup(db, file, { force: flags.force }),
      ),
    )
    io.output.write(`Restored ${file}: ${summary(manifest)}.\n`)
  })
}
