import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { LISTED_SESSIONS } from './active-sessions.service'
import { SESSION_COOKIE } from './session-cookie'
import { createSession } from './session.service'
import { PASSWORD, cookieOf, staffBrowser, type Json } from './staff-browser.test-helpers'
import { createUser } from './user.factory'

/**
 * One's own sessions (issue 35): listed with device, address and this one marked, ended one at a time or all but
 * this one, over REST against the real database. Only Date is faked, to age sessions.
 */
const t = useTestApp({ TRUST_PROXY: 'true' })

let ip = 0
/** Each test signs in from an address of its own, so the throttle's counts stay within the test. */
let address = '203.0.113.101'
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  address = `203.0.113.${100 + ++ip}`
})
afterEach(() => vi.useRealTimers())
const { send, passwordStep } = staffBrowser(t, () => address)

describe('sessions', () => {
  it('lists one’s own sessions with device, address and this one marked; ending one signs it out at once', async () => {
    await createUser(t.current.em(), { username: 'sessions', password: PASSWORD, role: 'sales' })
    const here = cookieOf((await passwordStep('sessions')).headers, SESSION_COOKIE)!
    address = '198.51.100.9'
    const there = cookieOf((await passwordStep('sessions')).headers, SESSION_COOKIE)!
    const third = cookieOf((await passwordStep('sessions')).headers, SESSION_COOKIE)!
    const list = await send('/api/auth/sessions', 'GET', undefined, here)
    expect(list.headers.get('cache-control')).toBe('no-store')
    const sessions = list.body.data.sessions as Json[]
    expect(sessions).toHaveLength(3)
    expect(sessions.filter((session) => session.current)).toHaveLength(1)
    expect(sessions[0]).toMatchObject({ device: 'Firefox on Linux' })
    expect(sessions.map((session) => session.ip)).toContain('198.51.100.9')
    const thereId = (await send('/api/auth/sessions', 'GET', undefined, there)).body.data.sessions.find(
      (session: Json) => session.current,
    ).id
    // Someone else's session is not theirs to end.
    const stranger = await t.current.signIn({ role: 'sales' })
    expect(
      (await send(`/api/auth/sessions/${thereId}`, 'DELETE', undefined, stranger.cookie)).body.data,
    ).toEqual({
      ended: false,
    })
    expect((await send(`/api/auth/sessions/${thereId}`, 'DELETE', undefined, here)).body.data).toEqual({
      ended: true,
    })
    expect((await send('/api/auth/me', 'GET', undefined, there)).status).toBe(401)
    expect((await send('/api/auth/sessions/end-others', 'POST', undefined, here)).body.data).toEqual({
      ended: 1,
    })
    expect((await send('/api/auth/me', 'GET', undefined, third)).status).toBe(401)
    expect((await send('/api/auth/me', 'GET', undefined, here)).status).toBe(200)
  })

  it(`lists at most ${LISTED_SESSIONS}, the most recently seen, this one always among them`, async () => {
    const user = await createUser(t.current.em(), {
      username: 'many-sessions',
      password: PASSWORD,
      role: 'sales',
    })
    const here = cookieOf((await passwordStep('many-sessions')).headers, SESSION_COOKIE)!
    // A script that signed in on every run, a minute later than this browser was last seen.
    vi.setSystemTime(Date.now() + 60_000)
    for (let run = 0; run < LISTED_SESSIONS + 10; run++)
      await createSession(t.current.em(), user.id, t.current.config)
    const sessions = (await send('/api/auth/sessions', 'GET', undefined, here)).body.data.sessions as Json[]
    expect(sessions).toHaveLength(LISTED_SESSIONS)
    expect(sessions.filter((session) => session.current)).toHaveLength(1)
    expect((await send('/api/auth/sessions/end-others', 'POST', undefined, here)).body.data).toEqual({
      ended: LISTED_SESSIONS + 10,
    })
  })
})
