/**
 * Lead notifications end to end (issue 16, ADR 0015): the real app, its real pg-boss queue and worker, the real
 * nodemailer transport, and a real SMTP server on loopback started by the test. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../../tests/server/harness'
import { downSmtpPort, startSmtpSink, type SmtpSink } from '../../../../tests/support/smtp-sink'
import { ContactSubmissionEntity } from './contact-submission.entity'
import { LEAD_NOTIFY_QUEUE, queuePendingLeads } from './lead-notifications'
import { eventually } from '../../../../tests/support/eventually'

/** Short, so a test sees retries within seconds; production waits 30 s and more (DEFAULT_LEAD_NOTIFY_RETRIES). */
const fastRetries = { retryLimit: 6, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 }

// An address of its own each time: a second message from one address within a day joins the first lead (ADR 0130).
let senders = 0
const lead = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: `grace.${++senders}@example.com`,
  jobTitle: 'VP Marketing',
  company: 'Compiler Cola',
  message: 'We want to sample a new drink at 20 campuses this spring.',
  ...overrides,
})

let clients = 0
async function submit(app: TestApp, body: Record<string, unknown>): Promise<number> {
  const response = await app.request('/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${++clients}` },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: { id: number } }).data.id
}

const rowOf = (app: TestApp, id: number) => app.em().findOneOrFail(ContactSubmissionEntity, { id })

/** The queue's jobs for one lead (or all), read from pg-boss's own table. */
async function jobsOf(app: TestApp, id?: number) {
  const rows = await app
    .em()
    .getConnection()
    .execute<{ state: string; retry_count: number }[]>(
      `select state, retry_count from pgboss.job where name = ?${id === undefined ? '' : ' and singleton_key = ?'}`,
      id === undefined ? [LEAD_NOTIFY_QUEUE] : [LEAD_NOTIFY_QUEUE, String(id)],
    )
  return rows.map((row) => ({ state: row.state, retryCount: Number(row.retry_count) }))
}

/** Polls `check` every 100 ms until it holds; fails after `timeoutMs`. */

describe('with SMTP_URL and NOTIFY_EMAILS', () => {
  let app: TestApp
  let down: Awaited<ReturnType<typeof downSmtpPort>>
  let sink: SmtpSink | undefined

  beforeAll(async () => {
    // The SMTP server is down when the app starts; the first test starts it on this port.
    down = await downSmtpPort()
    app = await startTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${down.port}`, NOTIFY_EMAILS: 'sales@example.com, owner@example.com' },
      { leadNotifyRetries: fastRetries },
    )
  })
  afterAll(async () => {
    await app?.close()
    await down?.release()
    await sink?.close()
  })

  it('SMTP down, then back: the job retries, the email arrives once, the lead goes pending → notified', async () => {
    const id = await submit(app, lead())
    // Acknowledged with the job already stored, and shown as pending.
    expect((await jobsOf(app, id)).length).toBe(1)
    expect((await rowOf(app, id)).notification).toBe('pending')
    await eventually(async () => (await jobsOf(app, id))[0]!.retryCount >= 1)
    const { cookie } = await app.signIn()
    const listed = await app.request('/trpc/contact.list', { headers: { Cookie: cookie } })
    expect(JSON.stringify(await listed.json())).toContain('"notification":"pending"')

    await down.release()
    sink = await startSmtpSink(down.port)
    await sink.waitForMessages(1)
    const row = await eventually(async () => {
      const current = await rowOf(app, id)
      return current.notification === 'notified' && current
    })
    expect(row.notifiedAt).toBeInstanceOf(Date)
    // Another poll or two of the queue: nothing more is sent for this lead.
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    expect(sink.messages).toHaveLength(1)
    expect(await jobsOf(app, id)).toEqual([expect.objectContaining({ state: 'completed' })])
  })

  it('a submission sends exactly one email: To, Reply-To, subject, the details and the link to it in /admin', async () => {
    const before = sink!.messages.length
    const id = await submit(
      app,
      lead({ email: 'grace@example.com', message: 'Line one.\nLine two with "quotes" & ünïcode.' }),
    )
    const [email] = (await sink!.waitForMessages(before + 1)).slice(before)
    expect(email!.envelope.to.sort()).toEqual(['owner@example.com', 'sales@example.com'])
    expect(email!.headers.to).toBe('sales@example.com, owner@example.com')
    expect(email!.headers['reply-to']).toBe('Grace Hopper <grace@example.com>')
    expect(email!.headers.from).toBe('CampusPulse <no-reply@localhost>')
    expect(email!.headers.subject).toBe('New lead: Grace Hopper (Compiler Cola)')
    for (const line of [
      'Name: Grace Hopper',
      'Company: Compiler Cola',
      'Job title: VP Marketing',
      'Email: grace@example.com',
      'Source: Contact form',
      'Message:\nLine one.\nLine two with "quotes" & ünïcode.',
      `http://localhost:3000/admin?lead=${id}`,
    ])
      expect(email!.text).toContain(line)
    await eventually(async () => (await rowOf(app, id)).notification === 'notified')
    expect(sink!.messages.length).toBe(before + 1)
  })

  it('a call request over tRPC says so, with the preferred times', async () => {
    const before = sink!.messages.length
    const { id } = await app
      .caller()
      .contact.submit(lead({ source: 'call-request', message: 'Tuesday afternoons, Eastern time' }))
    const [email] = (await sink!.waitForMessages(before + 1)).slice(before)
    expect(email!.headers.subject).toBe('New call request: Grace Hopper (Compiler Cola)')
    expect(email!.text).toContain('Source: Call request')
    expect(email!.text).toContain('Preferred days and times:\nTuesday afternoons, Eastern time')
    expect(email!.text).toContain(`/admin?lead=${id}`)
  })

  it('a pending lead without a job (its request failed after the insert) is queued again at start, and emailed once', async () => {
    const before = sink!.messages.length
    const id = Number(
      await app.em().insert(ContactSubmissionEntity, {
        ...lead({ firstName: 'Orphan' }),
        status: 'new',
        source: 'contact',
        notification: 'pending',
      }),
    )
    expect(await jobsOf(app, id)).toEqual([])
    // Two replicas starting at once: the exclusive queue keeps one job for the lead.
    await Promise.all([queuePendingLeads(app.jobs, app.db.orm), queuePendingLeads(app.jobs, app.db.orm)])
    const [email] = (await sink!.waitForMessages(before + 1)).slice(before)
    expect(email!.headers.subject).toBe('New lead: Orphan Hopper (Compiler Cola)')
    await eventually(async () => (await rowOf(app, id)).notification === 'notified')
    await queuePendingLeads(app.jobs, app.db.orm)
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(sink!.messages.length).toBe(before + 1)
  })

  it('the honeypot sends nothing and queues nothing', async () => {
    const before = sink!.messages.length
    const jobsBefore = (await jobsOf(app)).length
    await submit(app, lead({ website: 'http://spam.example', email: 'bot@example.com' }))
    // A real lead right after it: once its email is in, the honeypot's would have been too.
    await submit(app, lead({ firstName: 'Real' }))
    const arrived = (await sink!.waitForMessages(before + 1)).slice(before)
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(sink!.messages.slice(before).map((email) => email.headers.subject)).toEqual([
      'New lead: Real Hopper (Compiler Cola)',
    ])
    expect(arrived).toHaveLength(1)
    expect((await jobsOf(app)).length).toBe(jobsBefore + 1)
  })
})

