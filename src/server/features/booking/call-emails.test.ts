/**
 * The visitor's confirmation of a booked call (issue 38 point 1, ADR 0103), end to end: the real app, its
 * pg-boss queue and worker, nodemailer, and a real SMTP server on loopback. The email gives the time in the
 * visitor's zone and the office's, carries an RFC 5545 invite (read back with ical.js) and the links to move or
 * cancel; it is sent once however often its job is queued, and the staff email still goes out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../../tests/server/harness'
import { inviteOf, parseInvite } from '../../../../tests/support/ical'
import { startSmtpSink, type SmtpSink } from '../../../../tests/support/smtp-sink'
import { ContactSubmissionEntity } from '@/server/features/contact/contact-submission.entity'
import { CallEmailEntity } from './call-email.entity'
import { callUid } from './call-invite'
import { queueCallEmail, queuePendingCallEmails } from './call-emails'
import { eventually } from '../../../../tests/support/eventually'
import { openStarts } from '../../../../tests/support/open-starts'

const fastRetries = { retryLimit: 3, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 }

let sink: SmtpSink
let app: TestApp
let clients = 0

beforeAll(async () => {
  sink = await startSmtpSink()
  app = await startTestApp(
    {
      SMTP_URL: sink.url,
      NOTIFY_EMAILS: 'sales@example.com',
      BRAND_NAME: 'Campus Co',
      CONTACT_EMAIL: 'hello@campus.example.com',
      TRUST_PROXY: 'true',
    },
    { leadNotifyRetries: fastRetries },
  )
})
afterAll(async () => {
  await app?.close()
  await sink?.close()
})

async function book(start: string, extra: Record<string, unknown> = {}) {
  const response = await app.request('/api/booking/calls', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${++clients}` },
    body: JSON.stringify({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `ada${clients}@example.com`,
      jobTitle: 'Head of Growth',
      company: 'Analytical Engines',
      start,
      ...extra,
    }),
  })
  return {
    status: response.status,
    body: (await response.json()) as {
      data: { emailed: boolean; inviteUrl: string }
      fields?: Record<string, string>
    },
  }
}

const emailsTo = (address: string) => sink.messages.filter((email) => email.envelope.to.includes(address))

/** Polls until `check` holds; fails after 15 s. */

