/**
 * The embedded database's thread (src/server/db/pglite-worker.mjs) with two faults on cue, for the tests of what
 * the server's side does when the thread stops (pglite-thread.test.ts). Plain JavaScript: it runs as a worker.
 * - `select 'fault:exit'` never answers, and the thread ends 20 ms later, as a crash would end it.
 * - `select 'fault:abort'` throws the WebAssembly trap an aborted engine throws.
 * Both work on the instance and inside a transaction.
 */
import { PGlite } from '@electric-sql/pglite'

/** The fault a statement asks for, as the promise PGlite would give; undefined for any other statement. */
function fault(sql) {
  if (sql === "select 'fault:exit'") {
    setTimeout(() => process.exit(70), 20)
    return new Promise(() => {})
  }
  if (sql === "select 'fault:abort'")
    return Promise.reject(new WebAssembly.RuntimeError('Aborted(unreachable)'))
}

const query = PGlite.prototype.query
PGlite.prototype.query = function (sql, ...rest) {
  return fault(sql) ?? query.call(this, sql, ...rest)
}

// Inside a transaction too: PGlite hands its callback an object of its own, not the instance.
const transaction = PGlite.prototype.transaction
PGlite.prototype.transaction = function (callback) {
  return transaction.call(this, (tx) => {
    const inner = tx.query
    tx.query = (sql, ...rest) => fault(sql) ?? inner.call(tx, sql, ...rest)
    return callback(tx)
  })
}

await import('../../src/server/db/pglite-worker.mjs')
