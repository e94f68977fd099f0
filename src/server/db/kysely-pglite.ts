import type { PGlite, Transaction } from '@electric-sql/pglite'
import type { EmbeddedDatabase } from './pglite-thread'

/**
 * The embedded database as the ORM's Kysely dialect takes it. That dialect starts a transaction without awaiting
 * it and waits for the callback to run (kysely/dialect/pglite). A transaction that cannot begin (the thread is
 * starting again, has stopped, or stayed busy past the wait) rejects before its callback, so the dialect would
 * leave a rejected promise nobody listens to (an unhandled rejection ends the process; the fault suite's thread
 * crash found it) and its caller waiting forever. Here such a transaction runs the callback against a handle that
 * refuses every statement with the same outage error, then fails with it: nothing reaches the database, and the
 * ORM's caller gets the outage (a 503) as from any statement.
 */
export function forKysely(db: EmbeddedDatabase): PGlite {
  const adapter = Object.create(db) as EmbeddedDatabase
  adapter.transaction = <T>(callback: (tx: Transaction) => Promise<T>) => {
    let began = false
    return db
      .transaction((tx) => {
        began = true
        return callback(tx)
      })
      .catch((error: unknown) => {
        if (began) throw error
        return refusedTransaction(callback, error)
      })
  }
  return adapter as unknown as PGlite
}

async function refusedTransaction<T>(callback: (tx: Transaction) => Promise<T>, error: unknown): Promise<T> {
  let ended = false
  const refuse = () => Promise.reject(error)
  const handle = {
    query: refuse,
    exec: refuse,
    async rollback() {
      ended = true
    },
    get closed() {
      return ended
    },
  } as unknown as Transaction
  await callback(handle).catch(() => {})
  throw error
}
