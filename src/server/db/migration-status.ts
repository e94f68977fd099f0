import { migrationsList } from '../../../migrations'
import type { Orm } from './orm'
import { DatabaseNotReadyError } from './startup-lock'

const MIGRATIONS_TABLE = 'mikro_orm_migrations'
const POLL_MS = 2_000

/**
 * The bundled migrations the database has not applied, read with plain SELECTs. MikroORM's own getPending()
 * would first create its tracking table, which a replica with MIGRATE_ON_START=false must not do: its role
 * may lack DDL rights, and it would race the `db:migrate` that is creating that table.
 */
export async function pendingMigrations(orm: Orm): Promise<string[]> {
  const connection = orm.em.getConnection()
  const [table] = await connection.execute<Array<{ present: boolean }>>(
    `select to_regclass(?) is not null as present`,
    [MIGRATIONS_TABLE],
  )
  const applied = new Set(
    table?.present
      ? (await connection.execute<Array<{ name: string }>>(`select name from ${MIGRATIONS_TABLE}`)).map(
          (row) => row.name,
        )
      : [],
  )
  // MikroORM records a migration under its `name` (each generated class sets it), as it does here.
  const driver = orm.em.getDriver()
  const names = migrationsList.map((Migration) => new Migration(driver, orm.config).name ?? Migration.name)
  return names.filter((name) => !applied.has(name))
}

/**
 * MIGRATE_ON_START=false: another step (`npm run db:migrate`) migrates. Waits, polling, until the schema is
 * current; after `waitMs` gives up with one line rather than serve on a schema older than the code.
 */
export async function waitForMigrations(orm: Orm, waitMs: number, onWait: (pending: string[]) => void) {
  const deadline = Date.now() + waitMs
  let pending = await pendingMigrations(orm)
  if (pending.length > 0) onWait(pending)
  while (pending.length > 0) {
    if (Date.now() >= deadline) {
      throw new DatabaseNotReadyError(
        `${pending.length} database migration${pending.length > 1 ? 's are' : ' is'} not applied ` +
          `(${pending[0]}${pending.length > 1 ? ', ...' : ''}) and MIGRATE_ON_START=false: ` +
          'run `npm run db:migrate` (or `node dist/server/cli/migrate.js`), then start again.',
      )
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    pending = await pendingMigrations(orm)
  }
}
