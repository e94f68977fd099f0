import { randomBytes } from 'node:crypto'
import type { Em } from '@/server/db/orm'
import { notFound } from '@/server/errors'
import {
  WEBHOOK_TEST_EVENT,
  type webhookInputSchema,
  type Webhook,
  type WebhookDelivery,
  type WebhookWithDeliveries,
} from '@/shared/webhooks/webhook.schema'
import type { z } from 'zod'
import { WebhookDeliveryEntity, WebhookEntity, type WebhookRow } from './webhook.entity'
import { bodyOf, storeDelivery } from './webhook-events'

/** How many of a webhook's latest deliveries its log shows. */
export const DELIVERY_LOG_SIZE = 20

const toDto = (row: WebhookRow): Webhook => ({
  id: row.id,
  name: row.name,
  url: row.url,
  events: row.events,
  createdAt: row.createdAt,
})

/** Registers a webhook with a new signing secret, answered this once (ADR 0094). */
export async function createWebhook(em: Em, input: z.output<typeof webhookInputSchema>) {
  const secret = `whsec_${randomBytes(24).toString('base64url')}`
  const row = em.create(WebhookEntity, { ...input, secret })
  await em.flush()
  return { ...toDto(row), secret }
}

/** Every webhook, oldest first, each with its latest deliveries, newest first. */
export async function listWebhooks(em: Em): Promise<WebhookWithDeliveries[]> {
  const rows = await em.find(WebhookEntity, {}, { orderBy: { id: 'asc' } })
  return Promise.all(rows.map(async (row) => ({ ...toDto(row), deliveries: await deliveriesOf(em, row.id) })))
}

async function deliveriesOf(em: Em, webhookId: number): Promise<WebhookDelivery[]> {
  const rows = await em.find(
    WebhookDeliveryEntity,
    { webhook: webhookId },
    { orderBy: { id: 'desc' }, limit: DELIVERY_LOG_SIZE },
  )
  return rows.map((row) => ({
    id: row.id,
    event: row.event,
    eventId: row.eventId,
    state: row.state,
    attempts: row.attempts,
    responseStatus: row.responseStatus ?? null,
    error: row.error ?? null,
    createdAt: row.createdAt,
    lastAttemptAt: row.lastAttemptAt ?? null,
  }))
}

/** Removes a webhook and its log; its pending deliveries find no row and send nothing. */
export async function deleteWebhook(em: Em, id: number): Promise<{ id: number }> {
  const removed = await em.nativeDelete(WebhookEntity, { id })
  if (!removed) throw notFound('Webhook')
  return { id }
}

/**
 * The "send test event" button: a `webhook.test` event to this webhook alone, queued and logged like any other,
 * so what the receiver and the log show is what a real event would give.
 */
export async function sendTestEvent(em: Em, id: number): Promise<{ deliveryId: number }> {
  const webhook = await em.findOne(WebhookEntity, { id }, { fields: ['id'] })
  if (!webhook) throw notFound('Webhook')
  const body = bodyOf(WEBHOOK_TEST_EVENT, { message: 'A test event from CampusPulse.' })
  const deliveryId = await em.transactional((tx) => storeDelivery(tx, id, WEBHOOK_TEST_EVENT, body))
  return { deliveryId }
}
