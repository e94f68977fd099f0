/**
 * Reminders of a booked call (issue 38 point 4, ADR 0105): jobs on the real pg-boss queue that start 24 hours
 * and 1 hour before the call, none already past when it is booked, cancelled and scheduled anew when the call
 * moves, cancelled with it; and the email a reminder sends (a real SMTP server), only for the call as it stands.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../../tests/server/harness'
import { startSmtpSink, type SmtpSink } from '../../../../tests/support/smtp-sink'
import { ContactSubmissionEntity } from '@/server/features/contact/contact-submission.entity'
import { bookCall } from './booking.service'
import { CALL_EMAIL_QUEUE, callEmailSenderOf } from './call-emails'
import { remindersDue } from './call-reminders'
import { eventually } from '../../../../tests/support/eventually'
import { openStarts } from '../../../../tests/support/open-starts'

const HOUR = 60 * 60_000

describe('remindersDue', () => {
  const start = new Date('2026-03-10T14:00:00Z')
  it('gives both reminders for a call more than a day ahead, at 24 h and 1 h before', () => {
    expect(remindersDue(start, new Date(start.getTime() - 48 * HOUR))).toEqual([
      { kind: 'reminder-24h', at: new Date('2026-03-09T14:00:00Z') },
      { kind: 'reminder-1h', at: new Date('2026-03-10T13:00:00Z') },
    ])
  })
  it('leaves out those already past: a call 5 hours ahead gets only the hour’s; one 30 minutes ahead none', () => {
    expect(remindersDue(start, new Date(start.getTime() - 5 * HOUR)).map((r) => r.kind)).toEqual([
      'reminder-1h',
    ])
    expect(remindersDue(start, new Date(start.getTime() - 24 * HOUR))).toEqual([
      { kind: 'reminder-1h', at: new Date('2026-03-10T13:00:00Z') },
    ])
    expect(remindersDue(start, new Date(start.getTime() - 30 * 60_000))).toEqual([])
  })
})

let sink: SmtpSink
let app: TestApp
let clients = 0
beforeAll(async () => {
  sink = await startSmtpSink()
  app = await startTestApp(
    { SMTP_URL: sink.url, TRUST_PROXY: 'true' },
    { leadNotifyRetries: { retryLimit: 3, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 } },
  )
})
afterAll(async () => {
  await app?.close()
  await sink?.close()
})

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${++clients}` },
  body: JSON.stringify(body),
})
const visitor = (email: string) => ({
  firstName: 'Kat',
  lastName: 'Johnson',
  email,
  jobTitle: 'CMO',
  company: 'Trajectory Tea',
})
/** The reminder jobs of a call, by key, with their state and start. */
async function remindersOf(id: number) {
  const rows = await app
    .em()
    .getConnection()
    .execute<{ singleton_key: string; state: string; start_after: Date }[]>(
      `select singleton_key, state, start_after from pgboss.job
        where name = ? and singleton_key like ? order by singleton_key`,
      [CALL_EMAIL_QUEUE, `${id}:reminder-%`],
    )
  return rows.map((row) => ({
    key: row.singleton_key,
    state: row.state,
    at: new Date(row.start_after).toISOString(),
  }))
}
const before = (iso: string, ms: number) => new Date(new Date(iso).getTime() - ms).toISOString()

