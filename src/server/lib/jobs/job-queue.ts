import { fromPglite, PgBoss } from 'pg-boss'
import type { Config } from '@/server/config'
import type { Database } from '@/server/db/orm'
import type { Logger } from '@/server/logger'

export type JobQueue = PgBoss

/**
 * The durable job queue (pg-boss, ADR 0014): jobs are rows in the `pgboss` schema of the app's own database, so
 * they survive restarts and any replica may run them. On PostgreSQL pg-boss keeps a small pool of its own (and
 * one LISTEN connection, so a worker hears of a new job at once); on PGlite it runs through the same embedded
 * instance as the ORM, which makes the zero-setup default the same code path.
 */
export async function openJobQueue(
  db: Database,
  config: Pick<Config, 'DATABASE_QUERY_TIMEOUT_MS'>,
  log: Logger,
): Promise<JobQueue> {
  const common = {
    schema: 'pgboss',
    useListenNotify: true,
    // A job whose worker died (SIGKILL, a lost machine) is noticed by its missing heartbeat on the next pass.
    monitorIntervalSeconds: 5,
    superviseIntervalSeconds: 5,
    // The queue counts a worker reads to know a backlog waits (and so fetch without pausing) are this fresh.
    queueCacheIntervalSeconds: 5,
  }
  const boss =
    db.engine === 'pglite' && db.pglite
      ? new PgBoss({ ...common, db: fromPglite(db.pglite), backend: 'pglite' })
      : new PgBoss({
          ...common,
          connectionString: db.url,
          max: 4,
          connectionTimeoutMillis: 3_000,
          // The same bound on every statement as the app's own pool (ADR 0071).
          options: `-c statement_timeout=${config.DATABASE_QUERY_TIMEOUT_MS}`,
        })
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'))
  await boss.start()
  return boss
}
