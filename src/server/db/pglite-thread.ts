import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { Results, Transaction } from '@electric-sql/pglite'
import type { Logger } from '@/server/logger'
import { startFromSnapshot } from './fresh-install'
import { CONNECT_TIMEOUT_MS } from './pg-pool'
import { ownModule } from '@/server/lib/files/own-module'
import { dbStatementDuration, embeddedDbRestarts } from '@/server/lib/metrics/metrics'

/**
 * PGlite in a thread of its own (ADR 0083), behind the part of PGlite's interface its users here call: the
 * ORM's Kysely dialect (`query`, `transaction`, `close`, `ready`), pg-boss (`query`, `exec`) and test snapshots
 * (`dumpDataDir`). In the server's thread, each statement costs a message each way rather than the statement's
 * whole run: PostgreSQL's work (a third of a staff page's render) runs on another core, and a long statement
 * no longer holds up every other request.
 *
 * A thread that ends on its own (PGlite's engine aborted, or the thread crashed) is started again on the same
 * data folder, as PostgreSQL's postmaster restarts its backends after one crashes: what was committed is there
 * again after PGlite's recovery, what was under way is lost, and until then statements fail fast with an outage
 * error (a 503 with Retry-After, never a 500 or a wait). An in-memory database cannot come back; it stays closed.
 *
 * PGlite is one connection, so a statement may wait for a transaction or another statement to end. The thread
 * bounds that wait as a PostgreSQL pool bounds its wait for a connection (`waitMs`, 3 s): past it, the statement
 * gives up without having run (SQLSTATE 55P03, an outage error). PGlite cannot cancel one that has started.
 */
export interface EmbeddedDatabase {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
  exec(sql: string, options?: QueryOptions): Promise<Results[]>
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<File | Blob>
  close(): Promise<void>
  readonly closed: boolean
  readonly ready: boolean
  readonly waitReady: Promise<void>
}

export interface PgliteThreadOptions {
  /** Where a stopped thread and its restart are reported. */
  log?: Pick<Logger, 'info' | 'error'>
  /** The thread's module. Tests give one that wraps pglite-worker.mjs to make the thread fail on cue. */
  workerModule?: URL
  /**
   * The database an empty data folder starts from (ADR 0107): the server's start passes the one the build wrote
   * (`FRESH_INSTALL_SNAPSHOT`). Without it, or where the file is absent, PGlite creates an empty cluster: what
   * the command-line tools want (a restore must be able to migrate an empty folder to an older backup's level).
   */
  freshSnapshot?: string
  /**
   * How long a statement may wait for its turn on PGlite's one connection (behind a transaction or another
   * statement) before it gives up unrun with an outage error: a PostgreSQL pool's wait for a connection.
   */
  waitMs?: number
}

/** What crosses to the thread: only plain options (row mode), no parser functions. */
interface QueryOptions {
  rowMode?: 'array' | 'object'
}

type Request =
  | { op: 'query'; tx?: number; sql: string; params?: unknown[]; options?: QueryOptions }
  | { op: 'exec'; tx?: number; sql: string; options?: QueryOptions }
  | { op: 'begin' | 'commit' | 'rollback'; tx: number }
  | { op: 'dump'; compression?: string }
  | { op: 'close' }

type Reply = { id: number; result?: unknown; error?: Record<string, unknown> }

/** The SQLSTATEs PostgreSQL gives in the same situations, so db/unavailable.ts reads them as an outage. */
const CRASH_SHUTDOWN = '57P02'
const CANNOT_CONNECT_NOW = '57P03'
const CONNECTION_DOES_NOT_EXIST = '08003'

/** Restarts back off from 0.2 s to this, for an engine that keeps failing to open its folder. */
const MAX_RESTART_DELAY_MS = 5_000

/** The thread's module: beside this file, or copied into dist/server by the build (lib/files/own-module.ts). */
const WORKER = ownModule(new URL('./pglite-worker.mjs', import.meta.url))
/** The fresh-install database the build writes beside the server bundle (scripts/build.mjs, ADR 0107). */
export const FRESH_INSTALL_SNAPSHOT = fileURLToPath(new URL('./data/fresh-database.tar.gz', WORKER))