describe('reminders on the queue', () => {
  it('are scheduled with the booking, moved with the call, and cancelled with it', async () => {
    const starts = (await openStarts(app)).filter(
      (start) => new Date(start).getTime() > Date.now() + 26 * HOUR,
    )
    const [first, second] = [starts[0]!, starts[3]!]
    expect(
      (await app.request('/api/booking/calls', json({ ...visitor('kat@example.com'), start: first }))).status,
    ).toBe(201)
    const row = await app.em().findOneOrFail(ContactSubmissionEntity, { email: 'kat@example.com' })
    expect(await remindersOf(row.id)).toEqual([
      { key: `${row.id}:reminder-1h:0`, state: 'created', at: before(first, HOUR) },
      { key: `${row.id}:reminder-24h:0`, state: 'created', at: before(first, 24 * HOUR) },
    ])

    const moved = await app.request(
      `/api/booking/manage/${row.manageToken}/reschedule`,
      json({ start: second }),
    )
    expect(moved.status).toBe(200)
    expect(await remindersOf(row.id)).toEqual([
      { key: `${row.id}:reminder-1h:0`, state: 'cancelled', at: before(first, HOUR) },
      { key: `${row.id}:reminder-1h:1`, state: 'created', at: before(second, HOUR) },
      { key: `${row.id}:reminder-24h:0`, state: 'cancelled', at: before(first, 24 * HOUR) },
      { key: `${row.id}:reminder-24h:1`, state: 'created', at: before(second, 24 * HOUR) },
    ])

    const key = (await app.em().findOneOrFail(ContactSubmissionEntity, { id: row.id })).manageToken
    expect((await app.request(`/api/booking/manage/${key}/cancel`, json({}))).status).toBe(200)
    expect((await remindersOf(row.id)).map((job) => job.state)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ])
  })

  it('a call booked less than a day ahead gets only the hour’s reminder', async () => {
    const start = new Date((await openStarts(app)).at(-1)!)
    const now = new Date(start.getTime() - 5 * HOUR)
    await bookCall(
      app.em(),
      { ...visitor('late@example.com'), start, note: null },
      {
        ip: '198.51.100.250',
        limiter: app.runtime.contactLimiter,
        notify: null,
        emailVisitor: callEmailSenderOf(app.runtime, app.config),
        config: app.config,
        now,
      },
    )
    const row = await app.em().findOneOrFail(ContactSubmissionEntity, { email: 'late@example.com' })
    expect((await remindersOf(row.id)).map((job) => job.key)).toEqual([`${row.id}:reminder-1h:0`])
  })
})

describe('a reminder’s email', () => {
  it('reminds the visitor of the call as it stands; one for an earlier time of the call sends nothing', async () => {
    const start = (await openStarts(app))[5]!
    expect(
      (
        await app.request(
          '/api/booking/calls',
          json({ ...visitor('ray@example.com'), start, timeZone: 'Asia/Tokyo' }),
        )
      ).status,
    ).toBe(201)
    const row = await app.em().findOneOrFail(ContactSubmissionEntity, { email: 'ray@example.com' })
    // The reminder's moment, brought forward: the job as the queue would start it, now.
    await app.jobs.send(
      CALL_EMAIL_QUEUE,
      { submissionId: row.id, kind: 'reminder-1h', sequence: 1 },
      { singletonKey: `${row.id}:reminder-1h:1:stale` },
    )
    await app.jobs.send(
      CALL_EMAIL_QUEUE,
      { submissionId: row.id, kind: 'reminder-1h', sequence: 0 },
      { singletonKey: `${row.id}:reminder-1h:0:now` },
    )
    const to = () => sink.messages.filter((email) => email.envelope.to.includes('ray@example.com'))
    const reminder = await eventually(() =>
      to().find((email) => email.headers.subject?.startsWith('Reminder:')),
    )
    expect(reminder.headers.subject).toMatch(
      /^Reminder: your strategy call starts in an hour: .+ Japan Standard Time$/,
    )
    expect(reminder.text).toMatch(/Eastern Time \(our office\)/)
    expect(reminder.text).toContain(`/book-call/cancel/${row.manageToken}`)
    // The stale one (sequence 1: no such time of this call) completes without an email.
    await eventually(async () => {
      const [job] = await app
        .em()
        .getConnection()
        .execute<{ state: string }[]>(`select state from pgboss.job where singleton_key = ?`, [
          `${row.id}:reminder-1h:1:stale`,
        ])
      return job?.state === 'completed'
    })
    expect(to().filter((email) => email.headers.subject?.startsWith('Reminder:'))).toHaveLength(1)
  })
})
