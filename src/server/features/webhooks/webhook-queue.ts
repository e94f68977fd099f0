import type { Em } from '@/server/db/orm'
import type { JobQueue } from '@/server/lib/jobs/job-queue'
import { jobDbOn } from '@/server/lib/jobs/job-db'

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

/**
 * Queues a stored delivery's job through `em` (inside its transaction when it has one). Without a job queue (a
 * script, the seed) the row stays pending and the next worker start queues it (queuePendingDeliveries).
 */
export async function queueDelivery(em: Em, deliveryId: number) {
  const jobs = queues.get(em.getMetadata())
  if (!jobs) return
  await jobs.send(WEBHOOK_QUEUE, { deliveryId } satisfies WebhookJob, {
    singletonKey: String(deliveryId),
    db: jobDbOn(em),
  })
}

/**
 * Deletes the queued jobs of these deliveries through `em` (in its transaction), for an erase (ADR 0130): a
 * delivery deleted with its lead leaves no job behind.
 */
export async function dropQueuedDeliveries(em: Em, deliveryIds: number[]) {
  const jobs = queues.get(em.getMetadata())
  if (!jobs) return
  const db = jobDbOn(em)
  for (const id of deliveryIds) {
    const queued = await jobs.findJobs(WEBHOOK_QUEUE, { key: String(id), queued: true, db })
    if (queued.length)
      await jobs.deleteJob(
        WEBHOOK_QUEUE,
        queued.map((job) => job.id),
        { db },
      )
  }
}
