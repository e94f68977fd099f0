import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

/**
 * The process's measurements, in the Prometheus text format at /metrics (http/metrics.ts, ADR 0088). One
 * registry for the process, as Prometheus scrapes one process: every app built in it (tests build several)
 * counts into the same series. Every label takes values from a fixed set (route patterns, never raw URLs; cache
 * and queue names), so the number of series stays bounded whatever the traffic.
 */
export const registry = new Registry()
collectDefaultMetrics({ register: registry })

const registers = [registry]
// Up to 10 s: the slowest answer a visitor waits for (a recommendation) stays below it.
const latencyBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

export const httpRequests = new Counter({
  name: 'campuspulse_http_requests_total',
  help: 'Answered requests, by route pattern, method and status.',
  labelNames: ['route', 'method', 'status'] as const,
  registers,
})

export const httpDuration = new Histogram({
  name: 'campuspulse_http_request_duration_seconds',
  help: 'Time from a request reaching the app to its answer being ready, by route pattern, method and status.',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: latencyBuckets,
  registers,
})

export const httpInFlight = new Gauge({
  name: 'campuspulse_http_requests_in_flight',
  help: 'Requests being answered now.',
  registers,
})

export const cacheLookups = new Counter({
  name: 'campuspulse_cache_lookups_total',
  help: 'Lookups in each in-memory cache, hit or miss.',
  labelNames: ['cache', 'result'] as const,
  registers,
})

export type CacheName = 'public-reads' | 'pages' | 'schools'

/** Counts one lookup in `cache`; returns what was found, so a lookup can be wrapped where it happens. */
export function countLookup<T>(cache: CacheName, found: T): T {
  cacheLookups.inc({ cache, result: found === undefined ? 'miss' : 'hit' })
  return found
}

export const dbConnectionWait = new Histogram({
  name: 'campuspulse_db_connection_wait_seconds',
  help: 'PostgreSQL: time a statement waited for a pooled connection.',
  buckets: latencyBuckets,
  registers,
})

export const dbStatementDuration = new Histogram({
  name: 'campuspulse_db_statement_duration_seconds',
  help: 'Time from a statement being sent to its answer (embedded database: including its wait in line).',
  labelNames: ['engine'] as const,
  buckets: latencyBuckets,
  registers,
})

export const embeddedDbRestarts = new Counter({
  name: 'campuspulse_embedded_db_restarts_total',
  help: 'Times the embedded database thread stopped and its data folder was opened again.',
  registers,
})

export const emails = new Counter({
  name: 'campuspulse_emails_total',
  help: 'Emails handed to the SMTP server (sent) or not (failed; the job retries them).',
  labelNames: ['result'] as const,
  registers,
})

/** Queue depth and oldest waiting job, read from the database at each scrape (set by jobs.ts). */
export interface QueueSnapshot {
  queue: string
  waiting: number
  oldestAgeSeconds: number
}
const queueReaders = new Set<() => Promise<QueueSnapshot[]>>()

/** Adds a queue whose gauges are read at each scrape (one per process outside tests); returns its removal. */
export function watchQueues(read: () => Promise<QueueSnapshot[]>): () => void {
  queueReaders.add(read)
  return () => queueReaders.delete(read)
}

/** Collects that run side by side (the two queue gauges of a scrape) share one database read. */
let reading: Promise<QueueSnapshot[] | null> | undefined
function queueSnapshot(): Promise<QueueSnapshot[] | null> {
  reading ??= Promise.all([...queueReaders].map((read) => read()))
    .then((snapshots) => snapshots.flat())
    .catch(() => null)
    .finally(() => (reading = undefined))
  return reading
}

// A database that does not answer leaves the series out of that scrape rather than failing it.
const queueDepth = new Gauge({
  name: 'campuspulse_job_queue_depth',
  help: 'Jobs waiting to run (created or to be retried), per queue.',
  labelNames: ['queue'] as const,
  registers,
  async collect() {
    this.reset()
    for (const { queue, waiting } of (await queueSnapshot()) ?? []) this.set({ queue }, waiting)
  },
})

const queueOldest = new Gauge({
  name: 'campuspulse_job_queue_oldest_age_seconds',
  help: 'Age of the oldest job waiting to run, per queue (0 when none waits).',
  labelNames: ['queue'] as const,
  registers,
  async collect() {
    this.reset()
    for (const { queue, oldestAgeSeconds } of (await queueSnapshot()) ?? [])
      this.set({ queue }, oldestAgeSeconds)
  },
})
void queueDepth
void queueOldest
