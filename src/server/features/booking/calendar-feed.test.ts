/**
 * Each staff member's calendar feed (issue 38 point 3, ADR 0125), over real HTTP: made on the calls screen's
 * operations, read by its secret URL alone (no sign-in), an RFC 5545 calendar ical.js reads whose events carry
 * the visitor's invite's UID; kept by no cache; only a hash stored; a reset stops the old URL at once; each staff
 * member's URL is their own; an account that loses its role loses its feed.
 */
import { createHash } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { parseInvite } from '../../../../tests/support/ical'
import { UserEntity } from '@/server/features/auth/user.entity'
import { ContactSubmissionEntity } from '@/server/features/contact/contact-submission.entity'
import { CalendarFeedEntity } from './calendar-feed.entity'
import { callUid } from './call-invite'

const t = useTestApp()

let sales: { cookie: string; id: number }
let admin: { cookie: string; id: number }
beforeAll(async () => {
  const one = await t.current.signIn({ role: 'sales' })
  const two = await t.current.signIn({ role: 'admin' })
  sales = { cookie: one.cookie, id: one.user.id }
  admin = { cookie: two.cookie, id: two.user.id }
})

async function reset(cookie: string) {
  const response = await t.current.request('/api/admin/calls/feed/reset', {
    method: 'POST',
    headers: { cookie },
  })
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return ((await response.json()) as { data: { url: string; createdAt: string } }).data
}

/** The feed as a calendar app fetches it: the URL's path, no cookie. */
const fetchFeed = (url: string) => t.current.request(new URL(url).pathname)

async function bookedCall(email: string, hoursAhead: number) {
  const em = t.current.em()
  const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + hoursAhead * 3_600_000)
  const call = em.create(ContactSubmissionEntity, {
    email,
    firstName: 'Grace',
    lastName: 'Hopper',
    jobTitle: 'VP Marketing',
    company: 'Compiler Cola',
    message: 'A private note about our budget.',
    source: 'call-request',
    callStartsAt: start,
    callEndsAt: new Date(start.getTime() + 30 * 60_000),
    inviteToken: `tok${String(hoursAhead).padStart(19, '0')}`,
    callSequence: 2,
  })
  await em.flush()
  return call
}

describe('the calendar feed', () => {
  it('has no URL until made; then its URL, without sign-in, is a calendar of the calls with the invites’ UIDs', async () => {
    const status = await t.current.request('/api/admin/calls/feed', { headers: { cookie: sales.cookie } })
    expect(((await status.json()) as { data: unknown }).data).toEqual({ createdAt: null })

    const upcoming = await bookedCall('grace@example.com', 30)
    const cancelled = await bookedCall('ada@example.com', 31)
    await t.current
      .em()
      .nativeUpdate(ContactSubmissionEntity, { id: cancelled.id }, { callCancelledAt: new Date() })
    const old = await bookedCall('old@example.com', -24 * 40)

    const { url } = await reset(sales.cookie)
    expect(url).toMatch(/^http:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\/calls\.ics$/)
    const token = /calendar\/([^/]+)\//.exec(url)![1]!
    // Only the hash is kept.
    const row = await t.current.em().findOneOrFail(CalendarFeedEntity, { user: sales.id })
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(token)
    const after = await t.current.request('/api/admin/calls/feed', { headers: { cookie: sales.cookie } })
    expect(((await after.json()) as { data: { createdAt: string } }).data.createdAt).toEqual(
      expect.any(String),
    )

    const feed = await fetchFeed(url)
    expect(feed.status).toBe(200)
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/)
    expect(feed.headers.get('cache-control')).toBe('no-store')
    const body = await feed.text()
    const calendar = parseInvite(body)
    expect(calendar.method).toBe('PUBLISH')
    const event = calendar.events.find(
      (candidate) => candidate.uid === callUid(upcoming.inviteToken!, t.current.config.PUBLIC_URL),
    )
    expect(event).toMatchObject({
      sequence: 2,
      status: 'CONFIRMED',
      summary: 'Call: Grace Hopper (Compiler Cola)',
    })
    expect(event!.start.toISOString()).toBe(upcoming.callStartsAt!.toISOString())
    expect(event!.description).toContain(`/admin?lead=${upcoming.id}`)
    // Cancelled calls and calls older than the feed's 30 days are left out; so are emails and notes.
    const uids = calendar.events.map((candidate) => candidate.uid)
    expect(uids).not.toContain(callUid(cancelled.inviteToken!, t.current.config.PUBLIC_URL))
    expect(uids).not.toContain(callUid(old.inviteToken!, t.current.config.PUBLIC_URL))
    expect(body).not.toContain('grace@example.com')
    expect(body).not.toContain('private note')
  })

  it('reset: the old URL stops at once, the new one works; another staff member’s URL is untouched', async () => {
    const first = await reset(sales.cookie)
    const theirs = await reset(admin.cookie)
    expect((await fetchFeed(first.url)).status).toBe(200)

    const second = await reset(sales.cookie)
    expect(second.url).not.toBe(first.url)
    expect((await fetchFeed(first.url)).status).toBe(404)
    expect((await fetchFeed(second.url)).status).toBe(200)
    expect((await fetchFeed(theirs.url)).status).toBe(200)
  })

  it('stops for an account without the role; refuses guesses (404); cannot be made by an editor (403)', async () => {
    const former = await t.current.signIn({ role: 'sales' })
    const { url } = await reset(former.cookie)
    expect((await fetchFeed(url)).status).toBe(200)
    await t.current.em().nativeUpdate(UserEntity, { id: former.user.id }, { role: 'editor' })
    expect((await fetchFeed(url)).status).toBe(404)
    await t.current.em().nativeUpdate(UserEntity, { id: former.user.id }, { role: null })
    expect((await fetchFeed(url)).status).toBe(404)
    await t.current.em().nativeUpdate(UserEntity, { id: former.user.id }, { role: 'sales' })
    expect((await fetchFeed(url)).status).toBe(200)
    // A deactivated account's feed stops with its sessions, and works again once it is reactivated.
    await t.current.em().nativeUpdate(UserEntity, { id: former.user.id }, { deactivatedAt: new Date() })
    expect((await fetchFeed(url)).status).toBe(404)
    await t.current.em().nativeUpdate(UserEntity, { id: former.user.id }, { deactivatedAt: null })
    expect((await fetchFeed(url)).status).toBe(200)

    for (const guess of ['x', 'a'.repeat(43), `${'a'.repeat(42)}-`])
      expect((await t.current.request(`/api/calendar/${guess}/calls.ics`)).status).toBe(404)
    // A control character is refused at the edge, as in every text field.
    expect((await t.current.request(`/api/calendar/${'a'.repeat(42)}%00/calls.ics`)).status).toBe(400)

    const editor = await t.current.signIn({ role: 'editor' })
    const refused = await t.current.request('/api/admin/calls/feed/reset', {
      method: 'POST',
      headers: { cookie: editor.cookie },
    })
    expect(refused.status).toBe(403)
  })
})
