import { randomUUID } from 'node:crypto'
import type { Em } from '@/server/db/orm'
import type { WebhookEventType } from '@/shared/webhooks/webhook.schema'
import { WebhookDeliveryEntity, WebhookEntity } from './webhook.entity'
import { queueDelivery } from './webhook-queue'

/** What every delivery's body is: the event's id and type, when it happened, and its data. */
export interface WebhookEventBody {
  id: string
  type: string
  createdAt: string
  data: object
}

/**
 * Reports an event to every webhook subscribed to it: one delivery row and one job each, written through `em`.
 * Call it with the transaction of the write that causes the event, so the event is sent if and only if the
 * write is committed (ADR 0094). Costs one small read when no webhook is registered.
 */
export async function emitWebhookEvent(em: Em, type: WebhookEventType, data: object): Promise<void> {
  const webhooks = await em.find(WebhookEntity, {}, { fields: ['id', 'events'] })
  const targets = webhooks.filter((webhook) => webhook.events.includes(type))
  if (targets.length === 0) return
  const body = bodyOf(type, data)
  for (const webhook of targets) await storeDelivery(em, webhook.id, type, body)
}

export function bodyOf(type: string, data: object, now = new Date()): WebhookEventBody {
  return { id: randomUUID(), type, createdAt: now.toISOString(), data }
}

export async function storeDelivery(em: Em, webhookId: number, type: string, body: WebhookEventBody) {
  const id = Number(
    await em.insert(WebhookDeliveryEntity, {
      webhook: webhookId,
      event: type,
      eventId: body.id,
      body: JSON.stringify(body),
      state: 'pending',
      attempts: 0,
    }),
  )
  await queueDelivery(em, id)
  return id
}
