/**
 * The embedded database's thread (src/server/db/pglite-worker.mjs) with two faults on cue, for the tests of what
 * the server's side does when the thread stops (pglite-thread-restart.test.ts). Plain JavaScript: it runs as a
 * worker.
 * - `select 'fault:exit'` never answers, and the thread ends 20 ms later, as a crash would end it.
 * - `select 'fault:abort'` throws the WebAssembly trap an aborted engine throws.
 * - `select 'fault:exit-and-fail-restart'` ends the thread as `fault:exit` does, and the next thread started on
 *   the same data folder fails to start, once (a marker file beside the folder says so).
 * All work on the instance and inside a transaction.
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'

const failNextStart = workerData.dataDir && `${workerData.dataDir}.fail-next-start`
if (failNextStart && existsSync(failNextStart)) {
  rmSync(failNextStart)
  throw new Error('this start fails on cue')
}

/** The fault a statement asks for, as the promise PGlite would give; undefined for any other statement. */
function fault(sql) {
  if (sql === "select 'fault:exit-and-fail-restart'" && failNextStart) writeFileSync(failNextStart, '')
  if (sql === "select 'fault:exit'" || sql === "select 'fault:exit-and-fail-restart'") {
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
