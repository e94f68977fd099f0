/**
 * `npm run schools:import -- <IPEDS HD csv> [--enrollment <HIFLD csv>]`: loads the IPEDS directory into the
 * database named by the environment (DATABASE_URL, else the PGlite folder DATA_DIR, which must not be in use by
 * a running server). Pending migrations are applied first. Prints what it inserted, updated and skipped.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { ConfigError, parseConfig } from '@/server/config'
import { DataDirInUseError } from '@/server/db/data-dir-lock'
import { migrate, openDatabase } from '@/server/db/orm'
import { describeStartupFailure } from '@/server/db/startup-errors'
import { withStartupLock } from '@/server/db/startup-lock'
import { SchoolImportError } from '@/server/features/schools/import/csv-file'
import {
  formatImportReport,
  importSchools,
  readImportFiles,
} from '@/server/features/schools/import/school-import.service'

const USAGE = 'Usage: npm run schools:import -- <IPEDS HD csv> [--enrollment <HIFLD csv>]'

function readFile(file: string, what: string): Buffer {
  try {
    return fs.readFileSync(file)
  } catch (error) {
    throw new SchoolImportError(
      `Cannot read the ${what} ${file}: ${(error as NodeJS.ErrnoException).code ?? error}`,
    )
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { enrollment: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  })
  if (values.help || positionals.length !== 1) {
    console.error(USAGE)
    process.exit(values.help ? 0 : 2)
  }
  const directoryFile = path.resolve(positionals[0]!)
  const enrollmentFile = values.enrollment ? path.resolve(values.enrollment) : undefined
  // Read and validate both files before the database is even opened.
  const files = readImportFiles({
    directory: readFile(directoryFile, 'IPEDS directory file'),
    directoryLabel: path.basename(directoryFile),
    ...(enrollmentFile && {
      enrollment: readFile(enrollmentFile, 'enrollment file'),
      enrollmentLabel: path.basename(enrollmentFile),
    }),
  })

  const config = parseConfig()
  const db = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
    { statementTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS },
  )
  try {
    // The same turn-taking as a starting server (ADR 0070), in case replicas start meanwhile.
    const waitMs = config.MIGRATION_WAIT_SECONDS * 1000
    const applied = await withStartupLock(db, { waitMs }, () => migrate(db.orm))
    if (applied > 0) console.log(`Applied ${applied} migration${applied > 1 ? 's' : ''}.`)
    const started = performance.now()
    const report = await importSchools(db.orm.em.fork(), files)
    console.log(formatImportReport(report))
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s (${db.engine}).`)
  } finally {
    await db.close()
  }
}

try {
  await main()
} catch (error) {
  // Problems a person can fix get one clear line; nothing was written.
  if (
    error instanceof SchoolImportError ||
    error instanceof ConfigError ||
    error instanceof DataDirInUseError
  ) {
    console.error(`Import failed: ${error.message}`)
    process.exit(1)
  }
  const unreachable = describeStartupFailure(error, process.env.DATABASE_URL)
  if (unreachable) {
    console.error(`Import failed: ${unreachable}`)
    process.exit(1)
  }
  throw error
}
