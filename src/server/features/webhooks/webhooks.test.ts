/**
 * Webhooks end to end (issue 37, ADR 0094): the real app, its pg-boss queue and worker, and a real receiver on
 * 127.0.0.1 started here that verifies each signature as docs/webhooks.md tells integrators to. Runs on PGlite
 * and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import type { ServerResponse } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../../tests/server/harness'
import { postJson, startRecommendation, waitForRecommendation } from '../../../../tests/support/matching-api'
import { seedRealSchools } from '../../../../tests/support/real-schools'
import { startWebhookReceiver } from '../../../../tests/support/webhook-receiver'
import type { Em } from '@/server/db/orm'
import { emitWebhookEvent } from './public'
import { WEBHOOK_QUEUE } from './webhook-queue'
import { WebhookDeliveryEntity } from './webhook.entity'
import {
  delivered,
  deliveriesOf,
  fastRetries,
  lastLeadEmail,
  lead,
  nextClientAddress,
  register,
  submitLead,
} from './webhooks.test-helpers'

/** A delivery's jobs, counted through `em` (a transaction sees its own). */
async function jobsOf(em: Em, deliveryId: number) {
  const rows = await em.execute<{ n: number }[]>(
    `select count(*)::int as n from pgboss.job where name = '${WEBHOOK_QUEUE}' and singleton_key = '${deliveryId}'`,
  )
  return Number(rows[0]!.n)
}

