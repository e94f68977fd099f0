/**
 * The embedded database's own thread (ADR 0083): PGlite runs here, and the server's thread sends it statements
 * (pglite-thread.ts). Plain JavaScript that imports only npm packages, so the same file runs from `src/` (tests,
 * dev) and from `dist/server/` (the build copies it) without a compile step.
 *
 * Messages in: `{ id, op, tx?, sql?, params?, options? }` with op query | exec | begin | commit | rollback |
 * dump | close. Messages out: `{ id, result }` or `{ id, error }`, the error as a plain object with the fields
 * PostgreSQL gave (code, detail, constraint...), which the other side turns back into an Error. `workerData`:
 * `{ dataDir }` (a fresh install's is unpacked before the thread starts: pglite-thread.ts) or `{ snapshot }` (a
 * tarball's bytes), and `waitMs` (see oneConnection).
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
/** PostgreSQL's SQLSTATE for a lock wait that gave up: what a statement gets that waited too long for its turn. */
const LOCK_NOT_AVAILABLE = '55P03'

/**
 * PGlite is one connection. Statements outside a transaction, and each transaction from its begin to its end,
 * take it in turn, in the order they came, so this thread knows which are still waiting for it. One that has
 * waited `waitMs` gives up without having run, as a caller of a busy PostgreSQL pool gives up (pg-pool.ts):
 * every wait for the embedded database is bounded by that plus the one statement under way, which PGlite
 * cannot cancel. Closing and snapshots wait as long as it takes.
 */
function oneConnection(waitMs, run, giveUp) {
  const line = []
  let busy = false
  let timer

  const next = () => {
    while (!busy && line.length > 0) {
      const { message } = line.shift()
      busy = true
      run(message).then((ok) => {
        // A transaction that began keeps the connection until finish() releases it.
        if (message.op !== 'begin' || !ok) release()
      })
    }
    watch()
  }
  const release = () => {
    busy = false
    next()
  }
  /**
   * One timer, for the first deadline in the line; at it, everything due gives up. Deadlines come in the order
   * of the line (one `waitMs` for all; closing and snapshots have none), so the first is near the front, and the
   * timer is set again only when that first deadline changes, not for every statement.
   */
  let armedFor = Infinity
  const watch = () => {
    const first = line.find((waiting) => waiting.deadline !== Infinity)?.deadline ?? Infinity
    if (first === armedFor) return
    clearTimeout(timer)
    armedFor = first
    if (first !== Infinity) timer = setTimeout(expire, Math.max(0, first - performance.now()))
  }
  const expire = () => {
    armedFor = Infinity
    const now = performance.now()
    for (const waiting of line.filter((entry) => entry.deadline <= now)) {
      line.splice(line.indexOf(waiting), 1)
      giveUp(waiting.message)
    }
    watch()
  }
  const mayGiveUp = (message) => message.op === 'query' || message.op === 'exec' || message.op === 'begin'

  return {
    enqueue(message) {
      line.push({ message, deadline: mayGiveUp(message) ? performance.now() + waitMs : Infinity })
      next()
    },
    release,
  }
}

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

/** Ends a transaction, then hands the connection it held to the next in line (`release`). */
async function finish(id, commit, release) {
  const transaction = transactions.get(id)
  if (!transaction) throw new Error(`no open transaction ${id}`)
  transactions.delete(id)
  transaction.end(commit)
  try {
    await transaction.done
  } finally {
    release()
  }
  return null
}

const target = (tx, pglite) => {
  if (tx === undefined) return pglite
  const transaction = transactions.get(tx)
  if (!transaction) throw new Error(`no open transaction ${tx}`)
  return transaction.tx
}

/**
 * PostgreSQL's default shared buffers are 128 MB, and PGlite touches all of them: an idle server's largest single
 * cost (issue 40). 32 MB holds this site's working set (the directory, its indexes and the pages' reads) many
 * times over, and what falls out is read back from the operating system's file cache. A site that outgrows it
 * moves to PostgreSQL, where the operator sizes memory (ADR 0108).
 */
const LEAN_SETTINGS = ['shared_buffers = 32MB']

/**
 * A snapshot's bytes (an uncompressed tarball, as `dumpDataDir('none')` writes) as PGlite loads them: it reads
 * only `type` and `arrayBuffer()`. Not a Blob: Node's Blob copies the bytes in and reads them back in chunks, over
 * a third of an in-memory open in a profile. The bytes are copied once: the caller's (shared) buffer stays theirs.
 */
const tarball = (bytes) => ({ type: 'application/x-tar', arrayBuffer: async () => bytes.slice().buffer })

try {
  const pglite = await PGlite.create({
    ...(workerData.dataDir ? { dataDir: workerData.dataDir } : {}),
    ...(workerData.snapshot ? { loadDataDir: tarball(workerData.snapshot) } : {}),
    postgresqlconf: LEAN_SETTINGS,
    extensions: { pg_trgm },
  })

  const connection = oneConnection(
    workerData.waitMs,
    (message) => respond(message),
    (message) =>
      port.postMessage({
        id: message.id,
        error: {
          name: 'Error',
          message: `the embedded database stayed busy for ${workerData.waitMs} ms; the statement did not run`,
          code: LOCK_NOT_AVAILABLE,
        },
      }),
  )

  const handlers = {
    query: ({ tx, sql, params, options }) => target(tx, pglite).query(sql, params, options),
    exec: ({ tx, sql, options }) => target(tx, pglite).exec(sql, options),
    begin: ({ tx }) => begin(pglite, tx),
    commit: ({ tx }) => finish(tx, true, connection.release),
    rollback: ({ tx }) => finish(tx, false, connection.release),
    dump: ({ compression }) => pglite.dumpDataDir(compression),
    close: async () => {
      await pglite.close()
      return null
    },
  }

  /** Answers a message with what its handler gives, or its error; an aborted engine ends the thread. */
  const respond = async (message) => {
    try {
      const result = await handlers[message.op](message)
      port.postMessage({ id: message.id, result })
      if (message.op === 'close') port.close()
      return true
    } catch (error) {
      if (!engineAborted(error)) {
        port.postMessage({ id: message.id, error: plainError(error) })
        return false
      }
      // Nothing can run on an engine that aborted. The thread ends, and the server's side opens the data folder
      // again in a new one (pglite-thread.ts); this statement fails as PostgreSQL's do when a backend crashes.
      port.postMessage({ id: message.id, error: { ...plainError(error), code: CRASH_SHUTDOWN } })
      process.exit(1)
    }
  }

  port.on('message', (message) => {
    // A statement of an open transaction goes straight in: its transaction holds the connection.
    if (message.tx !== undefined && message.op !== 'begin') void respond(message)
    else connection.enqueue(message)
  })
  port.postMessage({ ready: true })
} catch (error) {
  port.postMessage({ ready: false, error: plainError(error) })
}
