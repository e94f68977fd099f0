import { describe, expect, it } from 'vitest'
import { startTestApp, useTestApp } from '../../../../tests/server/harness'
import { ContactSubmissionEntity } from './contact-submission.entity'

const t = useTestApp({ TRUST_PROXY: 'true', CONTACT_RATE_LIMIT: '3' })

let clients = 0
/** Each test sends from its own address, so the per-IP allowance of one test does not spill into another. */
const nextIp = () => `198.51.100.${++clients}`

// An address of its own each time: a second message from one address within a day joins the first lead (ADR 0130).
let senders = 0
const valid = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `ada.${++senders}@example.com`,
  jobTitle: 'Head of Growth',
  company: 'Analytical Engines',
  message: 'We want to reach engineering students this fall.',
  ...overrides,
})

const post = (body: unknown, headers: Record<string, string> = {}) =>
  t.current.request('/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextIp(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const stored = (id: number) => t.current.em().findOne(ContactSubmissionEntity, { id }, { populate: ['user'] })

describe('POST /api/contact', () => {
  it('stores the submission and answers 201 with its id once it is committed', async () => {
    const response = await post(valid({ email: '  ada@example.com ', message: '  Hello  ' }))
    expect(response.status).toBe(201)
    const { data } = (await response.json()) as { data: { id: number } }
    expect(data.id).toBeGreaterThan(0)
    // Read through a fresh entity manager: the row is there for anyone as soon as the answer is.
    const row = await stored(data.id)
    expect(row).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      jobTitle: 'Head of Growth',
      company: 'Analytical Engines',
      message: 'Hello',
      status: 'new',
      source: 'contact',
      user: null,
    })
    expect(row!.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000)
  })

  it('treats the message as optional and stores an empty one as null', async () => {
    for (const message of [undefined, '', '   ', null]) {
      const response = await post(valid({ message }))
      expect(response.status).toBe(201)
      const { data } = (await response.json()) as { data: { id: number } }
      expect((await stored(data.id))!.message).toBeNull()
    }
  })

  it('records a call request from /book-call as such', async () => {
    const response = await post(valid({ source: 'call-request', message: 'Tuesdays 2-5pm ET' }))
    const { data } = (await response.json()) as { data: { id: number } }
    expect((await stored(data.id))!.source).toBe('call-request')
  })

  it('answers invalid input with 400 naming every bad field, and stores nothing', async () => {
    const before = await t.current.em().count(ContactSubmissionEntity)
    const response = await post({
      firstName: '',
      lastName: 'x'.repeat(101),
      email: 'not-an-email',
      jobTitle: '   ',
      message: 'x'.repeat(5001),
      source: 'fax',
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: string; fields: Record<string, string> }
    expect(body.fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name must be at most 100 characters',
      email: 'Enter a valid email address',
      jobTitle: 'Job title is required',
      company: 'Company is required',
      message: 'Message must be at most 5,000 characters',
      source: expect.stringMatching(/contact|call-request/),
    })
    expect(body.error).toMatch(/^Invalid input: firstName: First name is required/)
    expect(await t.current.em().count(ContactSubmissionEntity)).toBe(before)
  })

  it('accepts values exactly at the stored limits', async () => {
    const response = await post(
      valid({
        firstName: 'F'.repeat(100),
        lastName: 'L'.repeat(100),
        jobTitle: 'J'.repeat(100),
        company: 'C'.repeat(100),
        email: `${'e'.repeat(243)}@example.com`,
        message: 'm'.repeat(5000),
      }),
    )
    expect(response.status).toBe(201)
  })

  it('answers a body that is not JSON with 400', async () => {
    const response = await post('{"firstName":')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'The request body must be valid JSON.' })
  })

  it('refuses an oversized body with 413, far below the general API limit', async () => {
    const response = await post(valid({ message: 'x'.repeat(40 * 1024) }))
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: 'The message is too large.' })
  })

  it('limits submissions per IP with 429 and Retry-After; other addresses are unaffected', async () => {
    const ip = nextIp()
    for (let i = 0; i < 3; i++) expect((await post(valid(), { 'X-Forwarded-For': ip })).status).toBe(201)
    const before = await t.current.em().count(ContactSubmissionEntity)
    const limited = await post(valid(), { 'X-Forwarded-For': ip })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(3600)
    expect(((await limited.json()) as { error: string }).error).toMatch(/Please wait/)
    expect(await t.current.em().count(ContactSubmissionEntity)).toBe(before)
    expect((await post(valid())).status).toBe(201)
  })

  it('counts the address the proxy appended, whatever the client wrote before it', async () => {
    // Behind a proxy that appends (nginx, Caddy, load balancers), the leftmost entries are the client's own.
    const ip = nextIp()
    for (let i = 0; i < 3; i++) {
      const spoofed = { 'X-Forwarded-For': `203.0.113.${i}, ${ip}` }
      expect((await post(valid(), spoofed)).status).toBe(201)
    }
    const limited = await post(valid(), { 'X-Forwarded-For': `192.0.2.77, ${ip}` })
    expect(limited.status).toBe(429)
  })

  it('answers a filled honeypot like a success and keeps it only in the spam folder (ADR 0130)', async () => {
    const before = await t.current.em().count(ContactSubmissionEntity, { spam: null })
    const response = await post(valid({ email: 'honeypot@spam.example', website: 'http://spam.example' }))
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ data: { id: 0 } })
    expect(await t.current.em().count(ContactSubmissionEntity, { spam: null })).toBe(before)
    const caught = await t.current.em().find(ContactSubmissionEntity, { email: 'honeypot@spam.example' })
    expect(caught.map((row) => [row.spam, row.notification])).toEqual([['honeypot', null]])
  })

  it('links the submission to the signed-in user who sent it', async () => {
    const { user, cookie } = await t.current.signIn({ isAdmin: false })
    const response = await post(valid(), { Cookie: cookie })
    const { data } = (await response.json()) as { data: { id: number } }
    expect((await stored(data.id))!.user?.id).toBe(user.id)
  })

  it('is refused when a browser sends it from another site', async () => {
    expect((await post(valid(), { Origin: 'https://evil.example' })).status).toBe(403)
  })
})

