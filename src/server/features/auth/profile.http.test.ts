import { describe, expect, it } from 'vitest'
import { startTestApp, useTestApp } from '../../../../tests/server/harness'
import { newAdminSchema, SIGN_IN_FAILED, WRONG_CURRENT_PASSWORD } from '@/shared/auth/auth.schema'
import { parseConfig } from '@/server/config'
import { createLogger } from '@/server/logger'
import { createBlogArticle } from '@/server/features/blog/blog.factory'
import { bootstrapAdmin } from './bootstrap-admin'
import { createAdminAccount } from './create-admin'
import { SESSION_COOKIE } from './session-cookie'
import { createUser } from './user.factory'
import { UserEntity } from './user.entity'

/**
 * Staff display names and password changes (issue 16 point 4): set at creation (the username by default), edited
 * by the staff member, used in article bylines, the RSS feed and the article's structured data; a password change
 * needs the current password and ends the user's other sessions, never the one that made it.
 */
const t = useTestApp()
const PASSWORD = 'correct horse battery staple'
const NEW_PASSWORD = 'a brand new staff passphrase'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read loosely; the assertions check its shape
type Json = any
const json = async (response: Response) => (await response.json()) as Json
const send = (path: string, method: string, body: unknown, cookie = '') =>
  t.current.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  })
const me = (cookie: string) => t.current.request('/api/auth/me', { headers: { Cookie: cookie } })

let users = 0
async function staff(overrides: Partial<Parameters<typeof createUser>[1]> = {}) {
  users++
  return createUser(t.current.em(), {
    username: `Profile${users}`,
    password: PASSWORD,
    isAdmin: true,
    ...overrides,
  })
}
/** A real sign-in, so each call opens a session of its own (another browser). */
async function signIn(username: string, password = PASSWORD) {
  const response = await send('/api/auth/login', 'POST', { username, password })
  expect(response.status).toBe(200)
  const token = new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(response.headers.get('set-cookie') ?? '')?.[1]
  return `${SESSION_COOKIE}=${token}`
}

