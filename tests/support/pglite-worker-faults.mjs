/**
 * The embedded database's thread (src/server/db/pglite-worker.mjs) with two faults on cue, for the tests of what
 * the server's side does when the thread stops (pglite-thread.test.ts). Plain JavaScript: it runs as a worker.
 * - `select 'fault:exit'` never answers, and the thread ends 20 ms later, as a crash would end it.
 * - `select 'fault:abort'` throws the WebAssembly trap an aborted engine throws.
 */
import { PGlite } from '@electric-sql/pglite'

const query = PGlite.prototype.query
PGlite.prototype.query = function (sql, ...rest) {
  if (sql === "select 'fault:exit'") {
    setTimeout(() => process.exit(70), 20)
    return new Promise(() => {})
  }
  if (sql === "select 'fault:abort'")
    return Promise.reject(new WebAssembly.RuntimeError('Aborted(unreachable)'))
  return query.call(this, sql, ...rest)
}

await import('../../src/server/db/pglite-worker.mjs')
