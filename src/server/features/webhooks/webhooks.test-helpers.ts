/** What the webhook test files share: a lead to submit, a webhook to register, its deliveries, quick retries. */
import { expect } from 'vitest'
import type { TestApp } from '../../../../tests/server/harness'
import { eventually } from '../../../../tests/support/eventually'
import { WebhookDeliveryEntity } from './webhook.entity'

/** Deliveries retry with a back-off, so they get 20 s rather than the default 15. */
export const delivered = <T>(check: () => Promise<T | undefined | false>) => eventually(check, 20_000)

export const fastRetries = { retryLimit: 4, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 }

let clients = 0
let leads = 0
// An address per lead: a second message from one address within a day joins the first lead (ADR 0130).
export const lead = () => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: `grace.${++leads}@example.com`,
  jobTitle: 'VP Marketing',
  company: 'Compiler Cola',
  message: 'Sampling at 20 campuses.',
})
/** The address of the lead made last. */
export const lastLeadEmail = () => `grace.${leads}@example.com`
/** A client address of its own for each request, so the per-address rate limits never meet. */
export const nextClientAddress = () => `203.0.113.${++clients}`

export async function submitLead(app: TestApp) {
  const response = await app.request('/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextClientAddress() },
    body: JSON.stringify(lead()),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: { id: number } }).data.id
}

export async function register(app: TestApp, cookie: string, url: string, events: string[]) {
  const response = await app.request('/api/admin/webhooks', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie },
    body: JSON.stringify({ name: 'CRM', url, events }),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: { id: number; secret: string } }).data
}

export const deliveriesOf = (app: TestApp, webhookId: number) =>
  app.em().find(WebhookDeliveryEntity, { webhook: webhookId }, { orderBy: { id: 'asc' } })
