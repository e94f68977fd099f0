/**
 * The embedded database's own thread (ADR 0083): PGlite runs here, and the server's thread sends it statements
 * (pglite-thread.ts). Plain JavaScript that imports only npm packages, so the same file runs from `src/` (tests,
 * dev) and from `dist/server/` (the build copies it) without a compile step.
 *
 * Messages in: `{ id, op, tx?, sql?, params?, options? }` with op query | exec | begin | commit | rollback |
 * dump | close. Messages out: `{ id, result }` or `{ id, error }`, the error as a plain object with the fields
 * PostgreSQL gave (code, detail, constraint...), which the other side turns back into an Error.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

const port = parentPort
if (!port) throw new Error('pglite-worker.mjs runs only as a worker thread')

/** Open transactions by the id the server's thread gave them: PGlite's handle and how to end it. */
const transactions = new Map()

/** PostgreSQL's SQLSTATE for "a backend crashed": the server's side reads it as an outage (db/unavailable.ts). */
const CRASH_SHUTDOWN = '57P02'

/** Emscripten's abort: a WebAssembly trap, after which every call into PGlite's engine fails. */
function engineAborted(error) {
  return error instanceof WebAssembly.RuntimeError || /^Aborted\(/.test(String(error?.message))
}

/** An error as a plain object: structured clone keeps only an Error's message and stack, not PostgreSQL's fields. */
function plainError(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) }
  return { ...error, name: error.name, message: error.message, stack: error.stack }
}

/**
 * Starts a transaction and resolves once it has begun. PGlite holds its transaction lock until the callback
 * returns, so the callback waits for the commit or rollback message.
 */
function begin(pglite, id) {
  return new Promise((began, failed) => {
    let end
    const ended = new Promise((resolve) => (end = resolve))
    const done = pglite.transaction(async (tx) => {
      transactions.set(id, { tx, end, done })
      began(null)
      if (!(await ended)) await tx.rollback()
    })
    done.catch(failed)
  })
}

async function finish(id, commit) {
  const transaction = transactions.get(id)
  if (!transaction) throw new Error(`no open transaction ${id}`)
  transactions.delete(id)
  transaction.end(commit)
  await transaction.done
  return null
}

const target = (tx, pglite) => {
  if (tx === undefined) return pglite
  const transaction = transactions.get(tx)
  if (!transaction) throw new Error(`no open transaction ${tx}`)
  return transaction.tx
}

try {
  const pglite = await PGlite.create({
    ...(workerData.dataDir ? { dataDir: workerData.dataDir } : {}),
    ...(workerData.snapshot ? { loadDataDir: workerData.snapshot } : {}),
    extensions: { pg_trgm },
  })

  const handlers = {
    query: ({ tx, sql, params, options }) => target(tx, pglite).query(sql, params, options),
    exec: ({ tx, sql, options }) => target(tx, pglite).exec(sql, options),
    begin: ({ tx }) => begin(pglite, tx),
    commit: ({ tx }) => finish(tx, true),
    rollback: ({ tx }) => finish(tx, false),
    dump: ({ compression }) => pglite.dumpDataDir(compression),
    close: async () => {
      await pglite.close()
      return null
    },
  }

  port.on('message', async (message) => {
    try {
      const result = await handlers[message.op](message)
      port.postMessage({ id: message.id, result })
    } catch (error) {
      if (!engineAborted(error)) {
        port.postMessage({ id: message.id, error: plainError(error) })
      } else {
        // Nothing can run on an engine that aborted. The thread ends, and the server's side opens the data folder
        // again in a new one (pglite-thread.ts); this statement fails as PostgreSQL's do when a backend crashes.
        port.postMessage({ id: message.id, error: { ...plainError(error), code: CRASH_SHUTDOWN } })
        process.exit(1)
      }
    }
    if (message.op === 'close') port.close()
  })
  port.postMessage({ ready: true })
} catch (error) {
  port.postMessage({ ready: false, error: plainError(error) })
}