describe('contact.submit (tRPC twin)', () => {
  const submit = (body: unknown, ip = nextIp()) =>
    t.current.request('/trpc/contact.submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({ json: body }),
    })

  it('stores the same way and returns the id', async () => {
    const response = await submit(valid({ firstName: 'Grace' }))
    expect(response.status).toBe(200)
    const { result } = (await response.json()) as { result: { data: { json: { id: number } } } }
    expect((await stored(result.data.json.id))!.firstName).toBe('Grace')
  })

  it('names the invalid fields', async () => {
    const response = await submit(valid({ email: 'nope' }))
    expect(response.status).toBe(400)
    const { error } = (await response.json()) as { error: { json: { data: { fields: object } } } }
    expect(error.json.data.fields).toEqual({ email: 'Enter a valid email address' })
  })

  it('has the same tight body limit and shares the per-IP allowance with REST', async () => {
    expect((await submit(valid({ message: 'x'.repeat(40 * 1024) }))).status).toBe(413)
    const ip = nextIp()
    for (let i = 0; i < 3; i++) expect((await post(valid(), { 'X-Forwarded-For': ip })).status).toBe(201)
    const limited = await submit(valid(), ip)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('CONTACT_RATE_LIMIT', () => {
  it('defaults to 10 submissions per IP per hour', async () => {
    const app = await startTestApp()
    try {
      const send = () =>
        app.request('/api/contact', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(valid()),
        })
      for (let i = 0; i < 10; i++) expect((await send()).status).toBe(201)
      const limited = await send()
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3500)
    } finally {
      await app.close()
    }
  })
})
