import type { JobWithMetadata } from 'pg-boss'
import type { Config } from '@/server/config'
import type { Orm } from '@/server/db/orm'
import type { JobQueue } from '@/server/lib/jobs/job-queue'
import type { Logger } from '@/server/logger'
import { allowListOf } from './outgoing-address'
import { WebhookDeliveryEntity } from './webhook.entity'
import { DELIVERY_TIMEOUT_MS, sendDelivery } from './webhook-sender'
import {
  attachWebhookQueue,
  queueDelivery,
  WEBHOOK_QUEUE,
  type WebhookJob,
  type WebhookRetries,
} from './webhook-queue'

function queueOptions(retries: WebhookRetries) {
  return {
    retryLimit: retries.retryLimit,
    retryDelay: retries.retryDelaySeconds,
    retryDelayMax: retries.retryDelayMaxSeconds,
    retryBackoff: true,
    // An attempt is over after DELIVERY_TIMEOUT_MS; a job active well after that was lost with its worker.
    expireInSeconds: Math.ceil(DELIVERY_TIMEOUT_MS / 1000) * 3,
    deleteAfterSeconds: 7 * 24 * 3600,
  }
}

/**
 * The deliveries' queue, and the request's way to it. `exclusive` with the delivery id as singletonKey: one job
 * per delivery, however often it is queued (a write and the start-up sweep at once, two replicas).
 */
export async function createWebhookQueue(jobs: JobQueue, orm: Orm, retries: WebhookRetries) {
  const options = queueOptions(retries)
  await jobs.createQueue(WEBHOOK_QUEUE, { policy: 'exclusive', ...options })
  await jobs.updateQueue(WEBHOOK_QUEUE, options)
  attachWebhookQueue(orm.em, jobs)
}

type WorkerConfig = Pick<Config, 'WEBHOOK_ALLOW_ADDRESSES'>

/**
 * Sends deliveries on this process, one attempt per job run. A failure throws, so pg-boss retries with backoff;
 * the last failure (or one retrying cannot mend, a refused address) marks the delivery failed. A delivery no
 * longer pending (delivered by an attempt whose job outlived it, or its webhook deleted) sends nothing.
 */
export async function workWebhookDeliveries(jobs: JobQueue, orm: Orm, config: WorkerConfig, log: Logger) {
  const allowed = allowListOf(config.WEBHOOK_ALLOW_ADDRESSES ?? [])
  await jobs.work(
    WEBHOOK_QUEUE,
    { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 },
    async ([job]: JobWithMetadata<WebhookJob>[]) => {
      if (!job) return
      const em = orm.em.fork()
      const delivery = await em.findOne(
        WebhookDeliveryEntity,
        { id: job.data.deliveryId, state: 'pending' },
        { populate: ['body', 'webhook', 'webhook.secret'] },
      )
      if (!delivery) return
      const result = await sendDelivery(
        {
          url: delivery.webhook.url,
          secret: delivery.webhook.secret,
          body: delivery.body,
          event: delivery.event,
          eventId: delivery.eventId,
        },
        allowed,
      )
      const last = !result.retry || job.retryCount >= job.retryLimit
      await em.nativeUpdate(
        WebhookDeliveryEntity,
        { id: delivery.id },
        {
          state: result.ok ? 'delivered' : last ? 'failed' : 'pending',
          attempts: delivery.attempts + 1,
          responseStatus: result.status,
          error: result.error,
          lastAttemptAt: new Date(),
        },
      )
      if (result.ok || last) return
      log.warn(
        { deliveryId: delivery.id, attempt: job.retryCount + 1, status: result.status, error: result.error },
        'webhook delivery failed; will retry',
      )
      throw new Error(result.error ?? 'webhook delivery failed')
    },
  )
  await queuePendingDeliveries(orm)
}

/**
 * Deliveries still pending get their job again at start (stored by a process without a queue, or whose job
 * was lost); the exclusive policy ignores those that still have one. Bounded: the oldest first, the rest at the
 * next start.
 */
export async function queuePendingDeliveries(orm: Orm) {
  const em = orm.em.fork()
  const pending = await em.find(
    WebhookDeliveryEntity,
    { state: 'pending' },
    { fields: ['id'], orderBy: { id: 'asc' }, limit: 1000 },
  )
  for (const delivery of pending) await queueDelivery(em, delivery.id)
}
