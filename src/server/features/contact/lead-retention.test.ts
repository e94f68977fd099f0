/**
 * Leads are erased after LEAD_RETENTION_DAYS without activity (issue 36 point 5, ADR 0152), on the real app with
 * its job queue and a registered webhook: the purge runs as the schedule would run it (a job on its queue, taken
 * by the worker) and erases an old lead with its notes, history, call, queued reminders and webhook deliveries,
 * while a lead with recent activity and a call still ahead, however old, stay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../../tests/server/harness'
import { startSmtpSink, type SmtpSink } from '../../../../tests/support/smtp-sink'
import { parseConfig } from '@/server/config'
import type { CurrentUser } from '@/server/features/auth/current-user'
import { CALL_EMAIL_QUEUE } from '@/server/features/booking/public'
import { WebhookEntity } from '@/server/features/webhooks/webhook.entity'
import { ContactSubmissionEntity } from './contact-submission.entity'
import { LeadMessageEntity, LeadNoteEntity, LeadStatusChangeEntity } from './lead-record.entity'
import { LEAD_PURGE_CRON, LEAD_PURGE_QUEUE } from './lead-retention'

const DAY_MS = 24 * 3600_000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS)
let sink: SmtpSink
let app: TestApp
let sales: CurrentUser
let clients = 0
beforeAll(async () => {
  sink = await startSmtpSink()
  app = await startTestApp(
    {
      SMTP_URL: sink.url,
      NOTIFY_EMAILS: 'desk@example.com',
      TRUST_PROXY: 'true',
      LEAD_RETENTION_DAYS: '30',
    },
    { jobs: true },
  )
  sales = (await app.signIn({ role: 'sales' })).user
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

const post = (body: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${++clients % 250}` },
  body: JSON.stringify(body),
})
const form = (email: string) => ({
  firstName: 'Kat',
  lastName: 'Johnson',
  email,
  jobTitle: 'CMO',
  company: 'Trajectory Tea',
  message: 'Hello',
})
async function submit(email: string) {
  const response = await app.request('/api/contact', post(form(email)))
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: { id: number } }).data.id
}
/** Books a call at the `index`-th open start more than a day ahead; the lead's id. */
async function book(email: string, index: number) {
  const { data } = (await (await app.request('/api/booking/slots')).json()) as {
    data: { days: { slots: { start: string }[] }[] }
  }
  const starts = data.days
    .flatMap((day) => day.slots.map((slot) => slot.start))
    .filter((start) => Date.parse(start) > Date.now() + 26 * 3600_000)
  const response = await app.request('/api/booking/calls', post({ ...form(email), start: starts[index] }))
  expect(response.status).toBe(201)
  const [lead] = await app.em().find(ContactSubmissionEntity, { email })
  return lead!.id
}
async function queuedJobsOf(id: number) {
  const rows = await app
    .em()
    .getConnection()
    .execute<{ n: string }[]>(
      `select count(*) as n from pgboss.job where name = ? and state in ('created', 'retry')
         and (data->>'submissionId')::int = ?`,
      [CALL_EMAIL_QUEUE, id],
    )
  return Number(rows[0]!.n)
}
async function deliveriesAbout(email: string) {
  const rows = await app
    .em()
    .getConnection()
    .execute<{ n: string }[]>('select count(*) as n from webhook_deliveries where body like ?', [
      `%${email}%`,
    ])
  return Number(rows[0]!.n)
}
/** Sends the job the schedule would send and waits (30 s at most) until the worker has finished it. */
async function runPurge() {
  const id = (await app.jobs.send(LEAD_PURGE_QUEUE))!
  for (let waited = 0; waited < 30_000; waited += 100) {
    const [job] = await app.jobs.findJobs(LEAD_PURGE_QUEUE, { id })
    if (job?.state === 'completed') return
    expect(job?.state).not.toBe('failed')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the purge job did not complete within 30 s')
}
const exists = async (id: number) => (await app.em().count(ContactSubmissionEntity, { id })) === 1

describe('LEAD_RETENTION_DAYS', () => {
  it('is 730 days when unset; 0 is accepted (kept until erased), a negative number is refused', () => {
    expect(parseConfig({}).LEAD_RETENTION_DAYS).toBe(730)
    expect(parseConfig({ LEAD_RETENTION_DAYS: '0' }).LEAD_RETENTION_DAYS).toBe(0)
    expect(() => parseConfig({ LEAD_RETENTION_DAYS: '-1' })).toThrow(/LEAD_RETENTION_DAYS/)
  })

  it('the purge is scheduled once in the job queue, daily in UTC', async () => {
    const schedules = await app.jobs.getSchedules(LEAD_PURGE_QUEUE)
    expect(schedules.map(({ cron, timezone }) => ({ cron, timezone }))).toEqual([
      { cron: LEAD_PURGE_CRON, timezone: 'UTC' },
    ])
  })

  it('erases the leads idle longer than the retention, with what hangs off them, and keeps the rest', async () => {
    const em = app.em()
    // Old: came in 40 days ago, a call 35 days ago whose reminders were still queued, a note 32 days ago.
    const oldEmail = 'long.gone@example.com'
    const old = await book(oldEmail, 0)
    await app.caller(sales).contact.addNote({ id: old, body: 'called back' })
    await app.caller(sales).contact.setStatus({ id: old, status: 'contacted' })
    const callStart = daysAgo(35)
    await em.nativeUpdate(
      ContactSubmissionEntity,
      { id: old },
      {
        createdAt: daysAgo(40),
        callStartsAt: callStart,
        callEndsAt: new Date(callStart.getTime() + 1_800_000),
      },
    )
    await em.nativeUpdate(LeadNoteEntity, { submission: old }, { createdAt: daysAgo(32) })
    await em.nativeUpdate(LeadStatusChangeEntity, { submission: old }, { createdAt: daysAgo(32) })
    expect(await queuedJobsOf(old)).toBeGreaterThan(0)
    expect(await deliveriesAbout(oldEmail)).toBeGreaterThan(0)

    // Came in 40 days ago, but staff wrote a note on it 5 days ago: its last activity is recent.
    const noted = await submit('still.talking@example.com')
    await app.caller(sales).contact.addNote({ id: noted, body: 'proposal sent' })
    await em.nativeUpdate(ContactSubmissionEntity, { id: noted }, { createdAt: daysAgo(40) })
    await em.nativeUpdate(LeadNoteEntity, { submission: noted }, { createdAt: daysAgo(5) })
    // Booked 40 days ago for a call still ahead: never erased before it happens.
    const upcoming = await book('coming.up@example.com', 1)
    await em.nativeUpdate(ContactSubmissionEntity, { id: upcoming }, { createdAt: daysAgo(40) })
    // Came in 29 days ago, nothing since.
    const recent = await submit('fresh@example.com')
    await em.nativeUpdate(ContactSubmissionEntity, { id: recent }, { createdAt: daysAgo(29) })

    await runPurge()

    expect(await exists(old)).toBe(false)
    const gone = { submission: old }
    expect(await em.count(LeadNoteEntity, gone)).toBe(0)
    expect(await em.count(LeadStatusChangeEntity, gone)).toBe(0)
    expect(await em.count(LeadMessageEntity, gone)).toBe(0)
    expect(await queuedJobsOf(old)).toBe(0)
    expect(await deliveriesAbout(oldEmail)).toBe(0)
    expect(await exists(noted)).toBe(true)
    expect(await em.count(LeadNoteEntity, { submission: noted })).toBe(1)
    expect(await exists(upcoming)).toBe(true)
    expect(await queuedJobsOf(upcoming)).toBeGreaterThan(0)
    expect(await exists(recent)).toBe(true)
  })
})

describe('LEAD_RETENTION_DAYS=0', () => {
  it('schedules no purge: leads stay until staff erase them', async () => {
    const kept = await startTestApp({ LEAD_RETENTION_DAYS: '0' }, { jobs: true })
    try {
      expect(await kept.jobs.getSchedules(LEAD_PURGE_QUEUE)).toEqual([])
    } finally {
      await kept.close()
    }
  })
})
