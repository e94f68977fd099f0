import { dbConnectionWait, dbStatementDuration } from '@/server/lib/metrics/metrics'
/**
 * How the app's PostgreSQL pool behaves when the server is slow, frozen or gone (issue 12, ADR 0071). Every
 * wait is bounded: a request that needs the database gets its answer or a 503 within a few seconds, never a
 * hang, and the requests waiting for a connection are capped.
 */

/** Connections the pool opens at most (pg's own default, written down because the waiting cap depends on it). */
export const POOL_SIZE = 10
/** Requests that may wait for a free connection; one more is refused at once (503) instead of piling up. */
export const MAX_WAITING_FOR_CONNECTION = 100
/** Opening a connection, or waiting for a pooled one, gives up after this long. */
export const CONNECT_TIMEOUT_MS = 3_000
/** Lock waits give up sooner than statements: a request stuck behind a long write or migration fails fast. */
const MAX_LOCK_TIMEOUT_MS = 3_000
/**
 * The server cancels a statement after statement_timeout; the client waits this much longer before deciding
 * the server itself is not answering (frozen, or the network dropped), so a live server always reports first.
 */
const CLIENT_GRACE_MS = 1_000

/** The error code of a request refused because too many already wait for a connection. */
export const POOL_QUEUE_FULL = 'CAMPUSPULSE_DB_QUEUE_FULL'

/** The parts of pg's Pool and Client used here (the pg package ships no types of its own). */
interface PgClient {
  query(...args: unknown[]): unknown
  connection?: { stream?: { destroy(error?: Error): void } }
}
interface PgPool {
  waitingCount: number
  connect(...args: unknown[]): unknown
  on(event: 'connect', listener: (client: PgClient) => void): unknown
}

export interface PoolTimeouts {
  /** PostgreSQL's statement_timeout for the app's connections (DATABASE_QUERY_TIMEOUT_MS). */
  statementTimeoutMs: number
}

/** Options MikroORM's PostgreSqlDriver hands to pg's Pool (and from there to every Client it opens). */
export function poolOptions({ statementTimeoutMs }: PoolTimeouts) {
  return {
    max: POOL_SIZE,
    // Both opening a connection and waiting in the pool's queue for one.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Server side: sent with each new connection, so a live server cancels slow statements and lock waits.
    statement_timeout: statementTimeoutMs,
    lock_timeout: Math.min(statementTimeoutMs, MAX_LOCK_TIMEOUT_MS),
    // Client side: a frozen server never cancels anything, so the client stops waiting on its own.
    query_timeout: statementTimeoutMs + CLIENT_GRACE_MS,
    onPoolCreated: (pool: unknown) => guardPool(pool as PgPool),
  }
}

function guardPool(pool: PgPool) {
  const connect = pool.connect.bind(pool)
  pool.connect = (...args: unknown[]) => {
    if (pool.waitingCount < MAX_WAITING_FOR_CONNECTION) return timedConnect(connect, args)
    const error = Object.assign(
      new Error(`${MAX_WAITING_FOR_CONNECTION} requests already wait for a database connection`),
      { code: POOL_QUEUE_FULL },
    )
    const callback = args[0]
    if (typeof callback === 'function') return void callback(error)
    return Promise.reject(error)
  }
  pool.on('connect', destroyOnReadTimeout)
}

/**
 * pg's query_timeout fails the query but keeps the connection, which still waits for the old answer: handed
 * out again after the freeze, every query on it would queue behind that one. Destroying it instead makes the
 * pool drop it on release and open a fresh one when the server answers again.
 */
function destroyOnReadTimeout(client: PgClient) {
  const query = client.query
  client.query = (...args: unknown[]) => {
    const started = performance.now()
    const result = query.apply(client, args)
    if (result instanceof Promise) {
      const observe = () =>
        dbStatementDuration.observe({ engine: 'postgresql' }, (performance.now() - started) / 1000)
      result.then(observe, observe)
      result.catch((error: unknown) => {
        if ((error as Error | undefined)?.message === 'Query read timeout')
          client.connection?.stream?.destroy()
      })
    }
    return result
  }
}

/** Times the wait for a pooled connection (the metrics' database wait), with a callback or a promise. */
function timedConnect(connect: (...args: unknown[]) => unknown, args: unknown[]) {
  const started = performance.now()
  const observe = () => dbConnectionWait.observe((performance.now() - started) / 1000)
  const callback = args[0]
  if (typeof callback === 'function')
    return connect((...results: unknown[]) => {
      observe()
      return (callback as (...results: unknown[]) => unknown)(...results)
    })
  const result = connect(...args)
  if (result instanceof Promise) result.then(observe, observe)
  return result
}
