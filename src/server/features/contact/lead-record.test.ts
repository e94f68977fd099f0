/**
 * A lead is a record (issue 38 point 5, ADR 0130), on the real app with its job queue, a real SMTP server
 * and a registered webhook: notes, owner and "mine", status history, bulk actions, the spam folder (honeypot
 * catches, staff marks; out of counts, emails and webhooks), a second message within a day joining the first
 * lead, and erase, over tRPC and REST.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../../tests/server/harness'
import { startSmtpSink, type SmtpSink } from '../../../../tests/support/smtp-sink'
import type { CurrentUser } from '@/server/features/auth/current-user'
import { CALL_EMAIL_QUEUE } from '@/server/features/booking/public'
import { WebhookEntity } from '@/server/features/webhooks/webhook.entity'
import { ContactSubmissionEntity } from './contact-submission.entity'
import { LeadMessageEntity, LeadNoteEntity, LeadStatusChangeEntity } from './lead-record.entity'

let sink: SmtpSink
let app: TestApp
let sales: { user: CurrentUser; cookie: string }
let admin: { user: CurrentUser; cookie: string }
let clients = 0
beforeAll(async () => {
  sink = await startSmtpSink()
  app = await startTestApp(
    { SMTP_URL: sink.url, NOTIFY_EMAILS: 'desk@example.com', TRUST_PROXY: 'true' },
    { leadNotifyRetries: { retryLimit: 3, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 } },
  )
  sales = await app.signIn({ role: 'sales', displayName: 'Sam Sales' })
  admin = await app.signIn({ role: 'admin', displayName: 'Ada Admin' })
  // A webhook on every lead and call event: what spam and erase must keep out of, or take back from, it.
  await app.em().insert(WebhookEntity, {
    name: 'CRM',
    url: 'http://192.0.2.1/hook',
    events: ['lead.created', 'lead.status_changed', 'call.booked'],
    secret: 'a'.repeat(64),
  })
})
afterAll(async () => {
  await app?.close()
  await sink?.close()
})

const post = (body: unknown, cookie?: string) => ({
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    'X-Forwarded-For': `198.51.100.${++clients % 250}`,
    ...(cookie ? { cookie } : {}),
  },
  body: JSON.stringify(body),
})
const form = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Kat',
  lastName: 'Johnson',
  email,
  jobTitle: 'CMO',
  company: 'Trajectory Tea',
  message: 'First message',
  ...extra,
})
async function submit(email: string, extra: Record<string, unknown> = {}) {
  const response = await app.request('/api/contact', post(form(email, extra)))
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: { id: number } }).data.id
}
const rowsOf = (email: string) => app.em().find(ContactSubmissionEntity, { email })
const emailsTo = (email: string) => sink.messages.filter((m) => m.text.includes(email))
/** Waits (15 s at most) until the sink holds an email about `email`: the job queue sends them in its own time. */
async function emailAbout(email: string) {
  for (let waited = 0; emailsTo(email).length === 0 && waited < 15_000; waited += 100) await pause(100)
  expect(emailsTo(email)).not.toHaveLength(0)
}
async function deliveriesAbout(email: string) {
  const rows = await app
    .em()
    .getConnection()
    .execute<{ event: string }[]>('select event from webhook_deliveries where body like ?', [`%${email}%`])
  return rows.map((row) => row.event)
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('notes, owner, "mine" and the status history', () => {
  it('keeps who wrote what, who has the lead, and every change of status with who made it', async () => {
    const id = await submit('notes@example.com')
    const as = app.caller(sales.user)
    let record = await as.contact.addNote({ id, body: '  Called back, wants a quote  ' })
    expect(record.notes).toEqual([
      expect.objectContaining({
        body: 'Called back, wants a quote',
        author: { id: sales.user.id, name: 'Sam Sales' },
      }),
    ])
    record = await as.contact.assign({ id, ownerId: sales.user.id })
    expect(record.lead.owner).toEqual({ id: sales.user.id, name: 'Sam Sales' })
    expect(record.assignable.map((m) => m.name)).toEqual(expect.arrayContaining(['Sam Sales', 'Ada Admin']))
    // Mine: the sales member sees it, the admin (who has none) does not.
    expect((await as.contact.list({ owner: 'me' })).submissions.map((s) => s.id)).toContain(id)
    expect(
      (await app.caller(admin.user).contact.list({ owner: 'me' })).submissions.map((s) => s.id),
    ).not.toContain(id)

    await as.contact.setStatus({ id, status: 'contacted' })
    await app.caller(admin.user).contact.setStatus({ id, status: 'closed' })
    record = await as.contact.lead({ id })
    expect(record.history.map((h) => [h.from, h.to, h.actor?.name])).toEqual([
      ['new', 'contacted', 'Sam Sales'],
      ['contacted', 'closed', 'Ada Admin'],
    ])
  })

  it('refuses an owner whose role does not handle leads, and an empty note, with a 400', async () => {
    const id = await submit('owner-check@example.com')
    const editor = await app.signIn({ role: 'editor' })
    const owner = await app.request(
      `/api/admin/contact/${id}/owner`,
      post({ ownerId: editor.user.id }, sales.cookie),
    )
    expect(owner.status).toBe(400)
    const note = await app.request(`/api/admin/contact/${id}/notes`, post({ body: '   ' }, sales.cookie))
    expect(note.status).toBe(400)
    const missing = await app.request('/api/admin/contact/2000000000/record', {
      headers: { cookie: sales.cookie },
    })
    expect(missing.status).toBe(404)
  })

  it('serves the same record over REST: notes by POST, the page by GET', async () => {
    const id = await submit('rest-record@example.com')
    const note = await app.request(
      `/api/admin/contact/${id}/notes`,
      post({ body: 'Over REST' }, admin.cookie),
    )
    expect(note.status).toBe(201)
    const page = await app.request(`/api/admin/contact/${id}/record`, { headers: { cookie: admin.cookie } })
    const { data } = (await page.json()) as {
      data: { notes: { body: string }[]; emails: { kind: string }[] }
    }
    expect(data.notes.map((n) => n.body)).toEqual(['Over REST'])
    expect(data.emails.map((e) => e.kind)).toEqual(['lead-notification'])
  })
})

describe('bulk actions', () => {
  it('changes many statuses at once, each in its history, and deletes many with what hangs off them', async () => {
    const ids = [await submit('bulk1@example.com'), await submit('bulk2@example.com')]
    const changed = await app.request(
      '/api/admin/contact/bulk-status',
      post({ ids, status: 'contacted' }, sales.cookie),
    )
    expect(await changed.json()).toEqual({ data: { changed: 2 } })
    expect(
      await app.em().count(LeadStatusChangeEntity, { submission: { $in: ids }, toStatus: 'contacted' }),
    ).toBe(2)
    await app.caller(sales.user).contact.addNote({ id: ids[0]!, body: 'goes too' })
    const deleted = await app.caller(sales.user).contact.bulkDelete({ ids })
    expect(deleted).toEqual({ changed: 2 })
    expect(await app.em().count(ContactSubmissionEntity, { id: { $in: ids } })).toBe(0)
    expect(await app.em().count(LeadNoteEntity, { submission: { $in: ids } })).toBe(0)
    const tooMany = await app.request('/api/admin/contact/bulk-delete', post({ ids: [] }, sales.cookie))
    expect(tooMany.status).toBe(400)
  })
})

describe('the spam folder', () => {
  it('keeps the honeypot’s catches as spam: no email, no webhook, not in the leads or their count', async () => {
    const before = (await app.caller(sales.user).contact.list({ status: 'new', page: 1, pageSize: 1 })).total
    const answer = await app.request('/api/contact', post(form('bot@spam.example', { website: 'http://x' })))
    expect(await answer.json()).toEqual({ data: { id: 0 } })
    const [row] = await rowsOf('bot@spam.example')
    expect(row).toMatchObject({ spam: 'honeypot', notification: null })
    expect((await app.caller(sales.user).contact.list({ status: 'new', page: 1, pageSize: 1 })).total).toBe(
      before,
    )
    const spam = await app.caller(sales.user).contact.list({ folder: 'spam' })
    expect(spam.submissions.map((s) => s.email)).toContain('bot@spam.example')
    // A real lead sent after it is emailed: had the catch been notified, its email would be there by then.
    await submit('after-bot@example.com')
    await emailAbout('after-bot@example.com')
    await pause(1500)
    expect(emailsTo('after-bot@example.com')).toHaveLength(1)
    expect(emailsTo('bot@spam.example')).toHaveLength(0)
    expect(await deliveriesAbout('bot@spam.example')).toEqual([])
  })

  it('takes a lead staff mark as spam out of the counts and webhooks, and back with "not spam"', async () => {
    const id = await submit('marked@example.com')
    const list = () => app.caller(sales.user).contact.list({ q: 'marked@example.com' })
    expect((await list()).total).toBe(1)
    const marked = await app.request(`/api/admin/contact/${id}/spam`, post({ spam: true }, sales.cookie))
    expect(marked.status).toBe(200)
    expect((await list()).total).toBe(0)
    await app.caller(sales.user).contact.setStatus({ id, status: 'closed' })
    expect(await deliveriesAbout('marked@example.com')).toEqual(['lead.created'])
    const back = await app.caller(sales.user).contact.markSpam({ id, spam: false })
    expect(back.lead.spam).toBeNull()
    expect(back.history.map((h) => [h.from, h.to])).toEqual([
      ['new', 'spam'],
      ['new', 'closed'],
      ['spam', 'closed'],
    ])
    expect((await list()).total).toBe(1)
  })
})

describe('a repeated submission', () => {
  it('within a day joins the first lead as a further message, with one staff email and one webhook', async () => {
    const first = await submit('twice@example.com')
    const second = await submit('TWICE@example.com', { message: 'Second message' })
    expect(second).toBe(first)
    expect(await rowsOf('twice@example.com')).toHaveLength(1)
    const record = await app.caller(sales.user).contact.lead({ id: first })
    expect(record.messages.map((m) => m.message)).toEqual(['Second message'])
    expect(record.lead.furtherMessages).toBe(1)
    // The first message's email arrives; a second, had the repeat sent one, would follow it.
    await emailAbout('twice@example.com')
    await pause(2000)
    expect(emailsTo('twice@example.com')).toHaveLength(1)
    expect(await deliveriesAbout('twice@example.com')).toEqual(['lead.created'])
  })

  it('after a day makes a lead of its own', async () => {
    const first = await submit('later@example.com')
    await app
      .em()
      .nativeUpdate(
        ContactSubmissionEntity,
        { id: first },
        { createdAt: new Date(Date.now() - 25 * 60 * 60_000) },
      )
    const second = await submit('later@example.com')
    expect(second).not.toBe(first)
    expect(await app.em().count(LeadMessageEntity, { submission: first })).toBe(0)
  })
})

describe('erase', () => {
  async function openStart(): Promise<string> {
    const { data } = (await (await app.request('/api/booking/slots')).json()) as {
      data: { days: { slots: { start: string }[] }[] }
    }
    const starts = data.days.flatMap((day) => day.slots.map((slot) => slot.start))
    return starts.find((start) => new Date(start).getTime() > Date.now() + 26 * 60 * 60_000)!
  }
  async function queuedJobsOf(ids: number[]) {
    const rows = await app
      .em()
      .getConnection()
      .execute<{ n: string }[]>(
        `select count(*) as n from pgboss.job where name = ? and state in ('created', 'retry')
         and (data->>'submissionId')::int in (${ids.map(() => '?').join(',')})`,
        [CALL_EMAIL_QUEUE, ...ids],
      )
    return Number(rows[0]!.n)
  }

  it('removes a person’s leads, calls, notes, history, queued reminders and webhook deliveries, by address', async () => {
    const email = 'forget.me@example.com'
    const lead = await submit(email)
    await submit(email, { message: 'again' })
    const booked = await app.request('/api/booking/calls', post({ ...form(email), start: await openStart() }))
    expect(booked.status).toBe(201)
    const ids = (await rowsOf(email)).map((row) => row.id)
    expect(ids).toHaveLength(2)
    await app.caller(sales.user).contact.addNote({ id: lead, body: 'note' })
    await app.caller(sales.user).contact.setStatus({ id: lead, status: 'contacted' })
    expect(await queuedJobsOf(ids)).toBeGreaterThan(0)
    expect((await deliveriesAbout(email)).length).toBeGreaterThan(0)
    const other = await submit('someone.else@example.com')

    const erased = await app.request(
      '/api/admin/contact/erase',
      post({ email: 'Forget.Me@example.com' }, sales.cookie),
    )
    expect(await erased.json()).toEqual({ data: { erased: 2 } })
    expect(await rowsOf(email)).toEqual([])
    const gone = { submission: { $in: ids } }
    expect(await app.em().count(LeadNoteEntity, gone)).toBe(0)
    expect(await app.em().count(LeadStatusChangeEntity, gone)).toBe(0)
    expect(await app.em().count(LeadMessageEntity, gone)).toBe(0)
    expect(await queuedJobsOf(ids)).toBe(0)
    expect(await deliveriesAbout(email)).toEqual([])
    // Nobody else's data goes.
    expect(await app.em().count(ContactSubmissionEntity, { id: other })).toBe(1)
  })

  it('from the lead page, by the lead’s id over tRPC; refuses both or neither with a 400', async () => {
    const id = await submit('by-id@example.com')
    expect(await app.caller(admin.user).contact.erase({ id })).toEqual({ erased: 1 })
    expect(await rowsOf('by-id@example.com')).toEqual([])
    const neither = await app.request('/api/admin/contact/erase', post({}, sales.cookie))
    expect(neither.status).toBe(400)
    const both = await app.request(
      '/api/admin/contact/erase',
      post({ id: 1, email: 'a@example.com' }, sales.cookie),
    )
    expect(both.status).toBe(400)
  })
})
