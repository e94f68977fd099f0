import { z } from 'zod'
import { idParamSchema } from '@/shared/fields'
import {
  createdWebhookSchema,
  webhookInputSchema,
  webhookWithDeliveriesSchema,
} from '@/shared/webhooks/webhook.schema'
import { operation, staff } from '@/server/operations/define'
import { createWebhook, deleteWebhook, listWebhooks, sendTestEvent } from './webhook.service'

/** Webhooks on /staff/integrations (issue 37, ADR 0094): admins register, inspect, test and remove them. */
export const webhookOperations = {
  list: operation({
    summary: 'Every webhook with its latest deliveries (status, response code, time)',
    access: staff('admin'),
    kind: 'query',
    output: z.array(webhookWithDeliveriesSchema),
    run: ({ ctx }) => listWebhooks(ctx.em),
    rest: { method: 'GET', path: '/admin/webhooks', noStore: true },
  }),
  create: operation({
    summary: 'Register a URL for events; the answer holds its signing secret, shown this once',
    access: staff('admin'),
    kind: 'mutation',
    input: webhookInputSchema,
    output: createdWebhookSchema,
    run: ({ ctx, input }) => createWebhook(ctx.em, input),
    rest: { method: 'POST', path: '/admin/webhooks', status: 201, noStore: true },
  }),
  remove: operation({
    summary: 'Remove a webhook and its delivery log',
    access: staff('admin'),
    kind: 'mutation',
    input: idParamSchema,
    output: z.object({ id: z.number().int() }),
    run: ({ ctx, input }) => deleteWebhook(ctx.em, input.id),
    rest: { method: 'DELETE', path: '/admin/webhooks/:id' },
  }),
  sendTest: operation({
    summary: 'Send a `webhook.test` event to one webhook (queued and logged like any event)',
    access: staff('admin'),
    kind: 'mutation',
    input: idParamSchema,
    output: z.object({ deliveryId: z.number().int() }),
    run: ({ ctx, input }) => sendTestEvent(ctx.em, input.id),
    rest: { method: 'POST', path: '/admin/webhooks/:id/test', status: 202, body: 'optional' },
  }),
}
