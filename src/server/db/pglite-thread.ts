import { Worker } from 'node:worker_threads'
import type { Results, Transaction } from '@electric-sql/pglite'

/**
 * PGlite in a thread of its own (ADR 0083), behind the part of PGlite's interface its users here call: the
 * ORM's Kysely dialect (`query`, `transaction`, `close`, `ready`), pg-boss (`query`, `exec`) and test snapshots
 * (`dumpDataDir`). In the server's thread, each statement costs a message each way rather than the statement's
 * whole run: PostgreSQL's work (a third of a staff page's render) runs on another core, and a long statement
 * no longer holds up every other request.
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

/** The worker's module: its source beside this file, or the copy the build puts in dist/server (build.mjs). */
function workerUrl(): URL {
  const here = import.meta.url
  const dist = here.lastIndexOf('/dist/server/')
  return dist >= 0
    ? new URL(`${here.slice(0, dist)}/dist/server/pglite-worker.mjs`)
    : new URL('./pglite-worker.mjs', here)
}

/** The thread's error as an Error again, with PostgreSQL's fields (code, detail, constraint...) on it. */
function errorFrom(plain: Record<string, unknown>): Error {
  const error = new Error(String(plain.message))
  Object.assign(error, plain)
  return error
}

export async function openPgliteThread(
  target: { dataDir: string } | { memory: true; snapshot?: Blob },
): Promise<EmbeddedDatabase> {
  const worker = new Worker(workerUrl(), {
    workerData: 'dataDir' in target ? { dataDir: target.dataDir } : { snapshot: target.snapshot },
  })
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  let nextId = 1
  let nextTx = 1
  let closed = false

  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (message: { ready: boolean; error?: Record<string, unknown> }) =>
        message.ready ? resolve() : reject(errorFrom(message.error ?? { message: 'PGlite did not start' })),
      )
      worker.once('error', reject)
      // PGlite's engine may end its thread outright (a fatal error in WebAssembly): that, too, is a failed start.
      worker.once('exit', (code) =>
        reject(new Error(`the database thread stopped while starting (exit ${code})`)),
      )
    })
  } catch (error) {
    await worker.terminate()
    throw error
  }

  worker.unref()
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error)
    pending.clear()
  }
  worker.on('message', ({ id, result, error }: Reply) => {
    const call = pending.get(id)
    if (!call) return
    pending.delete(id)
    // An idle database thread does not keep the process alive; one with a statement under way does.
    if (pending.size === 0) worker.unref()
    if (error) call.reject(errorFrom(error))
    else call.resolve(result)
  })
  worker.on('error', (error) => failAll(error))
  worker.on('exit', () => {
    closed = true
    failAll(new Error('the database thread has stopped'))
  })

  const call = <T>(request: Request): Promise<T> => {
    if (closed) return Promise.reject(new Error('the database is closed'))
    const id = nextId++
    return new Promise<T>((resolve, reject) => {
      if (pending.size === 0) worker.ref()
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      worker.postMessage({ id, ...request })
    })
  }

  return {
    query: (sql, params, options) => call({ op: 'query', sql, params, options: plainOptions(options) }),
    exec: (sql, options) => call({ op: 'exec', sql, options: plainOptions(options) }),
    async transaction(callback) {
      const tx = nextTx++
      await call({ op: 'begin', tx })
      let ended = false
      const handle = {
        query: (sql: string, params?: unknown[], options?: QueryOptions) =>
          call({ op: 'query', tx, sql, params, options: plainOptions(options) }),
        exec: (sql: string, options?: QueryOptions) =>
          call({ op: 'exec', tx, sql, options: plainOptions(options) }),
        async rollback() {
          ended = true
          await call({ op: 'rollback', tx })
        },
        get closed() {
          return ended
        },
      } as unknown as Transaction
      try {
        const result = await callback(handle)
        if (!ended) {
          ended = true
          await call({ op: 'commit', tx })
        }
        return result
      } catch (error) {
        if (!ended) {
          ended = true
          await call({ op: 'rollback', tx }).catch(() => {})
        }
        throw error
      }
    },
    dumpDataDir: (compression) => call({ op: 'dump', compression }),
    async close() {
      if (closed) return
      await call({ op: 'close' })
      closed = true
      await worker.terminate()
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