describe('a booked call emails the visitor', () => {
  it('with the time in both zones, an invite calendars understand, and the links to move or cancel', async () => {
    const start = (await openStarts(app))[2]!
    const { status, body } = await book(start, { timeZone: 'America/Los_Angeles' })
    expect(status).toBe(201)
    expect(body.data.emailed).toBe(true)
    const visitor = `ada${clients}@example.com`
    const [email] = await eventually(() => emailsTo(visitor).length === 1 && emailsTo(visitor))
    const row = await app.em().findOneOrFail(ContactSubmissionEntity, { email: visitor })
    expect(row.callTimeZone).toBe('America/Los_Angeles')

    // Staff are notified as before, separately.
    await eventually(() => emailsTo('sales@example.com').some((staff) => staff.text.includes(visitor)))

    expect(email!.headers.subject).toMatch(/^Your strategy call is booked: \w+day, \w+ \d+, \d{4} at /)
    expect(email!.headers['reply-to']).toContain('hello@campus.example.com')
    const pacific = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      hour: 'numeric',
      minute: '2-digit',
    })
      .format(new Date(start))
      .replace(/\u202f/g, ' ')
    const eastern = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: '2-digit',
    })
      .format(new Date(start))
      .replace(/\u202f/g, ' ')
    expect(email!.text).toMatch(new RegExp(`at ${pacific} Pacific Time \\(your time\\)`))
    expect(email!.text).toMatch(new RegExp(`at ${eastern} Eastern Time \\(our office\\)`))
    expect(email!.text).toContain(`http://localhost:3000/book-call/change/${row.manageToken}`)
    expect(email!.text).toContain(`http://localhost:3000/book-call/cancel/${row.manageToken}`)
    expect(row.manageToken).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(row.manageToken).not.toBe(row.inviteToken)

    const { contentType, ics } = inviteOf(email!)
    expect(contentType).toMatch(/method=REQUEST/i)
    const invite = parseInvite(ics)
    expect(invite.method).toBe('REQUEST')
    expect(invite.events).toHaveLength(1)
    expect(invite.events[0]).toMatchObject({
      uid: callUid(row.inviteToken!, 'http://localhost:3000'),
      sequence: 0,
      status: 'CONFIRMED',
      summary: 'Strategy call with Campus Co',
      attendee: `mailto:${visitor}`,
    })
    expect(invite.events[0]!.start.toISOString()).toBe(start)
    expect(invite.events[0]!.end.getTime() - invite.events[0]!.start.getTime()).toBe(30 * 60_000)

    // The download behind the booking's link is the same event (same UID and SEQUENCE), published.
    const download = await app.request(new URL(body.data.inviteUrl).pathname)
    const published = parseInvite(await download.text())
    expect(published.method).toBe('PUBLISH')
    expect(published.events[0]).toMatchObject({ uid: invite.events[0]!.uid, sequence: 0 })

    await eventually(async () => {
      const sent = await app.em().findOneOrFail(ContactSubmissionEntity, { id: row.id })
      return sent.visitorEmail === 'sent'
    })
  })

  it('only in the office’s zone when the visitor is in it, or gave none', async () => {
    const start = (await openStarts(app))[4]!
    expect((await book(start)).status).toBe(201)
    const visitor = `ada${clients}@example.com`
    const [email] = await eventually(() => emailsTo(visitor).length === 1 && emailsTo(visitor))
    expect(email!.text).toMatch(/ Eastern Time\n/)
    expect(email!.text).not.toContain('(your time)')
  })

  it('once, however often its job is queued again (a retry, the start-up sweep, a second replica)', async () => {
    const start = (await openStarts(app))[6]!
    expect((await book(start, { timeZone: 'Europe/Berlin' })).status).toBe(201)
    const visitor = `ada${clients}@example.com`
    await eventually(() => emailsTo(visitor).length === 1)
    const row = await app.em().findOneOrFail(ContactSubmissionEntity, { email: visitor })
    await eventually(async () => (await app.em().count(CallEmailEntity, { submission: row.id })) === 1)

    await queueCallEmail(app.jobs, { submissionId: row.id, kind: 'confirmed', sequence: 0 })
    await queuePendingCallEmails(app.jobs, app.db.orm)
    // A later booking's email arriving proves the worker has passed the repeated job.
    const later = (await openStarts(app))[8]!
    expect((await book(later)).status).toBe(201)
    await eventually(() => emailsTo(`ada${clients}@example.com`).length === 1)
    await eventually(async () => {
      const jobs = await app
        .em()
        .getConnection()
        .execute<{ state: string }[]>(
          `select state from pgboss.job where name = 'call-email' and singleton_key = ?`,
          [`${row.id}:confirmed:0`],
        )
      return jobs.every((job) => job.state === 'completed')
    })
    expect(emailsTo(visitor)).toHaveLength(1)
    expect(await app.em().count(CallEmailEntity, { submission: row.id })).toBe(1)
  })
})

describe('the visitor’s time zone', () => {
  it('must be a zone the server knows: anything else is a 400 naming it, and nothing is stored', async () => {
    const start = (await openStarts(app))[10]!
    for (const timeZone of ['Mars/Olympus_Mons', '../etc/passwd', 'x'.repeat(65), 42]) {
      const { status, body } = await book(start, { timeZone })
      expect(status).toBe(400)
      expect(body.fields, JSON.stringify(body)).toHaveProperty('timeZone')
    }
    expect(await openStarts(app)).toContain(start)
  })
})