describe('display names', () => {
  it('default to the username (as stored) and are in GET /api/auth/me and auth.me', async () => {
    const user = await staff({ username: 'UxAdmin' })
    expect(user.displayName).toBe('uxadmin')
    // Created in code with both names (seeds): the full name, as the migration gives existing users.
    expect((await staff({ firstName: 'Ada', lastName: 'King' })).displayName).toBe('Ada King')
    expect((await staff({ firstName: 'Ada' })).displayName).toMatch(/^profile\d+$/)
    const cookie = await signIn('uxadmin')
    expect((await json(await me(cookie))).data).toMatchObject({ username: 'uxadmin', displayName: 'uxadmin' })
  })

  it('are set at creation by the create-admin service and from ADMIN_USERNAME', async () => {
    // As the command does: its input parsed with the shared schema first.
    const created = await createAdminAccount(
      t.current.em(),
      newAdminSchema.parse({ username: 'grace', password: PASSWORD, displayName: '  Grace Hopper ' }),
    )
    expect(created.displayName).toBe('Grace Hopper')
    const plain = await createAdminAccount(
      t.current.em(),
      newAdminSchema.parse({ username: 'Linus', password: PASSWORD }),
    )
    expect(plain.displayName).toBe('linus')

    const fresh = await startTestApp()
    try {
      const config = parseConfig({ ADMIN_USERNAME: 'Founder', ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'silent' })
      expect(await bootstrapAdmin(fresh.em(), config, createLogger(config))).toBe(true)
      expect(await fresh.em().findOneOrFail(UserEntity, { username: 'founder' })).toMatchObject({
        displayName: 'founder',
      })
    } finally {
      await fresh.close()
    }
  })

  it('PATCH /api/auth/me changes it (trimmed) and answers the user; auth.me then names it', async () => {
    const user = await staff()
    const cookie = await signIn(user.username)
    const response = await send('/api/auth/me', 'PATCH', { displayName: '  Ada Lovelace  ' }, cookie)
    expect(response.status).toBe(200)
    expect((await json(response)).data).toMatchObject({ id: user.id, displayName: 'Ada Lovelace' })
    expect((await json(await me(cookie))).data.displayName).toBe('Ada Lovelace')
    // The login name does not change.
    expect((await json(await me(cookie))).data.username).toBe(user.username)
  })

  it.each([
    [{ displayName: '   ' }, 'Enter a display name'],
    [{ displayName: 'x'.repeat(101) }, 'The display name can have at most 100 characters'],
    [{ displayName: 'tab\u0000name' }, undefined],
    [{ displayName: null }, undefined],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const user = await staff()
    const cookie = await signIn(user.username)
    const response = await send('/api/auth/me', 'PATCH', body, cookie)
    expect(response.status).toBe(400)
    const answer = await json(response)
    expect(Object.keys(answer.fields)).toEqual(['displayName'])
    if (message) expect(answer.fields.displayName).toBe(message)
    expect((await json(await me(cookie))).data.displayName).toBe(user.username)
  })

  it('a change that leaves both fields out changes nothing (merge semantics)', async () => {
    const user = await staff()
    const cookie = await signIn(user.username)
    await send('/api/auth/me', 'PATCH', { bio: 'Writes about campuses.' }, cookie)
    const response = await send('/api/auth/me', 'PATCH', {}, cookie)
    expect(response.status).toBe(200)
    expect((await json(await me(cookie))).data).toMatchObject({
      displayName: user.username,
      bio: 'Writes about campuses.',
    })
  })

  it('auth.updateProfile is the twin; visitors and members are refused', async () => {
    const user = await staff()
    const admin = (await t.current.caller({ ...currentOf(user) }).auth.updateProfile({
      displayName: 'Twin Name',
    })) as { displayName: string }
    expect(admin.displayName).toBe('Twin Name')
    expect((await send('/api/auth/me', 'PATCH', { displayName: 'X' })).status).toBe(401)
    const member = await t.current.signIn({ isAdmin: false })
    expect((await send('/api/auth/me', 'PATCH', { displayName: 'X' }, member.cookie)).status).toBe(403)
  })
})

describe('/staff/profile', () => {
  it('is for admins: visitors go to /login, members get 403, admins a noindex page with their name', async () => {
    const visitor = await t.current.request('/staff/profile')
    expect(visitor.status).toBeGreaterThanOrEqual(300)
    expect(visitor.status).toBeLessThan(400)
    expect(visitor.headers.get('location')).toMatch(/^\/login\?redirect=%2Fstaff%2Fprofile/)
    const member = await t.current.signIn({ isAdmin: false })
    const refused = await t.current.request('/staff/profile', { headers: { Cookie: member.cookie } })
    expect(refused.status).toBe(403)

    const user = await staff({ displayName: 'Page Person' })
    const page = await t.current.request('/staff/profile', {
      headers: { Cookie: await signIn(user.username) },
    })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/)
    expect(html).toContain('<h1 class="text-3xl font-bold tracking-tight">Your profile</h1>')
    // The form fills in once hydrated, from the signed-in user the page carries.
    expect(html).toContain('Page Person')
  })
})

describe('article bylines use the display name', () => {
  it('on the article page (text and JSON-LD) and in the RSS feed, never the login name', async () => {
    const author = await staff({ username: 'uxwriter' })
    const cookie = await signIn('uxwriter')
    await send('/api/auth/me', 'PATCH', { displayName: 'Jamie Writer' }, cookie)
    await createBlogArticle(t.current.em(), {
      title: 'Bylines that name people',
      slug: 'bylines-that-name-people',
      author: await t.current.em().findOneOrFail(UserEntity, { id: author.id }),
      publishedAt: new Date(Date.now() - 86_400_000),
    })

    const page = await t.current.request('/blog/bylines-that-name-people')
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('By Jamie Writer')
    expect(html).toContain('"author":{"@type":"Person","name":"Jamie Writer"}')
    expect(html).not.toContain('By uxwriter')

    const rss = await (await t.current.request('/blog/rss.xml')).text()
    expect(rss).toContain('<dc:creator>Jamie Writer</dc:creator>')
    expect(rss).not.toContain('<dc:creator>uxwriter</dc:creator>')

    const api = await json(await t.current.request('/api/blog/articles/slug/bylines-that-name-people'))
    expect(api.data.author).toMatchObject({ username: 'uxwriter', displayName: 'Jamie Writer' })
  })
})