describe('retries exhausted', () => {
  let app: TestApp
  let down: Awaited<ReturnType<typeof downSmtpPort>>
  beforeAll(async () => {
    down = await downSmtpPort()
    app = await startTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${down.port}`, NOTIFY_EMAILS: 'sales@example.com' },
      { leadNotifyRetries: { retryLimit: 1, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 } },
    )
  })
  afterAll(async () => {
    await app?.close()
    await down?.release()
  })

  it('the lead is shown as "notification failed", never lost', async () => {
    const id = await submit(app, lead())
    const row = await eventually(async () => {
      const current = await rowOf(app, id)
      return current.notification === 'failed' && current
    })
    expect(row).toMatchObject({ firstName: 'Grace', notifiedAt: null, status: 'new' })
  })
})

describe('without SMTP_URL or NOTIFY_EMAILS', () => {
  const halves: Record<string, string>[] = [
    { NOTIFY_EMAILS: 'sales@example.com' },
    { SMTP_URL: 'smtp://127.0.0.1:1' },
    {},
  ]
  for (const env of halves) {
    it(`no job and no notification state (${Object.keys(env).join(', ') || 'neither'} set)`, async () => {
      const app = await startTestApp(env, { jobs: true })
      try {
        const id = await submit(app, lead())
        expect((await rowOf(app, id)).notification).toBeNull()
        expect(await jobsOf(app)).toEqual([])
      } finally {
        await app.close()
      }
    })
  }
})
