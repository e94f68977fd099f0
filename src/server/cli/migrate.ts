/**
 * `npm run db:migrate` (in the container: `node dist/server/cli/migrate.js`): applies pending migrations to the
 * database named by the environment, then exits. For deployments with MIGRATE_ON_START=false, where servers
 * wait for this step instead of migrating themselves (ADR 0070). Takes the same lock as a starting server, so
 * it is safe to run while replicas start. Exit codes: 0 done, 1 a problem printed as one line.
 */
import { ConfigError, parseConfig } from '@/server/config'
import { DataDirInUseError } from '@/server/db/data-dir-lock'
import { migrate, openDatabase } from '@/server/db/orm'
import { describeStartupFailure } from '@/server/db/startup-errors'
import { withStartupLock } from '@/server/db/startup-lock'

async function main() {
  const config = parseConfig()
  const db = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
    { statementTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS },
  )
  try {
    const applied = await withStartupLock(
      db,
      {
        waitMs: config.MIGRATION_WAIT_SECONDS * 1000,
        onWait: () => console.log('Another process is migrating the database; waiting for it.'),
      },
      () => migrate(db.orm),
    )
    console.log(
      applied > 0
        ? `Applied ${applied} migration${applied > 1 ? 's' : ''} (${db.engine}).`
        : `The database schema is up to date (${db.engine}).`,
    )
  } finally {
    await db.close()
  }
}

try {
  await main()
} catch (error) {
  const known =
    error instanceof ConfigError || error instanceof DataDirInUseError
      ? error.message
      : describeStartupFailure(error, process.env.DATABASE_URL)
  if (!known) throw error
  console.error(`Migration failed: ${known}`)
  process.exit(1)
}
