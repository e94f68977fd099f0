/**
 * Issue 36, point 5: /privacy states what this installation stores and for how long, read from the
 * configuration it runs with, and what it states about abuse counters is what the server writes to the database.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { minutesInWords } from '@/shared/privacy/privacy-words'
import { privacyFactsOf } from '@/server/features/site/privacy.service'
import { startTestApp, useTestApp } from './harness'

const CLIENT_IP = '203.0.113.77'
const t = useTestApp({
  TRUST_PROXY: 'true',
  CONTACT_RATE_WINDOW_MINUTES: '17',
  SESSION_IDLE_MINUTES: '45',
  SESSION_MAX_HOURS: '36',
  AUDIT_RETENTION_DAYS: '90',
  LEAD_RETENTION_DAYS: '400',
})

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')

const send = (path: string, body: unknown) =>
  t.current.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': CLIENT_IP },
    body: JSON.stringify(body),
  })

describe('/privacy is written from the running configuration', () => {
  it('states this installation’s session limits and contact window, and no promise the product cannot keep', async () => {
    const text = textOf(await (await t.current.request('/privacy')).text())
    expect(text).toContain('after 45 minutes without use , or 36 hours after signing in')
    expect(text).toContain(
      'To limit how many messages one address sends: your IP address, kept for up to 17 minutes.',
    )
    expect(text).toContain('at most 1 minute later')
    expect(text).toContain('from which network address. It holds no names, emails or messages')
    expect(text).toContain('each entry is deleted after 90 days')
    expect(text).toContain(
      'Each submission and booked call is kept for 400 days after its last activity (when you sent it or wrote again, the time of your call, or our latest note or status change on it), then erased',
    )
    expect(text).toContain('A call still to come is never erased before it happens.')
    expect(text).toContain('You can ask us to erase it sooner at any time')
    expect(text).not.toContain('does not delete them on a schedule')
    // What the old page said and the product does not do.
    expect(text).not.toContain('IP addresses are not written to our database')
    expect(text).not.toContain('in memory')
    expect(text).not.toContain('Ask us and we will delete your submission')
    expect(text).toContain('This site does not email your submission to anyone')
  })

  it('says staff are emailed each submission only when SMTP_URL and NOTIFY_EMAILS are set; with LEAD_RETENTION_DAYS=0, that leads stay until erased', async () => {
    const app = await startTestApp({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      NOTIFY_EMAILS: 'sales@example.com',
      NOTIFY_DIGEST_CRON: '0 8 * * 1-5',
      LEAD_RETENTION_DAYS: '0',
    })
    try {
      const text = textOf(await (await app.request('/privacy')).text())
      expect(text).toContain(
        'Submissions and booked calls are kept until we erase them: this site does not delete them on a schedule.',
      )
      expect(text).not.toContain('after its last activity')
      expect(text).toContain('our staff are emailed what you entered')
      expect(text).toContain('a regular summary lists the submissions not yet answered')
      expect(text).not.toContain('This site does not email your submission to anyone')
    } finally {
      await app.close()
    }
  })

  it('lists every counter the server writes, keyed as stated and living no longer than stated', async () => {
    // A contact submission and a failed sign-in from one address: the server counts both in the database.
    expect(
      (
        await send('/api/contact', {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          jobTitle: 'Head of Growth',
          company: 'Analytical Engines',
          message: 'We want to reach engineering students this fall.',
        })
      ).status,
    ).toBe(201)
    expect(
      (await send('/api/auth/login', { username: 'nobody-here', password: 'not the password' })).status,
    ).toBe(401)
    const facts = privacyFactsOf(t.current.config)
    const rows = await t.current
      .em()
      .getConnection()
      .execute<{ bucket: string; key: string; reset_at: string }[]>(
        'select bucket, key, to_json(reset_at) as reset_at from rate_limit_counters',
      )
    expect(new Set(rows.map((row) => row.bucket))).toEqual(
      new Set(['contact:submissions', 'sign-in:account+source', 'sign-in:source']),
    )
    const html = await (await t.current.request('/privacy')).text()
    for (const row of rows) {
      const stated = facts.counters.find((counter) => counter.bucket === row.bucket)
      expect(stated, row.bucket).toBeDefined()
      expect(html).toContain(`data-counter="${row.bucket}"`)
      // Keyed by what the page says: the IP, the username, or both.
      if (stated!.key !== 'username') expect(row.key, row.bucket).toContain(CLIENT_IP)
      if (stated!.key === 'username') expect(row.key, row.bucket).not.toContain(CLIENT_IP)
      const livesMs = Date.parse(JSON.parse(`"${row.reset_at}"`) as string) - Date.now()
      expect(livesMs, row.bucket).toBeLessThanOrEqual(stated!.keptMinutes * 60_000)
      expect(livesMs, row.bucket).toBeGreaterThan(stated!.keptMinutes * 60_000 - 5 * 60_000)
      expect(textOf(html)).toContain(`kept for up to ${minutesInWords(stated!.keptMinutes)}`)
    }
  })

  it('every counter bucket in the server’s code is on the page: a new limiter cannot go unmentioned', () => {
    const root = path.resolve(import.meta.dirname, '../../src/server')
    const sources = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) return sources(full)
        return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : []
      })
    const buckets = new Set(
      sources(root).flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/bucket: '([^']+)'/g)].map((match) => match[1]!),
      ),
    )
    expect(buckets.size).toBeGreaterThan(0)
    const stated = new Set(privacyFactsOf(t.current.config).counters.map((counter) => counter.bucket))
    expect(stated).toEqual(buckets)
  })
})
