import { describe, expect, it } from 'vitest'
import { startTestApp, useTestApp } from '../../../../tests/server/harness'
import { SIGN_IN_FAILED } from '@/shared/auth/auth.schema'
import { parseConfig } from '@/server/config'
import { createLogger } from '@/server/logger'
import { bootstrapAdmin } from './bootstrap-admin'
import { SESSION_COOKIE } from './session-cookie'
import { createUser } from './user.factory'
import { UserEntity } from './user.entity'

const t = useTestApp()
const PASSWORD = 'correct horse battery staple'

const login = (body: unknown, headers: Record<string, string> = {}) =>
  t.current.request('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const cookieOf = (response: Response) => {
  const header = response.headers.get('set-cookie') ?? ''
  const token = new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(header)?.[1]
  return { header, cookie: `${SESSION_COOKIE}=${token}`, token }
}

const me = (cookie?: string) =>
  t.current.request('/api/auth/me', { headers: cookie ? { Cookie: cookie } : {} })

let users = 0
async function staff(overrides: Partial<Parameters<typeof createUser>[1]> = {}) {
  users++
  return createUser(t.current.em(), {
    username: `Member${users}`,
    password: PASSWORD,
    isAdmin: true,
    ...overrides,
  })
}

describe('POST /api/auth/login', () => {
  it('opens a session in an HttpOnly, SameSite=Lax cookie and /me names the user', async () => {
    const user = await staff({ firstName: 'Grace' })
    const response = await login({ username: user.username, password: PASSWORD })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      data: {
        user: {
          id: user.id,
          username: user.username,
          displayName: user.username,
          email: null,
          firstName: 'Grace',
          lastName: null,
          bio: null,
          role: 'admin',
          isAdmin: true,
          twoFactorSetupRequired: false,
        },
      },
    })
    const { header, cookie } = cookieOf(response)
    expect(header).toMatch(/HttpOnly/)
    expect(header).toMatch(/SameSite=Lax/)
    expect(header).toMatch(/Path=\//)
    expect(header).not.toMatch(/Secure/)
    expect(await (await me(cookie)).json()).toMatchObject({ data: { id: user.id } })
  })

  it('accepts the email instead of the username, in any letter case', async () => {
    const user = await staff({ email: 'Ops@Example.com' })
    expect((await login({ username: 'OPS@example.COM', password: PASSWORD })).status).toBe(200)
    expect((await login({ username: user.username.toUpperCase(), password: PASSWORD })).status).toBe(200)
  })

  it('answers a wrong password and an unknown user with the same 401 message', async () => {
    const user = await staff()
    const wrong = await login({ username: user.username, password: 'not the password' })
    const unknown = await login({ username: 'nobody-here', password: PASSWORD })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(await wrong.json()).toEqual({ error: SIGN_IN_FAILED })
    expect(await unknown.json()).toEqual({ error: SIGN_IN_FAILED })
    expect(wrong.headers.get('set-cookie')).toBeNull()
  })

  it('answers bad input with 400 naming the fields', async () => {
    const response = await login({ username: '', password: '' })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { fields: Record<string, string> }
    expect(body.fields).toEqual({ username: 'Enter your username or email', password: 'Enter your password' })
    expect((await login('{not json')).status).toBe(400)
  })

  it('replaces the session the browser already had (rotation at sign-in)', async () => {
    const user = await staff()
    const first = cookieOf(await login({ username: user.username, password: PASSWORD }))
    const second = cookieOf(
      await login({ username: user.username, password: PASSWORD }, { Cookie: first.cookie }),
    )
    expect(second.token).not.toBe(first.token)
    expect((await me(first.cookie)).status).toBe(401)
    expect((await me(second.cookie)).status).toBe(200)
  })

  it('after 5 failures from one address, makes that address wait, even with the right password', async () => {
    const user = await staff()
    for (let i = 0; i < 5; i++)
      expect((await login({ username: user.username, password: 'wrong' })).status).toBe(401)
    const waiting = await login({ username: user.username, password: PASSWORD })
    expect(waiting.status).toBe(429)
    expect(Number(waiting.headers.get('retry-after'))).toBe(5)
    expect(await waiting.json()).toEqual({
      error: 'Too many failed sign-in attempts. Please wait and try again.',
    })
  })

  it('is refused from another site', async () => {
    const user = await staff()
    const response = await login(
      { username: user.username, password: PASSWORD },
      { Origin: 'https://evil.example' },
    )
    expect(response.status).toBe(403)
  })
})