describe('POST /api/auth/me/password', () => {
  it('changes the password, ends the other sessions and keeps this one', async () => {
    const user = await staff()
    const here = await signIn(user.username)
    const elsewhere = await signIn(user.username)
    const another = await signIn(user.username)
    const response = await send(
      '/api/auth/me/password',
      'POST',
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      here,
    )
    expect(response.status).toBe(200)
    expect((await json(response)).data).toEqual({ passwordChanged: true, otherSessionsEnded: 2 })
    expect((await me(here)).status).toBe(200)
    expect((await me(elsewhere)).status).toBe(401)
    expect((await me(another)).status).toBe(401)
    // The new password signs in; the old one no longer does.
    const old = await send('/api/auth/login', 'POST', { username: user.username, password: PASSWORD })
    expect(old.status).toBe(401)
    expect(await json(old)).toEqual({ error: SIGN_IN_FAILED })
    await signIn(user.username, NEW_PASSWORD)
  })

  it('refuses a wrong current password with a 400 on that field, and changes nothing', async () => {
    const user = await staff()
    const here = await signIn(user.username)
    const elsewhere = await signIn(user.username)
    for (let attempt = 0; attempt < 7; attempt++) {
      // Not the sign-in throttle: every wrong attempt gets the same clear answer, never a 429.
      const response = await send(
        '/api/auth/me/password',
        'POST',
        { currentPassword: 'not my password', newPassword: NEW_PASSWORD },
        here,
      )
      expect(response.status).toBe(400)
      expect(await json(response)).toMatchObject({
        error: WRONG_CURRENT_PASSWORD,
        fields: { currentPassword: WRONG_CURRENT_PASSWORD },
      })
    }
    expect((await me(elsewhere)).status).toBe(200)
    await signIn(user.username, PASSWORD)
  })

  it('applies the new-password rules of src/shared/auth', async () => {
    const user = await staff()
    const here = await signIn(user.username)
    const response = await send(
      '/api/auth/me/password',
      'POST',
      { currentPassword: PASSWORD, newPassword: 'short' },
      here,
    )
    expect(response.status).toBe(400)
    expect((await json(response)).fields).toEqual({
      newPassword: 'The password is too weak: use at least 12 characters',
    })
  })

  it('choosing the password one already has changes nothing and ends no session', async () => {
    const user = await staff()
    const here = await signIn(user.username)
    const elsewhere = await signIn(user.username)
    const response = await send(
      '/api/auth/me/password',
      'POST',
      { currentPassword: PASSWORD, newPassword: PASSWORD },
      here,
    )
    expect((await json(response)).data).toEqual({ passwordChanged: false, otherSessionsEnded: 0 })
    expect((await me(elsewhere)).status).toBe(200)
  })

  it('auth.changePassword over /trpc keeps the session that called it', async () => {
    const user = await staff()
    const here = await signIn(user.username)
    const elsewhere = await signIn(user.username)
    const response = await t.current.request('/trpc/auth.changePassword', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: here },
      body: JSON.stringify({ json: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } }),
    })
    expect(response.status).toBe(200)
    expect((await json(response)).result.data.json).toEqual({ passwordChanged: true, otherSessionsEnded: 1 })
    expect((await me(here)).status).toBe(200)
    expect((await me(elsewhere)).status).toBe(401)
  })
})

function currentOf(user: { id: number; username: string; displayName: string }) {
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    email: null,
    firstName: null,
    lastName: null,
    bio: null,
    role: 'admin' as const,
    isAdmin: true,
  }
}
