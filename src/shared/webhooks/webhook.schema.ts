import { z } from 'zod'
import { textField } from '@/shared/text-field'

/**
 * Webhooks (issue 37, ADR 0094): the events an integration may subscribe to, what an admin registers, and what
 * the staff screen shows of each webhook and its deliveries. One schema per shape, read by the form, the
 * procedures, REST and the API description.
 */
export const WEBHOOK_EVENTS = [
  'lead.created',
  'lead.status_changed',
  'call.booked',
  'call.moved',
  'call.cancelled',
  'article.published',
  'recommendation.completed',
] as const
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]

/** What the staff screen calls each event. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'lead.created': 'Lead created',
  'lead.status_changed': 'Lead status changed',
  'call.booked': 'Call booked',
  'call.moved': 'Call moved',
  'call.cancelled': 'Call cancelled',
  'article.published': 'Article published',
  'recommendation.completed': 'Recommendation completed',
}

/** The event the "send test event" button sends; no webhook subscribes to it, it goes to the one asked. */
export const WEBHOOK_TEST_EVENT = 'webhook.test'

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number]

export const WEBHOOK_LIMITS = { name: 100, url: 2000 } as const

export const webhookInputSchema = z.object({
  name: textField({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(WEBHOOK_LIMITS.name, `Name must be at most ${WEBHOOK_LIMITS.name} characters`)
    .meta({ description: 'What the webhook is for, shown to staff', examples: ['CRM sync'] }),
  url: textField({ error: 'URL is required' })
    .trim()
    .min(1, 'URL is required')
    .max(WEBHOOK_LIMITS.url, `URL must be at most ${WEBHOOK_LIMITS.url} characters`)
    .pipe(z.url({ protocol: /^https?$/, error: 'Enter an http:// or https:// URL' }))
    .meta({
      description: 'Where each event is POSTed (http or https; private addresses are refused)',
      format: 'uri',
      examples: ['https://crm.example.com/hooks/campuspulse'],
    }),
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1, 'Choose at least one event')
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => [...new Set(events)])
    .meta({ description: 'The events sent to this URL', examples: [['lead.created', 'call.booked']] }),
})
export type WebhookInput = z.input<typeof webhookInputSchema>

export const webhookSchema = z.object({
  id: z.number().int().meta({ description: 'The webhook’s id' }),
  name: z.string().meta({ description: 'What the webhook is for' }),
  url: z.string().meta({ description: 'Where events are POSTed', format: 'uri' }),
  events: z.array(z.enum(WEBHOOK_EVENTS)).meta({ description: 'The events sent to it' }),
  createdAt: z.date().meta({ description: 'When it was registered' }),
})
export type Webhook = z.infer<typeof webhookSchema>

/** The answer to registering one: the signing secret, shown this once. */
export const createdWebhookSchema = webhookSchema.extend({
  secret: z.string().meta({ description: 'The HMAC-SHA256 signing secret; shown once, store it now' }),
})

export const webhookDeliverySchema = z.object({
  id: z.number().int().meta({ description: 'The delivery’s id' }),
  event: z.string().meta({ description: 'The event type', examples: ['lead.created'] }),
  eventId: z.string().meta({ description: 'The event’s id, the same in every webhook it went to' }),
  state: z
    .enum(WEBHOOK_DELIVERY_STATES)
    .meta({ description: 'pending (queued or retrying), delivered, failed' }),
  attempts: z.number().int().meta({ description: 'Attempts made so far' }),
  responseStatus: z.number().int().nullable().meta({ description: 'The last attempt’s HTTP status, if any' }),
  error: z.string().nullable().meta({ description: 'Why the last attempt failed, if it did' }),
  createdAt: z.date().meta({ description: 'When the event happened' }),
  lastAttemptAt: z.date().nullable().meta({ description: 'When the last attempt ended' }),
})
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>

export const webhookWithDeliveriesSchema = webhookSchema.extend({
  deliveries: z.array(webhookDeliverySchema).meta({ description: 'The latest deliveries, newest first' }),
})
export type WebhookWithDeliveries = z.infer<typeof webhookWithDeliveriesSchema>
