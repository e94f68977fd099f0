import { MikroORM, type Options } from '@mikro-orm/core'
import { Migrator } from '@mikro-orm/migrations'
import { PgliteDriver } from '@mikro-orm/pglite'
import { PostgreSqlDriver } from '@mikro-orm/postgresql'
import type { AbstractSqlDriver, EntityManager } from '@mikro-orm/sql'
import { migrationsList } from '../../../migrations'
import type { Logger } from '@/server/logger'
import { lockDataDir } from './data-dir-lock'
import { entities } from './entities'
import { poolOptions, type PoolTimeouts } from './pg-pool'
import { forKysely } from './kysely-pglite'
import { FRESH_INSTALL_SNAPSHOT, openPgliteThread, type EmbeddedDatabase } from './pglite-thread'

/**
 * Where the data lives: a PostgreSQL server, a PGlite folder, or PGlite in memory (tests), optionally started
 * from a snapshot of another PGlite database (the bytes of a `dumpDataDir('none')` tarball), which is much faster than a
 * new cluster.
 */
/**
 * A PostgreSQL server, a PGlite data folder, or an in-memory PGlite. `freshInstall`: an empty data folder starts
 * from the build's fresh-install database (migrated, the school directory applied; ADR 0107); only the server's
 * start asks for it. `embedded`: a PGlite thread opened elsewhere (the tests' pool of reset databases, ADR
 * 0158), which the Database closes with itself.
 */
export type DatabaseTarget =
  | { url: string }
  | { dataDir: string; freshInstall?: boolean }
  | { memory: true; snapshot?: Uint8Array }
  | { embedded: EmbeddedDatabase }

/** Both drivers are SQL drivers: request code sees the SQL entity manager (query builder, raw SQL). */
export type Orm = MikroORM<AbstractSqlDriver, EntityManager>
export type Em = EntityManager

export interface Database {
  orm: Orm
  /** Which engine, for logs and the benchmarks. */
  engine: 'postgresql' | 'pglite'
  /** The embedded database itself, when PGlite is used (jobs, snapshots in tests). */
  pglite?: EmbeddedDatabase
  /** The server's URL, when PostgreSQL is used: for the connections the ORM does not pool (LISTEN, jobs). */
  url?: string
  close(): Promise<void>
}

const common = {
  entities,
  extensions: [Migrator],
  migrations: {
    migrationsList,
    // The migration list is compiled into the build; nothing is read from or written to disk at runtime.
    snapshot: false,
    snapshotOnMigrate: false,
    silent: true,
    allOrNothing: true,
  },
  // Request code always works on a forked entity manager (see http/entity-manager.ts).
  allowGlobalContext: false,
  forceUtcTimezone: true,
} satisfies Partial<Options>

/** DATABASE_QUERY_TIMEOUT_MS's default; callers without a config (tests, benchmarks) get it too. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000

export async function openDatabase(
  target: DatabaseTarget,
  timeouts: PoolTimeouts = { statementTimeoutMs: DEFAULT_STATEMENT_TIMEOUT_MS },
  /** Where the embedded database reports a stopped thread and its restart (pglite-thread.ts). */
  log?: Pick<Logger, 'info' | 'error'>,
): Promise<Database> {
  if ('url' in target) {
    const orm = await MikroORM.init<AbstractSqlDriver, EntityManager>({
      ...common,
      driver: PostgreSqlDriver,
      clientUrl: target.url,
      // Timeouts and limits for a slow, frozen or unreachable server (pg-pool.ts). PGlite has no pool: one thread.
      driverOptions: poolOptions(timeouts),
    })
    return { orm, engine: 'postgresql', url: target.url, close: () => orm.close(true) }
  }

  const release = 'dataDir' in target ? lockDataDir(target.dataDir) : () => {}
  let pglite: EmbeddedDatabase | undefined
  try {
    // PGlite runs in a thread of its own (pglite-thread.ts, ADR 0083), which registers pg_trgm on every open.
    pglite =
      'embedded' in target
        ? target.embedded
        : await openPgliteThread(target, {
            log,
            freshSnapshot: 'dataDir' in target && target.freshInstall ? FRESH_INSTALL_SNAPSHOT : undefined,
          })
    const embedded = pglite
    const orm = await MikroORM.init<AbstractSqlDriver, EntityManager>({
      ...common,
      driver: PgliteDriver,
      dbName: 'campuspulse',
      // The thread answers the part of PGlite's interface the ORM's Kysely dialect calls (pglite-thread.ts).
      driverOptions: { pglite: forKysely(pglite) },
    })
    return {
      orm,
      engine: 'pglite',
      pglite: embedded,
      async close() {
        await orm.close(true)
        await embedded.close()
        release()
      },
    }
  } catch (error) {
    await pglite?.close().catch(() => {})
    release()
    throw error
  }
}

/** Brings the schema up to date. An empty migration list is a build error, not a silent no-op. */
export async function migrate(orm: Orm): Promise<number> {
  if (migrationsList.length === 0) throw new Error('No migrations were bundled: the build is broken.')
  const applied = await orm.migrator.up()
  return applied.length
}
