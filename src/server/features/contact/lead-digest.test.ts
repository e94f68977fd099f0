/**
 * The daily digest of leads still new (issue 16, ADR 0017): its schedule in pg-boss, and what it sends through a
 * real SMTP server on loopback when it comes due (the test sends the job the schedule would create).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../../tests/server/harness'
import { startSmtpSink, type SmtpSink } from '../../../../tests/support/smtp-sink'
import { parseConfig } from '@/server/config'
import { ContactSubmissionEntity } from './contact-submission.entity'
import { createContactSubmission } from './contact.factory'
import { LEAD_DIGEST_QUEUE, scheduleLeadDigest } from './lead-digest'

const digests = (sink: SmtpSink) =>
  sink.messages.filter((email) => /waiting/.test(email.headers.subject ?? ''))

async function until(check: () => boolean, timeoutMs = 15_000, refresh?: () => Promise<void>) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    await refresh?.()
    if (check()) return
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('with NOTIFY_DIGEST_CRON', () => {
  let sink: SmtpSink
  let app: TestApp
  beforeAll(async () => {
    sink = await startSmtpSink()
    app = await startTestApp(
      {
        SMTP_URL: sink.url,
        NOTIFY_EMAILS: 'sales@example.com',
        NOTIFY_DIGEST_CRON: '0 8 * * 1-5',
        NOTIFY_DIGEST_TIMEZONE: 'America/New_York',
      },
      { jobs: true },
    )
  })
  afterAll(async () => {
    await app?.close()
    await sink?.close()
  })

  it('is scheduled in the job queue with its time zone', async () => {
    const [schedule] = await app.jobs.getSchedules(LEAD_DIGEST_QUEUE)
    expect(schedule).toMatchObject({
      name: LEAD_DIGEST_QUEUE,
      cron: '0 8 * * 1-5',
      timezone: 'America/New_York',
    })
  })

  it('a schedule the queue cannot read stops the start, naming the variable', async () => {
    await expect(
      scheduleLeadDigest(app.jobs, { ...app.config, NOTIFY_DIGEST_CRON: '99 99 * * *' }),
    ).rejects.toThrow(/^NOTIFY_DIGEST_CRON: /)
    expect((await app.jobs.getSchedules(LEAD_DIGEST_QUEUE))[0]?.cron).toBe('0 8 * * 1-5')
  })

  it('sends nothing when no lead is waiting', async () => {
    const id = (await app.jobs.send(LEAD_DIGEST_QUEUE))!
    let state: string | undefined
    await until(
      () => state === 'completed',
      15_000,
      async () => {
        state = (await app.jobs.findJobs(LEAD_DIGEST_QUEUE, { id }))[0]?.state
      },
    )
    expect(digests(sink)).toEqual([])
  })

  it('lists the leads still new, newest first, and the notifications that failed, with their links', async () => {
    const em = app.em()
    const older = await createContactSubmission(em, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Engines',
      createdAt: new Date('2026-11-20T09:00:00Z'),
    })
    const newer = await createContactSubmission(em, {
      firstName: 'Grace',
      lastName: 'Hopper',
      company: 'Compiler Cola',
      source: 'call-request',
      createdAt: new Date('2026-11-23T09:00:00Z'),
    })
    await createContactSubmission(em, { firstName: 'Done', status: 'closed' })
    const failed = await createContactSubmission(em, { firstName: 'Alan', status: 'contacted' })
    await em.nativeUpdate(ContactSubmissionEntity, { id: failed.id }, { notification: 'failed' })

    await app.jobs.send(LEAD_DIGEST_QUEUE)
    await until(() => digests(sink).length === 1)
    const [digest] = digests(sink)
    expect(digest!.envelope.to).toEqual(['sales@example.com'])
    expect(digest!.headers.subject).toBe('CampusPulse: 2 leads waiting, 1 notification failed')
    const text = digest!.text
    expect(text).toContain('2 leads still new on CampusPulse: http://localhost:3000/admin?status=new')
    expect(text.indexOf('Grace Hopper')).toBeLessThan(text.indexOf('Ada Lovelace'))
    expect(text).toContain(
      `Call request, 2026-11-23 09:00 UTC): http://localhost:3000/admin?lead=${newer.id}`,
    )
    expect(text).toContain(`http://localhost:3000/admin?lead=${older.id}`)
    expect(text).toContain('1 lead whose notification email could not be sent:')
    expect(text).toContain(`http://localhost:3000/admin?lead=${failed.id}`)
    expect(text).not.toContain('Done')
  })
})

describe('without it', () => {
  it('there is no schedule', async () => {
    const app = await startTestApp(
      { SMTP_URL: 'smtp://127.0.0.1:1', NOTIFY_EMAILS: 'sales@example.com' },
      { jobs: true },
    )
    try {
      expect(await app.jobs.getSchedules(LEAD_DIGEST_QUEUE)).toEqual([])
    } finally {
      await app.close()
    }
  })

  it.each([
    [{ NOTIFY_DIGEST_CRON: 'daily' }, /NOTIFY_DIGEST_CRON/],
    [{ NOTIFY_DIGEST_TIMEZONE: 'Mars/Olympus' }, /NOTIFY_DIGEST_TIMEZONE/],
  ])('refuses %o', (env, message) => {
    expect(() => parseConfig(env)).toThrow(message)
  })
})