describe('sign-in throttle across addresses (ADR 0013)', () => {
  const proxied = useTestApp({ TRUST_PROXY: 'true' })
  const attempt = (username: string, password: string, ip: string) =>
    proxied.current.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({ username, password }),
    })

  it('slows one address down after 20 failures across accounts; other addresses are unaffected', async () => {
    for (let i = 0; i < 20; i++)
      expect((await attempt(`someone${i}`, 'wrong', '203.0.113.9')).status).toBe(401)
    expect((await attempt('someone-else', 'wrong', '203.0.113.9')).status).toBe(429)
    expect((await attempt('someone-else', 'wrong', '203.0.113.10')).status).toBe(401)
  })

  it('never locks the real user out because strangers guessed their password', async () => {
    const user = await createUser(proxied.current.em(), {
      username: 'targeted',
      password: PASSWORD,
      isAdmin: true,
    })
    for (let i = 0; i < 5; i++)
      expect((await attempt(user.username, 'wrong', `198.51.100.${i}`)).status).toBe(401)
    expect((await attempt(user.username, PASSWORD, '192.0.2.1')).status).toBe(200)
  })

  it('lets the right password in from a quiet address while 25 addresses guess the same account (issue 35)', async () => {
    const user = await createUser(proxied.current.em(), {
      username: 'besieged',
      password: PASSWORD,
      isAdmin: true,
    })
    const attackers = Array.from({ length: 25 }, (_, i) => `198.51.100.${100 + i}`)
    // Rounds of wrong passwords from every attacking address, the admin signing in from elsewhere after each:
    // 150 failures for one account in all, far beyond any per-account allowance.
    for (let round = 0; round < 6; round++) {
      for (const ip of attackers) {
        const guess = await attempt('Besieged', 'wrong', ip)
        // Each attacking address gets its 5 free failures for this account, then waits.
        expect(guess.status).toBe(round < 5 ? 401 : 429)
      }
      const admin = await attempt(user.username, PASSWORD, '192.0.2.2')
      expect(admin.status).toBe(200)
      expect(admin.headers.get('set-cookie')).toContain(`${SESSION_COOKIE}=`)
    }
    // An attacking address waits even with the right password: answering it would confirm a guess.
    expect((await attempt(user.username, PASSWORD, attackers[0]!)).status).toBe(429)
  })
})

describe('Cache-Control: no-store on staff answers (issue 35)', () => {
  it('is sent with every sign-in answer: success, refusal, throttle and bad input, on both transports', async () => {
    const user = await staff()
    const answers = [
      await login({ username: user.username, password: PASSWORD }),
      await login({ username: user.username, password: 'wrong' }),
      await login({ username: '' }),
      await me(),
      await t.current.request('/trpc/auth.me'),
      await t.current.request('/trpc/auth.login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ json: { username: user.username, password: PASSWORD } }),
      }),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 400, 401, 200, 200])
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it('is sent with /api/auth/me, staff reads and pages for a signed-in member', async () => {
    const user = await staff()
    const { cookie } = cookieOf(await login({ username: user.username, password: PASSWORD }))
    for (const path of [
      '/api/auth/me',
      '/api/staff/overview',
      '/trpc/contact.list',
      '/api/blog/articles',
      '/staff',
    ]) {
      const answer = await t.current.request(path, { headers: { Cookie: cookie } })
      expect(answer.status, `${path}: ${await answer.clone().text()}`).toBeLessThan(400)
      expect(answer.headers.get('cache-control'), path).toBe('no-store')
    }
  })

  it('is not sent with a visitor’s public read, which shared caches may keep', async () => {
    const answer = await t.current.request('/api/blog/articles')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('public, no-cache')
  })
})

describe('POST /api/auth/logout and GET /api/auth/me', () => {
  it('logout ends the session and clears the cookie', async () => {
    const user = await staff()
    const { cookie } = cookieOf(await login({ username: user.username, password: PASSWORD }))
    const response = await t.current.request('/api/auth/logout', {
      method: 'POST',
      headers: { Cookie: cookie },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Max-Age=0`))
    expect((await me(cookie)).status).toBe(401)
  })

  it('me is 401 for visitors', async () => {
    const response = await me()
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Not signed in.' })
  })
})

describe('the tRPC twins', () => {
  it('auth.login sets the same cookie and auth.me reads it', async () => {
    const user = await staff()
    const response = await t.current.request('/trpc/auth.login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ json: { username: user.username, password: PASSWORD } }),
    })
    expect(response.status).toBe(200)
    const { cookie } = cookieOf(response)
    const meResponse = await t.current.request('/trpc/auth.me', { headers: { Cookie: cookie } })
    expect(
      ((await meResponse.json()) as { result: { data: { json: { id: number } } } }).result.data.json.id,
    ).toBe(user.id)
  })

  it('auth.me is null for visitors', async () => {
    expect(await t.current.caller().auth.me()).toBeNull()
  })
})

describe('first admin from the environment', () => {
  const log = createLogger(parseConfig({ LOG_LEVEL: 'silent' }))

  it('is created when no admin exists, and never again', async () => {
    const fresh = await startTestApp()
    try {
      const config = parseConfig({
        ADMIN_USERNAME: 'Founder',
        ADMIN_PASSWORD: 'a very long password',
        LOG_LEVEL: 'silent',
      })
      expect(await bootstrapAdmin(fresh.em(), config, log)).toBe(true)
      expect(await bootstrapAdmin(fresh.em(), { ...config, ADMIN_USERNAME: 'second' }, log)).toBe(false)
      const admins = await fresh.em().find(UserEntity, { role: 'admin' })
      expect(admins.map((admin) => admin.username)).toEqual(['founder'])
    } finally {
      await fresh.close()
    }
  })

  it('needs both variables, and a password of at least 12 characters', async () => {
    expect(await bootstrapAdmin(t.current.em(), parseConfig({ ADMIN_USERNAME: 'x-only' }), log)).toBe(false)
    expect(() => parseConfig({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD: must be at least 12 characters/,
    )
  })
})
