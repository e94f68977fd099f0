import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { createdAtColumn } from '@/server/db/timestamps'
import type { WebhookDeliveryState, WebhookEventType } from '@/shared/webhooks/webhook.schema'

/**
 * A URL an admin registered for some events (ADR 0094). The secret signs every delivery, so it is kept as
 * written (a hash could not sign); it is shown once, when the webhook is registered.
 */
export const WebhookEntity = defineEntity({
  name: 'Webhook',
  tableName: 'webhooks',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(100),
    url: p.string().length(2000),
    events: p.json<WebhookEventType[]>(),
    secret: p.string().length(64).lazy(),
    createdAt: createdAtColumn(),
  },
})
export type WebhookRow = InferEntity<typeof WebhookEntity>

/**
 * One event on its way to one webhook: the body exactly as it is signed and sent, and what the last attempt
 * got. Written in the same transaction as the change it reports, together with its job (ADR 0094).
 */
export const WebhookDeliveryEntity = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_deliveries',
  properties: {
    id: p.integer().primary().autoincrement(),
    webhook: () => p.manyToOne(WebhookEntity).fieldName('webhook_id').deleteRule('cascade'),
    event: p.string().length(40),
    eventId: p.string().length(36),
    body: p.text().lazy(),
    state: p.string().length(10).$type<WebhookDeliveryState>(),
    attempts: p.integer().default(0),
    responseStatus: p.integer().nullable(),
    error: p.string().length(300).nullable(),
    createdAt: createdAtColumn(),
    lastAttemptAt: p.datetime().nullable(),
  },
  indexes: [
    // A webhook's delivery log, newest first (the staff screen).
    {
      name: 'webhook_deliveries_webhook_id_id_index',
      expression:
        'create index "webhook_deliveries_webhook_id_id_index" on "webhook_deliveries" ("webhook_id", "id" desc)',
    },
    // What a worker's start re-queues: the deliveries still pending.
    {
      name: 'webhook_deliveries_pending_index',
      expression:
        'create index "webhook_deliveries_pending_index" on "webhook_deliveries" ("id") where "state" = \'pending\'',
    },
  ],
})
export type WebhookDeliveryRow = InferEntity<typeof WebhookDeliveryEntity>
