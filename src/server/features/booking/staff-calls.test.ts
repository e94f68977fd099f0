/**
 * The staff's calls screen behind its operations (issue 38 point 3), over real HTTP with the real queue and a
 * real SMTP server: the calls of a day and a week; staff moving and cancelling a call email the visitor the
 * updated invite (same UID, SEQUENCE one higher; METHOD:CANCEL, read back with ical.js), move or cancel its
 * reminders, fire the webhooks and reopen the slot; held and no-show only once the call has started.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../../tests/server/harness'
import { inviteOf, parseInvite } from '../../../../tests/support/ical'
import { startSmtpSink, type SmtpSink } from '../../../../tests/support/smtp-sink'
import { ContactSubmissionEntity } from '@/server/features/contact/contact-submission.entity'
import { WebhookDeliveryEntity } from '@/server/features/webhooks/webhook.entity'
import { CALL_EMAIL_QUEUE } from './call-emails'
import { eventually } from '../../../../tests/support/eventually'
import { openStarts } from '../../../../tests/support/open-starts'

let sink: SmtpSink
let app: TestApp
let clients = 0
let cookie: string

beforeAll(async () => {
  sink = await startSmtpSink()
  app = await startTestApp(
    { SMTP_URL: sink.url, NOTIFY_EMAILS: 'sales@example.com', TRUST_PROXY: 'true' },
    { leadNotifyRetries: { retryLimit: 3, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 } },
  )
  cookie = (await app.signIn({ role: 'sales' })).cookie
})
afterAll(async () => {
  await app?.close()
  await sink?.close()
})

const asStaff = (method: string, body?: unknown) => ({
  method,
  headers: { 'Content-Type': 'application/json', cookie },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
})

const emailsTo = (address: string) => sink.messages.filter((email) => email.envelope.to.includes(address))
const nthEmail = (address: string, n: number) => eventually(() => emailsTo(address)[n - 1])

let booked = 0
async function bookOne(start: string) {
  const email = `staffcall${++booked}@example.com`
  const response = await app.request('/api/booking/calls', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${++clients}` },
    body: JSON.stringify({
      firstName: 'Katherine',
      lastName: 'Johnson',
      email,
      jobTitle: 'CMO',
      company: 'Orbit Snacks',
      start,
      timeZone: 'America/Denver',
      note: 'Sampling in the fall.',
    }),
  })
  expect(response.status).toBe(201)
  const confirmation = await nthEmail(email, 1)
  const row = await app.em().findOneOrFail(ContactSubmissionEntity, { email })
  return { email, id: row.id, uid: parseInvite(inviteOf(confirmation).ics).events[0]!.uid }
}

interface CallsAnswer {
  view: string
  date: string
  previous: string
  next: string
  timeZone: string
  days: { date: string; calls: { id: number; start: string; timeLabel: string; cancelled: boolean }[] }[]
}
async function list(query: string): Promise<CallsAnswer> {
  const response = await app.request(`/api/admin/calls?${query}`, { headers: { cookie } })
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return ((await response.json()) as { data: CallsAnswer }).data
}

const officeDate = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: app.config.BOOKING_TIMEZONE }).format(new Date(iso))

async function remindersOf(id: number) {
  return app
    .em()
    .getConnection()
    .execute<{ singleton_key: string; state: string }[]>(
      `select singleton_key, state from pgboss.job where name = ? and singleton_key like ? order by singleton_key`,
      [CALL_EMAIL_QUEUE, `${id}:reminder-%`],
    )
}

describe('the calls of a day and a week', () => {
  it('lists a call on its office day and in its Monday-to-Sunday week, with the visitor and the office time', async () => {
    const starts = await openStarts(app)
    const start = starts[starts.length - 1]!
    const { id } = await bookOne(start)
    const date = officeDate(start)

    const day = await list(`date=${date}`)
    expect(day).toMatchObject({ view: 'day', date, timeZone: app.config.BOOKING_TIMEZONE })
    expect(day.days).toHaveLength(1)
    const call = day.days[0]!.calls.find((candidate) => candidate.id === id)
    expect(call).toMatchObject({
      start,
      cancelled: false,
      firstName: 'Katherine',
      company: 'Orbit Snacks',
      note: 'Sampling in the fall.',
      visitorTimeZone: 'America/Denver',
      outcome: null,
      started: false,
    })
    expect(call!.timeLabel).toMatch(/^\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M$/)
    const [y, m, d] = date.split('-').map(Number)
    const plusDays = (n: number) => new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10)
    expect(day).toMatchObject({ previous: plusDays(-1), next: plusDays(1) })
    expect((await list(`date=${plusDays(1)}`)).days[0]!.calls.map((c) => c.id)).not.toContain(id)

    const week = await list(`date=${date}&view=week`)
    expect(week.days).toHaveLength(7)
    expect(new Date(`${week.date}T12:00:00Z`).getUTCDay()).toBe(1)
    expect(week.days.find((candidate) => candidate.date === date)!.calls.map((c) => c.id)).toContain(id)
    expect(week.next).toBe(plusDaysOf(week.days[6]!.date, 1))
  })

  it('refuses a date that is not one, or a view it does not know (400)', async () => {
    for (const query of ['date=2026-02-30', 'date=tomorrow', 'view=month']) {
      const response = await app.request(`/api/admin/calls?${query}`, { headers: { cookie } })
      expect(response.status, query).toBe(400)
    }
  })
})

const plusDaysOf = (iso: string, n: number) => {
  const [y, m, d] = iso.split('-').map(Number)
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10)
}

describe('staff change a call for the visitor', () => {
  it('move: the visitor gets the invite with SEQUENCE 1, reminders follow, the webhook fires, the old slot reopens; then cancel: METHOD:CANCEL', async () => {
    const { cookie: admin } = await app.signIn({ role: 'admin' })
    const registered = await app.request('/api/admin/webhooks', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie: admin },
      body: JSON.stringify({
        name: 'CRM',
        url: 'https://crm.example.com/hook',
        events: ['call.moved', 'call.cancelled'],
      }),
    })
    expect(registered.status).toBe(201)
    const webhook = ((await registered.json()) as { data: { id: number } }).data

    const starts = await openStarts(app)
    const [from, to] = [starts[20]!, starts[24]!]
    const { email, id, uid } = await bookOne(from)
    const staffEmailsBefore = emailsTo('sales@example.com').length

    const moved = await app.request(`/api/admin/calls/${id}/move`, asStaff('POST', { start: to }))
    expect(moved.status).toBe(200)
    expect(((await moved.json()) as { data: unknown }).data).toMatchObject({
      emailed: true,
      call: { id, start: to, cancelled: false },
    })
    const update = await nthEmail(email, 2)
    expect(update.headers.subject).toMatch(/^Your strategy call has moved: /)
    const invite = parseInvite(inviteOf(update).ics)
    expect(invite.method).toBe('REQUEST')
    expect(invite.events[0]).toMatchObject({ uid, sequence: 1, status: 'CONFIRMED' })
    expect(invite.events[0]!.start.toISOString()).toBe(to)
    const open = await openStarts(app)
    expect(open).toContain(from)
    expect(open).not.toContain(to)
    // The sequence-0 reminders are cancelled; the new time's are waiting.
    const reminders = await remindersOf(id)
    expect(
      reminders.filter((job) => job.singleton_key.endsWith(':0')).every((job) => job.state === 'cancelled'),
    ).toBe(true)
    expect(
      reminders.filter((job) => job.singleton_key.endsWith(':1') && job.state === 'created').length,
    ).toBeGreaterThan(0)

    const cancelled = await app.request(
      `/api/admin/calls/${id}/cancel`,
      asStaff('POST', { reason: 'The visitor asked by phone.' }),
    )
    expect(cancelled.status).toBe(200)
    expect(((await cancelled.json()) as { data: unknown }).data).toMatchObject({
      call: { id, cancelled: true, cancelReason: 'The visitor asked by phone.' },
    })
    const notice = await nthEmail(email, 3)
    expect(notice.headers.subject).toMatch(/^Your strategy call is cancelled: /)
    expect(inviteOf(notice).contentType).toMatch(/method=CANCEL/i)
    const cancel = parseInvite(inviteOf(notice).ics)
    expect(cancel.method).toBe('CANCEL')
    expect(cancel.events[0]).toMatchObject({ uid, sequence: 2, status: 'CANCELLED' })
    expect(await openStarts(app)).toContain(to)
    expect((await remindersOf(id)).every((job) => job.state === 'cancelled')).toBe(true)

    const deliveries = await app
      .em()
      .find(WebhookDeliveryEntity, { webhook: webhook.id }, { orderBy: { id: 'asc' } })
    expect(deliveries.map((delivery) => delivery.event)).toEqual(['call.moved', 'call.cancelled'])
    // Staff made the change: no "the visitor moved their call" email to staff.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(
      emailsTo('sales@example.com')
        .slice(staffEmailsBefore)
        .map((sent) => sent.headers.subject),
    ).toEqual([])

    // A cancelled call is not cancelled or moved again.
    expect((await app.request(`/api/admin/calls/${id}/cancel`, asStaff('POST', {}))).status).toBe(409)
    expect((await app.request(`/api/admin/calls/${id}/move`, asStaff('POST', { start: from }))).status).toBe(
      409,
    )
  })

  it('refuses a taken time (409), a time not offered (400), an unknown call (404)', async () => {
    const starts = await openStarts(app)
    const [mine, theirs] = [starts[30]!, starts[31]!]
    const { id } = await bookOne(mine)
    await bookOne(theirs)
    const move = (start: unknown, callId = id) =>
      app.request(`/api/admin/calls/${callId}/move`, asStaff('POST', { start }))
    expect((await move(theirs)).status).toBe(409)
    expect((await move(mine)).status).toBe(400)
    expect((await move('2020-01-01T00:00:00.000Z')).status).toBe(400)
    expect((await move(starts[32], 999_999)).status).toBe(404)
    const row = await app.em().findOneOrFail(ContactSubmissionEntity, { id })
    expect(row.callStartsAt!.toISOString()).toBe(mine)
  })
})

describe('held and no-show', () => {
  it('only once the call has started, not for a cancelled call; a second mark replaces the first', async () => {
    const starts = await openStarts(app)
    const { id } = await bookOne(starts[40]!)
    const mark = (outcome: unknown, callId = id) =>
      app.request(`/api/admin/calls/${callId}/outcome`, asStaff('POST', { outcome }))
    const early = await mark('held')
    expect(early.status).toBe(409)
    expect(((await early.json()) as { error: string }).error).toMatch(/only once it has started/)

    // The call's time comes: arranged in the database, as time passing would.
    await app
      .em()
      .nativeUpdate(
        ContactSubmissionEntity,
        { id },
        { callStartsAt: new Date(Date.now() - 40 * 60_000), callEndsAt: new Date(Date.now() - 10 * 60_000) },
      )
    expect((await mark('maybe')).status).toBe(400)
    const held = await mark('held')
    expect(held.status).toBe(200)
    expect(((await held.json()) as { data: unknown }).data).toMatchObject({
      call: { id, outcome: 'held', started: true },
    })
    const noShow = await mark('no-show')
    expect(((await noShow.json()) as { data: unknown }).data).toMatchObject({ call: { outcome: 'no-show' } })
    // A started call is no longer moved or cancelled.
    expect((await app.request(`/api/admin/calls/${id}/cancel`, asStaff('POST', {}))).status).toBe(409)

    const other = await bookOne(starts[41]!)
    expect((await app.request(`/api/admin/calls/${other.id}/cancel`, asStaff('POST', {}))).status).toBe(200)
    await app
      .em()
      .nativeUpdate(
        ContactSubmissionEntity,
        { id: other.id },
        { callStartsAt: new Date(Date.now() - 60 * 60_000) },
      )
    expect((await mark('held', other.id)).status).toBe(409)
  })
})