describe('with 127.0.0.1 allowed (WEBHOOK_ALLOW_ADDRESSES)', () => {
  let app: TestApp
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
  let cookie: string

  beforeAll(async () => {
    receiver = await startWebhookReceiver()
    app = await startTestApp(
      // OLLAMA_HOST off: recommendations are written by the deterministic writer, at once.
      { WEBHOOK_ALLOW_ADDRESSES: '127.0.0.1', TRUST_PROXY: 'true', OLLAMA_HOST: 'off' },
      { webhookRetries: fastRetries },
    )
    cookie = (await app.signIn({ isAdmin: true })).cookie
  })
  afterAll(async () => {
    await app?.close()
    await receiver?.close()
  })

  it('a lead is POSTed to the webhook, signed with its secret; the log shows it delivered with 200', async () => {
    const webhook = await register(app, cookie, receiver.url('/leads'), ['lead.created'])
    receiver.useSecret(webhook.secret)
    const id = await submitLead(app)
    const got = await delivered(async () => receiver.received.find((entry) => entry.path === '/leads'))
    expect(got.signatureValid).toBe(true)
    expect(got.event).toBe('lead.created')
    const body = JSON.parse(got.body) as { type: string; data: { id: number; email: string } }
    expect(body.type).toBe('lead.created')
    expect(body.data).toMatchObject({ id, email: lastLeadEmail(), status: 'new' })
    // The log, as the staff screen reads it.
    const list = await app.request('/api/admin/webhooks', { headers: { cookie } })
    const listed = await list.text()
    // The secret was shown once, when registered; the list never repeats it.
    expect(listed).not.toContain(webhook.secret)
    const [shown] = (JSON.parse(listed) as { data: { id: number; deliveries: unknown[] }[] }).data
    expect(shown!.id).toBe(webhook.id)
    await delivered(async () => (await deliveriesOf(app, webhook.id))[0]?.state === 'delivered')
    const [delivery] = await deliveriesOf(app, webhook.id)
    expect(delivery).toMatchObject({ state: 'delivered', attempts: 1, responseStatus: 200, error: null })
    expect(delivery!.lastAttemptAt).toBeInstanceOf(Date)
  })

  it('a signature made with another secret does not verify (the receiver really checks)', async () => {
    const webhook = await register(app, cookie, receiver.url('/other'), ['lead.status_changed'])
    receiver.useSecret(`${webhook.secret}x`)
    const leadId = await submitLead(app)
    const caller = app.caller((await app.signIn({ isAdmin: true })).user)
    await caller.contact.setStatus({ id: leadId, status: 'contacted' })
    const got = await delivered(async () => receiver.received.find((entry) => entry.path === '/other'))
    expect(got.signatureValid).toBe(false)
    expect(JSON.parse(got.body)).toMatchObject({
      type: 'lead.status_changed',
      data: { id: leadId, status: 'contacted', previousStatus: 'new' },
    })
  })

  it('a receiver that fails is retried until it answers 2xx; each attempt is logged', async () => {
    const webhook = await register(app, cookie, receiver.url('/flaky'), ['lead.created'])
    receiver.useSecret(webhook.secret)
    let failures = 2
    receiver.answer((entry, res) => {
      if (entry.path === '/flaky' && failures-- > 0) {
        res.statusCode = 503
        return res.end('busy')
      }
      res.end('ok')
    })
    await submitLead(app)
    await delivered(async () => (await deliveriesOf(app, webhook.id))[0]?.state === 'delivered')
    const [delivery] = await deliveriesOf(app, webhook.id)
    expect(delivery).toMatchObject({ attempts: 3, responseStatus: 200, state: 'delivered' })
    const attempts = receiver.received.filter((entry) => entry.path === '/flaky')
    expect(attempts).toHaveLength(3)
    expect(attempts.every((entry) => entry.signatureValid)).toBe(true)
    // The same event each time: one body, one id.
    expect(new Set(attempts.map((entry) => entry.body)).size).toBe(1)
    receiver.answer((_, res) => res.end('ok'))
  })

  it('a receiver that never answers does not hold up the request that caused the event', async () => {
    const webhook = await register(app, cookie, receiver.url('/hang'), ['lead.created'])
    receiver.useSecret(webhook.secret)
    let held: ServerResponse | undefined
    receiver.answer((entry, res) => {
      if (entry.path === '/hang') held = res
      else res.end('ok')
    })
    // Answered while the receiver still holds the first attempt open.
    await submitLead(app)
    await delivered(async () => receiver.received.some((entry) => entry.path === '/hang'))
    await submitLead(app)
    const [first] = await deliveriesOf(app, webhook.id)
    expect(first!.state).toBe('pending')
    receiver.answer((_, res) => res.end('ok'))
    // Answered now, so the next test's deliveries do not queue behind this one until its 10 s timeout.
    held?.end('ok')
  })

  it('"send test event" reaches only that webhook, signed, and is logged', async () => {
    const webhook = await register(app, cookie, receiver.url('/test'), ['article.published'])
    receiver.useSecret(webhook.secret)
    const response = await app.request(`/api/admin/webhooks/${webhook.id}/test`, {
      method: 'POST',
      headers: { cookie },
    })
    expect(response.status).toBe(202)
    const got = await delivered(async () => receiver.received.find((entry) => entry.path === '/test'))
    expect(got).toMatchObject({ event: 'webhook.test', signatureValid: true })
    await delivered(async () => (await deliveriesOf(app, webhook.id))[0]?.state === 'delivered')
  })

  it('a booked call, a published article and a completed recommendation reach the webhook subscribed', async () => {
    const webhook = await register(app, cookie, receiver.url('/events'), [
      'call.booked',
      'article.published',
      'recommendation.completed',
    ])
    receiver.useSecret(webhook.secret)
    const slots = (await (await app.request('/api/booking/slots')).json()) as {
      data: { days: { slots: { start: string }[] }[] }
    }
    const start = slots.data.days.flatMap((day) => day.slots)[0]!.start
    const caller = lead()
    const booked = await postJson(
      app,
      '/api/booking/calls',
      { ...caller, note: 'A call, please.', start },
      {
        'X-Forwarded-For': nextClientAddress(),
      },
    )
    expect(booked.status).toBe(201)
    const article = await postJson(
      app,
      '/api/blog/articles',
      {
        title: 'Webhooks are here',
        slug: 'webhooks-are-here',
        content: 'Events reach other systems now.',
        published: true,
      },
      { cookie },
    )
    expect(article.status).toBe(201)
    await seedRealSchools(app.em(), (school) => school.state === 'NC')
    const recommendation = await startRecommendation(app, {}, {}, { 'X-Forwarded-For': nextClientAddress() })
    expect((await waitForRecommendation(app, recommendation)).status).toBe('complete')

    const events = await delivered(async () => {
      const got = receiver.received.filter((entry) => entry.path === '/events')
      return got.length >= 3 && got
    })
    expect(events.every((entry) => entry.signatureValid)).toBe(true)
    const byType = Object.fromEntries(
      events.map((entry) => [
        entry.event,
        (JSON.parse(entry.body) as { data: Record<string, unknown> }).data,
      ]),
    )
    expect(Object.keys(byType).sort()).toEqual([
      'article.published',
      'call.booked',
      'recommendation.completed',
    ])
    expect(byType['call.booked']).toMatchObject({ email: caller.email, call: { startsAt: start } })
    expect(byType['article.published']).toMatchObject({ slug: 'webhooks-are-here' })
    expect(byType['recommendation.completed']).toMatchObject({
      id: recommendation,
      path: `/brand-matching/results/${recommendation}`,
    })
  })

  it('refuses what is not an admin, and URLs that are not http(s)', async () => {
    const member = (await app.signIn({ isAdmin: false })).cookie
    const asMember = await app.request('/api/admin/webhooks', { headers: { cookie: member } })
    expect(asMember.status).toBe(403)
    const anonymous = await app.request('/api/admin/webhooks')
    expect(anonymous.status).toBe(401)
    const bad = await app.request('/api/admin/webhooks', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie },
      body: JSON.stringify({ name: 'x', url: 'file:///etc/passwd', events: ['lead.created'] }),
    })
    expect(bad.status).toBe(400)
  })

  it('a write rolled back takes its deliveries and their jobs with it', async () => {
    const webhook = await register(app, cookie, receiver.url('/rolled-back'), ['article.published'])
    let deliveryId = 0
    await expect(
      app.em().transactional(async (tx) => {
        await emitWebhookEvent(tx, 'article.published', { id: 1 })
        const [stored] = await tx.find(WebhookDeliveryEntity, { webhook: webhook.id })
        deliveryId = stored!.id
        expect(await jobsOf(tx, deliveryId)).toBe(1)
        throw new Error('the write failed')
      }),
    ).rejects.toThrow('the write failed')
    expect(await deliveriesOf(app, webhook.id)).toEqual([])
    expect(await jobsOf(app.em(), deliveryId)).toBe(0)
  })

  // Last: it stops this app's worker to look at the job before it runs.
  it('the delivery and its job are written with the lead, in one transaction', async () => {
    const webhook = await register(app, cookie, receiver.url('/tx'), ['lead.created'])
    await app.jobs.offWork(WEBHOOK_QUEUE)
    await submitLead(app)
    const [delivery] = await deliveriesOf(app, webhook.id)
    const jobs = await app
      .em()
      .getConnection()
      .execute<{ state: string }[]>(`select state from pgboss.job where name = ? and singleton_key = ?`, [
        WEBHOOK_QUEUE,
        String(delivery!.id),
      ])
    expect(jobs).toEqual([{ state: 'created' }])
  })
})
