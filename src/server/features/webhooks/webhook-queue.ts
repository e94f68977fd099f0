import type { Em } from '@/server/db/orm'
import type { JobQueue } from '@/server/lib/jobs/job-queue'

export const WEBHOOK_QUEUE = 'webhook-deliver'

export interface WebhookJob {
  deliveryId: number
}

/**
 * Retries of one delivery: 30 s doubling up to an hour apart, 30 retries: about a day (30+60+…+1920 s, then
 * 23 hours at most an hour apart) before the delivery is marked failed. Tests pass shorter delays.
 */
export interface WebhookRetries {
  retryLimit: number
  retryDelaySeconds: number
  retryDelayMaxSeconds: number
}

export const DEFAULT_WEBHOOK_RETRIES: WebhookRetries = {
  retryLimit: 30,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 3600,
}

/**
 * The app's queue by its ORM (every fork of one ORM shares its metadata), so `emitWebhookEvent` needs only the
 * entity manager the write already has, in the service that writes. One per app, and per test app.
 */
const queues = new WeakMap<object, JobQueue>()

export function attachWebhookQueue(em: Em, jobs: JobQueue) {
  queues.set(em.getMetadata(), jobs)
}

/** A SQL string literal (standard_conforming_strings, on in every supported server). */
const literal = (value: unknown) =>
  value === null || value === undefined ? 'null' : `'${String(value).replaceAll("'", "''")}'`

/**
 * pg-boss's statements run through `em`, so the job row is written in the caller's transaction: committed with
 * the change it reports, or not at all. Its `$n` parameters are written into the text as literals (the ORM's
 * own placeholders are `?`, which pg-boss's SQL may hold as an operator).
 */
function executorOn(em: Em) {
  return {
    executeSql: async (text: string, values: unknown[] = []) => {
      const sql = text.replace(/\$(\d+)\b/g, (_, index: string) => literal(values[Number(index) - 1]))
      return { rows: await em.execute<Record<string, unknown>[]>(sql) }
    },
  }
}

/**
 * Queues a stored delivery's job through `em` (inside its transaction when it has one). Without a job queue (a
 * script, the seed) the row stays pending and the next worker start queues it (queuePendingDeliveries).
 */
export async function queueDelivery(em: Em, deliveryId: number) {
  const jobs = queues.get(em.getMetadata())
  if (!jobs) return
  await jobs.send(WEBHOOK_QUEUE, { deliveryId } satisfies WebhookJob, {
    singletonKey: String(deliveryId),
    db: executorOn(em),
  })
}
