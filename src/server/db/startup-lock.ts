import type { Database } from './orm'

/**
 * Issue 20 (ADR 0070): replicas starting together on one PostgreSQL database take turns for migrations, the
 * demo seed and the first admin. Without this, two processes both create the same extension or table and
 * one crashes, or both seed. The lock is a session-level advisory lock on one connection held for the whole
 * step; if the process dies, PostgreSQL ends the session and the lock with it.
 *
 * It is taken by polling pg_try_advisory_lock rather than waiting in pg_advisory_lock: every statement stays
 * short (well inside statement_timeout), and the whole wait has a deadline of our own with a clear message.
 */

/** Any fixed number works; every CampusPulse process and command must use the same one. */
const STARTUP_LOCK_KEY = 2_071_420_020
const POLL_MS = 250

/** Start-up could not get its turn or its schema in time: one line for the operator, no stack. */
export class DatabaseNotReadyError extends Error {}

interface PgPoolClient {
  query(sql: string, params?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>
  release(destroy?: boolean): void
}
interface PgPool {
  connect(): Promise<PgPoolClient>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export interface LockWait {
  /** How long to wait for another process to finish before giving up. */
  waitMs: number
  /** Called once when another process holds the lock, so the log says why start-up pauses. */
  onWait?: () => void
}

export async function withStartupLock<T>(db: Database, wait: LockWait, work: () => Promise<T>): Promise<T> {
  // PGlite: the data-folder lock (data-dir-lock.ts) already admits a single process.
  if (db.engine === 'pglite') return work()

  const pool = (await db.orm.em.getConnection().getNativeClient()) as unknown as PgPool
  const client = await pool.connect()
  // A connection whose query failed may be in any state: it is destroyed, not reused (which also ends its
  // session, and so releases the lock if we held it).
  let broken = false
  const query = async (sql: string) => {
    try {
      return (await client.query(sql, [STARTUP_LOCK_KEY])).rows[0]
    } catch (error) {
      broken = true
      throw error
    }
  }
  try {
    const deadline = Date.now() + wait.waitMs
    let waited = false
    while (!(await query('select pg_try_advisory_lock($1) as locked'))?.locked) {
      if (!waited) wait.onWait?.()
      waited = true
      if (Date.now() >= deadline) {
        throw new DatabaseNotReadyError(
          `Another process has been migrating or seeding the database for over ${Math.round(wait.waitMs / 1000)} s; ` +
            'giving up (raise MIGRATION_WAIT_SECONDS if its migrations are that long).',
        )
      }
      await sleep(POLL_MS)
    }
    try {
      return await work()
    } finally {
      await query('select pg_advisory_unlock($1)').catch(() => {})
    }
  } finally {
    client.release(broken)
  }
}