/** The thread's error as an Error again, with PostgreSQL's fields (code, detail, constraint...) on it. */
function errorFrom(plain: Record<string, unknown>): Error {
  const error = new Error(String(plain.message))
  Object.assign(error, plain)
  return error
}

function unavailable(message: string, code: string): Error {
  return Object.assign(new Error(message), { code })
}

/** What every statement on a closed database gets (a connection that no longer exists). */
export const closedDatabaseError = () => unavailable('the database is closed', CONNECTION_DOES_NOT_EXIST)

/** One run of the thread: from its start to its exit. */
interface Thread {
  call<T>(request: Request): Promise<T>
  /** Closes PGlite's files, then ends the thread. */
  close(): Promise<void>
}

/**
 * A snapshot crosses as bytes, not a Blob: a Uint8Array over a SharedArrayBuffer (the tests' snapshots, read once
 * per worker) reaches the thread without a copy, where a Blob is copied in and read back in chunks.
 */
type WorkerData = ({ dataDir: string } | { snapshot?: Uint8Array }) & { waitMs: number }

/**
 * Starts a thread and resolves once PGlite is open in it. `onStop` hears of an exit nobody asked for, before
 * the statements under way are failed, so a caller retrying at once already sees the restart.
 */
async function startThread(module: URL, data: WorkerData, onStop: (code: number) => void): Promise<Thread> {
  const worker = new Worker(module, { workerData: data })
  // The start's listeners come off once it is settled: the Worker has listeners of its own (its port's references).
  let onMessage = (_message: { ready: boolean; error?: Record<string, unknown> }) => {}
  let onError = (_error: Error) => {}
  let onExit = (_code: number) => {}
  try {
    await new Promise<void>((resolve, reject) => {
      onMessage = (message) =>
        message.ready ? resolve() : reject(errorFrom(message.error ?? { message: 'PGlite did not start' }))
      onError = reject
      // PGlite's engine may end its thread outright (a fatal error in WebAssembly): that, too, is a failed start.
      onExit = (code) => reject(new Error(`the database thread stopped while starting (exit ${code})`))
      worker.once('message', onMessage).once('error', onError).once('exit', onExit)
    })
  } catch (error) {
    await worker.terminate()
    throw error
  }
  worker.off('message', onMessage).off('error', onError).off('exit', onExit)

  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  let nextId = 1
  let alive = true
  let closing = false
  worker.unref()
  worker.on('message', ({ id, result, error }: Reply) => {
    const call = pending.get(id)
    if (!call) return
    pending.delete(id)
    // An idle database thread does not keep the process alive; one with a statement under way does.
    if (pending.size === 0) worker.unref()
    if (error) call.reject(errorFrom(error))
    else call.resolve(result)
  })
  // An uncaught error in the thread is followed by its exit, which is where the statements are failed.
  worker.on('error', () => {})
  worker.on('exit', (code) => {
    alive = false
    if (!closing) onStop(code)
    const stopped = unavailable(`the embedded database stopped (thread exit ${code})`, CRASH_SHUTDOWN)
    for (const { reject } of pending.values()) reject(stopped)
    pending.clear()
  })

  const thread: Thread = {
    call<T>(request: Request) {
      if (!alive) return Promise.reject(unavailable('the embedded database stopped', CRASH_SHUTDOWN))
      const id = nextId++
      return new Promise<T>((resolve, reject) => {
        if (pending.size === 0) worker.ref()
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
        worker.postMessage({ id, ...request })
      })
    },
    async close() {
      if (!alive) return
      closing = true
      await thread.call({ op: 'close' })
      await worker.terminate()
    },
  }
  return thread
}

