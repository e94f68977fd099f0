/**
 * The outgoing-address guard end to end (ADR 0094): by default a webhook never reaches a private, loopback or
 * link-local address, whether the URL names it or a name resolves to it. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../../tests/server/harness'
import { startWebhookReceiver } from '../../../../tests/support/webhook-receiver'
import { delivered, deliveriesOf, fastRetries, register, submitLead } from './webhooks.test-helpers'

describe('by default (no WEBHOOK_ALLOW_ADDRESSES)', () => {
  let app: TestApp
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
  let cookie: string

  beforeAll(async () => {
    receiver = await startWebhookReceiver()
    app = await startTestApp({}, { webhookRetries: fastRetries })
    cookie = (await app.signIn({ isAdmin: true })).cookie
  })
  afterAll(async () => {
    await app?.close()
    await receiver?.close()
  })

  it.each([
    ['an IP literal', () => receiver.url('/literal')],
    ['a name that resolves to loopback', () => `http://localhost:${receiver.port}/named`],
  ])('nothing is sent to %s; the delivery fails at once, saying why', async (_, url) => {
    const webhook = await register(app, cookie, url(), ['lead.created'])
    await submitLead(app)
    await delivered(async () => (await deliveriesOf(app, webhook.id))[0]?.state === 'failed')
    const [delivery] = await deliveriesOf(app, webhook.id)
    expect(delivery!.error).toMatch(/private, loopback or link-local/)
    expect(delivery!.responseStatus).toBeNull()
    expect(receiver.received).toEqual([])
  })
})
