/**
 * A visitor moves and cancels their booked call by the links in its email (issue 38 point 2, ADR 0104), over
 * real HTTP with the real queue and a real SMTP server: opening a link changes nothing, a press does; each
 * change emails the visitor an updated invite (same UID, higher SEQUENCE; METHOD:CANCEL for a cancel, read back
 * with ical.js) and staff; links work once and expire when the call starts; a freed slot is open at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../../tests/server/harness'
import { inviteOf, parseInvite } from '../../../../tests/support/ical'
import { startSmtpSink, type SmtpSink } from '../../../../tests/support/smtp-sink'
import { ContactSubmissionEntity } from '@/server/features/contact/contact-submission.entity'
import { WebhookDeliveryEntity } from '@/server/features/webhooks/webhook.entity'
import { eventually } from '../../../../tests/support/eventually'
import { openStarts } from '../../../../tests/support/open-starts'

let sink: SmtpSink
let app: TestApp
let clients = 0

beforeAll(async () => {
  sink = await startSmtpSink()
  app = await startTestApp(
    { SMTP_URL: sink.url, NOTIFY_EMAILS: 'sales@example.com', TRUST_PROXY: 'true' },
    { leadNotifyRetries: { retryLimit: 3, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 } },
  )
})
afterAll(async () => {
  await app?.close()
  await sink?.close()
})

const json = (method: string, body?: unknown) => ({
  method,
  headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${++clients}` },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
})

const emailsTo = (address: string) => sink.messages.filter((email) => email.envelope.to.includes(address))
const nthEmail = (address: string, n: number) => eventually(() => emailsTo(address)[n - 1])
const keyIn = (text: string, action: 'change' | 'cancel') =>
  new RegExp(`/book-call/${action}/([A-Za-z0-9_-]{22})\\n`).exec(text)![1]!

let booked = 0
async function bookOne(start: string) {
  const email = `visitor${++booked}@example.com`
  const response = await app.request(
    '/api/booking/calls',
    json('POST', {
      firstName: 'Mae',
      lastName: 'Jemison',
      email,
      jobTitle: 'CMO',
      company: 'Orbit Snacks',
      start,
      timeZone: 'America/Denver',
    }),
  )
  expect(response.status).toBe(201)
  const confirmation = await nthEmail(email, 1)
  return { email, key: keyIn(confirmation.text, 'change'), confirmation }
}

describe('the links in the email', () => {
  it('open the call without changing it; moving it updates the invite, emails both sides, and the key is spent', async () => {
    const [first, , , second] = await openStarts(app)
    const { email, key, confirmation } = await bookOne(first!)
    expect(keyIn(confirmation.text, 'cancel')).toBe(key)
    const uid = parseInvite(inviteOf(confirmation).ics).events[0]!.uid

    // Opening it (a mail scanner, the visitor, twice) changes nothing.
    for (let i = 0; i < 2; i++) {
      const opened = await app.request(`/api/booking/manage/${key}`)
      expect(opened.status).toBe(200)
      const { data } = (await opened.json()) as { data: { start: string; timeZone: string; slots: unknown } }
      expect(data).toMatchObject({ start: first, timeZone: 'America/Denver' })
    }
    const before = await app.em().findOneOrFail(ContactSubmissionEntity, { email })
    expect(before).toMatchObject({ callSequence: 0, manageToken: key })
    expect(before.callStartsAt!.toISOString()).toBe(first)

    const moved = await app.request(`/api/booking/manage/${key}/reschedule`, json('POST', { start: second }))
    expect(moved.status).toBe(200)
    expect(((await moved.json()) as { data: unknown }).data).toMatchObject({
      start: second,
      cancelled: false,
    })

    const update = await nthEmail(email, 2)
    expect(update.headers.subject).toMatch(/^Your strategy call has moved: /)
    expect(update.text).toContain('(your time)')
    const invite = parseInvite(inviteOf(update).ics)
    expect(invite.method).toBe('REQUEST')
    expect(invite.events[0]).toMatchObject({ uid, sequence: 1, status: 'CONFIRMED' })
    expect(invite.events[0]!.start.toISOString()).toBe(second)
    const staff = await eventually(() =>
      emailsTo('sales@example.com').find((sent) =>
        sent.headers.subject?.startsWith('Call moved: Mae Jemison'),
      ),
    )
    expect(staff.text).toContain(`Email: ${email}`)

    // The old key is spent for reading and for changing; the new email's key works.
    expect((await app.request(`/api/booking/manage/${key}`)).status).toBe(404)
    const again = await app.request(`/api/booking/manage/${key}/reschedule`, json('POST', { start: first }))
    expect(again.status).toBe(404)
    expect(((await again.json()) as { error: string }).error).toMatch(/expired or has already been used/)
    const newKey = keyIn(update.text, 'change')
    expect(newKey).not.toBe(key)
    expect((await app.request(`/api/booking/manage/${newKey}`)).status).toBe(200)

    // The old time is open again, the new one is not.
    const open = await openStarts(app)
    expect(open).toContain(first)
    expect(open).not.toContain(second)
  })

  it('cancel: with a reason, METHOD:CANCEL of the same event, both sides told, the slot open at once', async () => {
    const start = (await openStarts(app))[6]!
    const { email, key, confirmation } = await bookOne(start)
    const uid = parseInvite(inviteOf(confirmation).ics).events[0]!.uid
    expect(await openStarts(app)).not.toContain(start)

    const cancelled = await app.request(
      `/api/booking/manage/${key}/cancel`,
      json('POST', { reason: 'Our launch moved to spring.' }),
    )
    expect(cancelled.status).toBe(200)
    expect(((await cancelled.json()) as { data: unknown }).data).toMatchObject({ start, cancelled: true })
    // Open again at once, and bookable by someone else.
    expect(await openStarts(app)).toContain(start)

    const notice = await nthEmail(email, 2)
    expect(notice.headers.subject).toMatch(/^Your strategy call is cancelled: /)
    expect(notice.text).not.toContain('/book-call/change/')
    const { contentType, ics } = inviteOf(notice)
    expect(contentType).toMatch(/method=CANCEL/i)
    const invite = parseInvite(ics)
    expect(invite.method).toBe('CANCEL')
    expect(invite.events[0]).toMatchObject({ uid, sequence: 1, status: 'CANCELLED' })
    const staff = await eventually(() =>
      emailsTo('sales@example.com').find(
        (sent) =>
          sent.headers.subject === 'Call cancelled: Mae Jemison (Orbit Snacks)' && sent.text.includes(email),
      ),
    )
    expect(staff.text).toContain('Reason: Our launch moved to spring.')

    const row = await app.em().findOneOrFail(ContactSubmissionEntity, { email })
    expect(row).toMatchObject({
      callSequence: 1,
      manageToken: null,
      callCancelReason: 'Our launch moved to spring.',
    })
    expect(row.callCancelledAt).toBeInstanceOf(Date)
    // The key is spent; a second press is a 404 and sends nothing more.
    expect((await app.request(`/api/booking/manage/${key}/cancel`, json('POST', {}))).status).toBe(404)

    const rebooked = await bookOne(start)
    expect(rebooked.email).not.toBe(email)
  })

  it('expire when the call starts', async () => {
    const start = (await openStarts(app))[9]!
    const { email, key } = await bookOne(start)
    // The call's time comes: arranged in the database, as time passing would.
    await app
      .em()
      .nativeUpdate(
        ContactSubmissionEntity,
        { email },
        { callStartsAt: new Date(Date.now() - 60_000), callEndsAt: new Date(Date.now() + 29 * 60_000) },
      )
    expect((await app.request(`/api/booking/manage/${key}`)).status).toBe(404)
    expect((await app.request(`/api/booking/manage/${key}/cancel`, json('POST', {}))).status).toBe(404)
    const row = await app.em().findOneOrFail(ContactSubmissionEntity, { email })
    expect(row.callCancelledAt).toBeNull()
  })

  it('refuse a move to a taken time (409), the same time or one not offered (400), and unknown keys (404)', async () => {
    const [mine, theirs] = (await openStarts(app)).slice(12, 14)
    const { key } = await bookOne(mine!)
    await bookOne(theirs!)
    const move = (start: unknown) =>
      app.request(`/api/booking/manage/${key}/reschedule`, json('POST', { start }))
    expect((await move(theirs)).status).toBe(409)
    expect((await move(mine)).status).toBe(400)
    expect((await move('2020-01-01T00:00:00.000Z')).status).toBe(400)
    expect((await move('soon')).status).toBe(400)
    for (const guess of ['x', '1', 'Vq3x7N1bR0aYc2kLmP9sTw'])
      expect((await app.request(`/api/booking/manage/${guess}`)).status).toBe(404)
    // Still the visitor's, unchanged.
    const opened = (await (await app.request(`/api/booking/manage/${key}`)).json()) as {
      data: { start: string }
    }
    expect(opened.data.start).toBe(mine)
  })
})

describe('integrations (issue 37)', () => {
  it('hear of a move and a cancel by webhook, each written with the change it reports', async () => {
    const { cookie } = await app.signIn({ role: 'admin' })
    const registered = await app.request('/api/admin/webhooks', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie },
      body: JSON.stringify({
        name: 'CRM',
        url: 'https://crm.example.com/campuspulse',
        events: ['call.moved', 'call.cancelled'],
      }),
    })
    expect(registered.status).toBe(201)
    const webhook = ((await registered.json()) as { data: { id: number } }).data
    const events = async () =>
      (
        await app
          .em()
          .find(
            WebhookDeliveryEntity,
            { webhook: webhook.id },
            { orderBy: { id: 'asc' }, populate: ['body'] },
          )
      ).map((delivery) => ({
        event: delivery.event,
        data: (JSON.parse(delivery.body) as { data: unknown }).data,
      }))

    const starts = await openStarts(app)
    const [from, to] = [starts[9]!, starts[10]!]
    const { email, key } = await bookOne(from)
    const call = await app.em().findOneOrFail(ContactSubmissionEntity, { email })
    expect(await events()).toEqual([])

    expect(
      (await app.request(`/api/booking/manage/${key}/reschedule`, json('POST', { start: to }))).status,
    ).toBe(200)
    const moved = await events()
    expect(moved).toEqual([
      {
        event: 'call.moved',
        data: expect.objectContaining({
          id: call.id,
          email,
          call: expect.objectContaining({ startsAt: to }),
        }),
      },
    ])

    const newKey = keyIn((await nthEmail(email, 2)).text, 'cancel')
    expect((await app.request(`/api/booking/manage/${newKey}/cancel`, json('POST', {}))).status).toBe(200)
    expect((await events())[1]).toEqual({
      event: 'call.cancelled',
      data: expect.objectContaining({ id: call.id, call: expect.objectContaining({ startsAt: to }) }),
    })
  })
})