export async function openPgliteThread(
  target: { dataDir: string } | { memory: true; snapshot?: Uint8Array },
  { log, workerModule = WORKER, freshSnapshot, waitMs = CONNECT_TIMEOUT_MS }: PgliteThreadOptions = {},
): Promise<EmbeddedDatabase> {
  if ('dataDir' in target && freshSnapshot) await startFromSnapshot(target.dataDir, freshSnapshot)
  const data: WorkerData = {
    ...('dataDir' in target ? { dataDir: target.dataDir } : { snapshot: target.snapshot }),
    waitMs,
  }
  let closed = false
  let restarting: Promise<void> | undefined

  const onStop = (code: number) => {
    if (closed) return
    if (!('dataDir' in target)) {
      closed = true
      log?.error({ code }, 'the in-memory database thread stopped; its data is gone')
      return
    }
    log?.error({ code }, 'the embedded database stopped; opening its data folder again')
    embeddedDbRestarts.inc()
    restarting = restart().finally(() => (restarting = undefined))
  }

  const restart = async () => {
    for (let attempt = 1; !closed; attempt++) {
      try {
        const next = await startThread(workerModule, data, onStop)
        // close() was called while this thread started: it closes the data folder it just opened.
        if (closed) return await next.close()
        thread = next
        log?.info({ attempt }, 'the embedded database is open again')
        return
      } catch (error) {
        log?.error({ err: error, attempt }, 'the embedded database did not open again; retrying')
        const delay = Math.min(100 * 2 ** attempt, MAX_RESTART_DELAY_MS)
        await new Promise((resolve) => setTimeout(resolve, delay).unref())
      }
    }
  }

  let thread = await startThread(workerModule, data, onStop)

  /** The thread to send to now; statements in between fail at once rather than wait for the restart. */
  const current = (): Thread => {
    if (closed) throw closedDatabaseError()
    if (restarting) throw unavailable('the embedded database is starting again', CANNOT_CONNECT_NOW)
    return thread
  }
  const call = <T>(request: Request): Promise<T> => {
    try {
      return timed(current().call<T>(request))
    } catch (error) {
      return Promise.reject(error)
    }
  }
  let nextTx = 1

  return {
    query: (sql, params, options) => call({ op: 'query', sql, params, options: plainOptions(options) }),
    exec: (sql, options) => call({ op: 'exec', sql, options: plainOptions(options) }),
    async transaction(callback) {
      // A transaction lives in one thread: if that thread stops, its statements fail rather than go to the next.
      const owner = current()
      const tx = nextTx++
      await owner.call({ op: 'begin', tx })
      let ended = false
      const handle = {
        query: (sql: string, params?: unknown[], options?: QueryOptions) =>
          timed(owner.call({ op: 'query', tx, sql, params, options: plainOptions(options) })),
        exec: (sql: string, options?: QueryOptions) =>
          timed(owner.call({ op: 'exec', tx, sql, options: plainOptions(options) })),
        async rollback() {
          ended = true
          await owner.call({ op: 'rollback', tx })
        },
        get closed() {
          return ended
        },
      } as unknown as Transaction
      try {
        const result = await callback(handle)
        if (!ended) {
          ended = true
          await owner.call({ op: 'commit', tx })
        }
        return result
      } catch (error) {
        if (!ended) {
          ended = true
          await owner.call({ op: 'rollback', tx }).catch(() => {})
        }
        throw error
      }
    },
    dumpDataDir: (compression) => call({ op: 'dump', compression }),
    async close() {
      if (closed) return
      closed = true
      await restarting
      await thread.close()
    },
    get closed() {
      return closed
    },
    ready: true,
    waitReady: Promise.resolve(),
  }
}

/** Only the row mode crosses; other options (parsers, blobs) are functions or streams the thread cannot take. */
function plainOptions(options?: QueryOptions): QueryOptions | undefined {
  return options?.rowMode ? { rowMode: options.rowMode } : undefined
}

/** The metrics' statement time: from sending to the answer, its wait in the thread's line included. */
function timed<T>(answer: Promise<T>): Promise<T> {
  const started = performance.now()
  const observe = () =>
    dbStatementDuration.observe({ engine: 'pglite' }, (performance.now() - started) / 1000)
  answer.then(observe, observe)
  return answer
}
