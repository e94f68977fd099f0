import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { startTestApp, useTestApp } from '../../../../tests/server/harness'
import { API_KEY_DISABLED } from './api-key'
import { createContactSubmission } from './contact.factory'
import { CSV_HEADER } from './contact.service'

const API_KEY = 'test-admin-api-key-0123456789'
const t = useTestApp({ ADMIN_API_KEY: API_KEY, TRUST_PROXY: 'true' })

const list = (headers: Record<string, string> = {}) =>
  t.current.request('/api/admin/contact', { headers: { Accept: 'application/json', ...headers } })

interface SubmissionJson {
  id: number
  firstName: string
  createdAt: string
  message: string | null
  userId: number | null
  status: string
}

describe('GET /api/admin/contact (X-API-Key)', () => {
  it('lists every submission newest first, with the spec fields, for the right key', async () => {
    const { user } = await t.current.signIn({ isAdmin: false })
    const older = await createContactSubmission(t.current.em(), {
      firstName: 'Older',
      createdAt: new Date('2026-01-02T10:00:00Z'),
    })
    const newer = await createContactSubmission(t.current.em(), {
      firstName: 'Newer',
      message: 'Call me',
      userId: user.id,
      createdAt: new Date('2026-03-04T15:30:00Z'),
    })
    const response = await list({ 'X-API-Key': API_KEY })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { data } = (await response.json()) as { data: SubmissionJson[] }
    const ours = data.filter((row) => [older.id, newer.id].includes(row.id))
    expect(ours.map((row) => row.firstName)).toEqual(['Newer', 'Older'])
    expect(ours[0]).toEqual({
      id: newer.id,
      firstName: 'Newer',
      lastName: newer.lastName,
      email: newer.email,
      jobTitle: 'Brand Manager',
      company: 'Northwind Beverages',
      message: 'Call me',
      createdAt: '2026-03-04T15:30:00.000Z',
      userId: user.id,
      status: 'new',
      source: 'contact',
      notification: null,
      call: null,
      school: null,
      owner: null,
      spam: null,
      furtherMessages: 0,
    })
    expect(ours[1]).toMatchObject({ message: null, userId: null })
    // The whole list is in order, not only our two rows.
    const times = data.map((row) => Date.parse(row.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('answers 401 without a key and with a wrong one', async () => {
    const missing = await list()
    expect(missing.status).toBe(401)
    expect(await missing.json()).toEqual({ error: 'Send the API key in the X-API-Key header.' })
    for (const key of ['wrong', `${API_KEY}x`, API_KEY.slice(0, -1), API_KEY.toUpperCase()]) {
      const wrong = await list({ 'X-API-Key': key, 'X-Forwarded-For': '192.0.2.1' })
      expect(wrong.status).toBe(401)
      expect(await wrong.json()).toEqual({ error: 'Invalid API key.' })
    }
  })

  it('a signed-in admin without the key is still refused: the key is this endpoint’s only credential', async () => {
    const { cookie } = await t.current.signIn({ isAdmin: true })
    expect((await list({ Cookie: cookie })).status).toBe(401)
  })

  it('after 10 wrong keys makes that address wait a few seconds, even for the right key (ADR 0013)', async () => {
    const ip = { 'X-Forwarded-For': '192.0.2.99' }
    for (let i = 0; i < 10; i++) expect((await list({ 'X-API-Key': `guess-${i}`, ...ip })).status).toBe(401)
    const waiting = await list({ 'X-API-Key': API_KEY, ...ip })
    expect(waiting.status).toBe(429)
    // A short delay that grows with further guesses (lib/limits/rate-limiter.test.ts), not a quarter hour.
    expect(Number(waiting.headers.get('retry-after'))).toBe(5)
    expect((await list({ 'X-API-Key': API_KEY, 'X-Forwarded-For': '192.0.2.100' })).status).toBe(200)
  })

  it('is disabled (503, saying how to enable it) when ADMIN_API_KEY is unset', async () => {
    const app = await startTestApp()
    try {
      const response = await app.request('/api/admin/contact', {
        headers: { 'X-API-Key': 'anything-at-all' },
      })
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ error: API_KEY_DISABLED })
    } finally {
      await app.close()
    }
  })
})

describe('status changes (signed-in admin)', () => {
  it('PATCH /api/admin/contact/:id sets new / contacted / closed', async () => {
    const { cookie } = await t.current.signIn({ isAdmin: true })
    const row = await createContactSubmission(t.current.em())
    for (const status of ['contacted', 'closed', 'new']) {
      const response = await t.current.request(`/api/admin/contact/${row.id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify({ status }),
      })
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ data: { id: row.id, status } })
    }
  })

  it('answers an unknown status with 400 and an unknown id with 404', async () => {
    const { cookie } = await t.current.signIn({ isAdmin: true })
    const row = await createContactSubmission(t.current.em())
    const patch = (id: unknown, body: unknown) =>
      t.current.request(`/api/admin/contact/${id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify(body),
      })
    const bad = await patch(row.id, { status: 'archived' })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { fields: object }).fields).toEqual({
      status: 'Status must be one of: new, contacted, closed',
    })
    expect((await patch(999_999, { status: 'closed' })).status).toBe(404)
    expect((await patch('abc', { status: 'closed' })).status).toBe(400)
  })

  it('contact.setStatus and contact.list do the same over tRPC', async () => {
    const { user } = await t.current.signIn({ isAdmin: true })
    const row = await createContactSubmission(t.current.em())
    const caller = t.current.caller(user)
    expect(await caller.contact.setStatus({ id: row.id, status: 'contacted' })).toMatchObject({
      id: row.id,
      status: 'contacted',
    })
    const { submissions: all, notifications } = await caller.contact.list()
    expect(notifications).toBe('off')
    expect(all.find((s) => s.id === row.id)).toMatchObject({ status: 'contacted' })
    expect(all[0]!.createdAt).toBeInstanceOf(Date)
    await expect(caller.contact.setStatus({ id: 999_999, status: 'closed' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
  })
})

describe('GET /api/admin/contact/export.csv (signed-in admin)', () => {
  it('exports every submission as formula-safe, correctly quoted CSV', async () => {
    const app = await startTestApp()
    try {
      const { cookie } = await app.signIn({ isAdmin: true })
      await createContactSubmission(app.em(), {
        firstName: '=HYPERLINK("http://evil.example","click")',
        lastName: '+1 555',
        email: 'quote"comma,@example.com',
        jobTitle: '-Chief',
        company: '@Acme',
        message: 'Line one\r\nLine "two", with comma\ttab',
        status: 'contacted',
        createdAt: new Date('2026-02-01T08:00:00Z'),
      })
      await createContactSubmission(app.em(), {
        firstName: 'Zoë',
        lastName: '\tTabbed',
        company: '\rCarriage',
        source: 'call-request',
        createdAt: new Date('2026-02-02T08:00:00Z'),
      })
      const response = await app.request('/api/admin/contact/export.csv', { headers: { Cookie: cookie } })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="contact-submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
      )
      const bytes = new Uint8Array(await response.arrayBuffer())
      // The UTF-8 byte-order mark first (text() would hide it: decoding strips it).
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const rows = parse(Buffer.from(bytes), { bom: true }) as string[][]
      expect(rows[0]).toEqual([...CSV_HEADER])
      expect(rows).toHaveLength(3)
      const [newest, oldest] = [rows[1]!, rows[2]!]
      expect(newest.slice(1, 7)).toEqual([
        '2026-02-02T08:00:00.000Z',
        'New',
        'Call request',
        'Zoë',
        "'\tTabbed",
        newest[6],
      ])
      expect(newest[8]).toBe("'\rCarriage")
      expect(oldest.slice(2)).toEqual([
        'Contacted',
        'Contact form',
        `'=HYPERLINK("http://evil.example","click")`,
        "'+1 555",
        'quote"comma,@example.com',
        "'-Chief",
        "'@Acme",
        'Line one\r\nLine "two", with comma\ttab',
        '',
        // Not a booked call, from no school page.
        '',
        '',
      ])
    } finally {
      await app.close()
    }
  })
})
