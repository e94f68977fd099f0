/**
 * Staff invitations and accounts (issue 35) through REST, with the real SMTP sink: the emailed link works once and
 * for 7 days; without SMTP the admin gets the link; the last active admin stays; deactivation ends sessions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../../tests/server/harness'
import { startSmtpSink, type SmtpSink } from '../../../../tests/support/smtp-sink'
import { SessionEntity } from '@/server/features/auth/session.entity'
import { rememberDevice } from '@/server/features/auth/two-factor/remembered-device'
import { RememberedDeviceEntity } from '@/server/features/auth/two-factor/two-factor.entity'
import { UserEntity } from '@/server/features/auth/user.entity'
import { StaffInvitationEntity } from './staff-invitation.entity'
import { LAST_ADMIN } from './team.service'

let sink: SmtpSink
let app: TestApp
let admin: { user: { id: number }; cookie: string }
beforeAll(async () => {
  sink = await startSmtpSink()
  app = await startTestApp({ SMTP_URL: sink.url, PUBLIC_URL: 'https://team.example' })
  admin = await app.signIn({ role: 'admin', displayName: 'Ada Admin' })
})
afterAll(async () => {
  await app?.close()
  await sink?.close()
})

const json = { 'Content-Type': 'application/json' }
const post = (path: string, body: unknown, cookie?: string) =>
  app.request(path, {
    method: 'POST',
    headers: { ...json, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  })

async function inviteAndRead(email: string, role = 'editor') {
  const before = sink.messages.length
  const response = await post('/api/admin/team/invitations', { email, role }, admin.cookie)
  expect(response.status).toBe(201)
  const [mail] = (await sink.waitForMessages(before + 1)).slice(before)
  const token = /\/join\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1]
  expect(token).toBeDefined()
  return {
    response: (await response.json()) as { data: { emailed: boolean; link: string | null } },
    mail: mail!,
    token: token!,
  }
}

describe('invitations', () => {
  it('emails a link under PUBLIC_URL (text and HTML), stores only its hash, and answers no link', async () => {
    const { response, mail, token } = await inviteAndRead('New.Colleague@Example.com', 'author')
    expect(response.data).toMatchObject({ emailed: true, link: null })
    expect(mail.envelope.to).toEqual(['new.colleague@example.com'])
    expect(mail.headers.subject).toMatch(/invited to the staff/)
    expect(mail.text).toContain(`https://team.example/join?token=${token}`)
    expect(mail.text).toContain('Ada Admin invites you')
    expect(mail.parts.some((part) => /text\/html/.test(part.headers['content-type'] ?? ''))).toBe(true)
    const rows = await app.em().find(StaffInvitationEntity, { email: 'new.colleague@example.com' })
    expect(rows).toHaveLength(1)
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(rows[0])).not.toContain(token)
  })

  it('the link makes the account with the invited role once; a second use is refused', async () => {
    const { token } = await inviteAndRead('once@example.com', 'sales')
    const lookup = await app.request(`/api/team/invitation?token=${token}`)
    expect((await lookup.json()).data).toMatchObject({ email: 'once@example.com', role: 'sales' })
    const accept = { token, username: 'once', displayName: 'Once Upon', password: 'a long enough passphrase' }
    const first = await post('/api/team/invitation/accept', accept)
    expect(first.status).toBe(201)
    expect((await first.json()).data).toEqual({ username: 'once', role: 'sales' })
    const second = await post('/api/team/invitation/accept', { ...accept, username: 'twice' })
    expect(second.status).toBe(404)
    expect((await second.json()).error).toMatch(/not valid any more/)
    const signIn = await post('/api/auth/login', { username: 'once', password: 'a long enough passphrase' })
    expect(signIn.status).toBe(200)
    expect((await signIn.json()).data.user).toMatchObject({ role: 'sales', email: 'once@example.com' })
  })

  it('a taken username fails and leaves the link usable', async () => {
    const { token } = await inviteAndRead('taken@example.com')
    const taken = await post('/api/team/invitation/accept', {
      token,
      username: 'once',
      displayName: 'Copy',
      password: 'a long enough passphrase',
    })
    expect(taken.status).toBe(409)
    expect((await taken.json()).fields).toMatchObject({ username: expect.stringMatching(/taken/) })
    const ok = await post('/api/team/invitation/accept', {
      token,
      username: 'taken-not',
      displayName: 'Fine',
      password: 'a long enough passphrase',
    })
    expect(ok.status).toBe(201)
  })

  it('refuses an expired link and a revoked one', async () => {
    const expired = await inviteAndRead('late@example.com')
    await app
      .em()
      .nativeUpdate(
        StaffInvitationEntity,
        { email: 'late@example.com' },
        { expiresAt: new Date(Date.now() - 1000) },
      )
    const body = (token: string) => ({
      token,
      username: 'late',
      displayName: 'Late',
      password: 'a long enough passphrase',
    })
    expect((await post('/api/team/invitation/accept', body(expired.token))).status).toBe(404)

    const revoked = await inviteAndRead('revoked@example.com')
    const [row] = await app.em().find(StaffInvitationEntity, { email: 'revoked@example.com' })
    expect((await post(`/api/admin/team/invitations/${row!.id}/revoke`, {}, admin.cookie)).status).toBe(200)
    expect((await post('/api/team/invitation/accept', body(revoked.token))).status).toBe(404)
    expect((await app.request(`/api/team/invitation?token=${revoked.token}`)).status).toBe(404)
  })

  it('refuses to invite an address that already has an account', async () => {
    const response = await post(
      '/api/admin/team/invitations',
      { email: 'once@example.com', role: 'admin' },
      admin.cookie,
    )
    expect(response.status).toBe(409)
  })

  it('without SMTP, answers the link for the admin to pass on', async () => {
    const bare = await startTestApp({ PUBLIC_URL: 'https://bare.example' })
    try {
      const { cookie } = await bare.signIn({ role: 'admin' })
      const response = await bare.request('/api/admin/team/invitations', {
        method: 'POST',
        headers: { ...json, Cookie: cookie },
        body: JSON.stringify({ email: 'x@example.com', role: 'editor' }),
      })
      expect(response.status).toBe(201)
      const { data } = (await response.json()) as { data: { emailed: boolean; link: string } }
      expect(data.emailed).toBe(false)
      expect(data.link).toMatch(/^https:\/\/bare\.example\/join\?token=[A-Za-z0-9_-]{43}$/)
    } finally {
      await bare.close()
    }
  })
})

describe('roles and deactivation', () => {
  it('the last active admin can be neither demoted nor deactivated (409, in words)', async () => {
    const solo = await startTestApp()
    try {
      const first = await solo.signIn({ role: 'admin' })
      const second = await solo.signIn({ role: 'admin' })
      const call = (path: string, body: unknown, cookie: string) =>
        solo.request(path, {
          method: 'POST',
          headers: { ...json, Cookie: cookie },
          body: JSON.stringify(body),
        })
      // Two admins: one may demote the other, then the last one stays admin.
      expect(
        (await call(`/api/admin/team/members/${second.user.id}/role`, { role: 'editor' }, first.cookie))
          .status,
      ).toBe(200)
      const demote = await call(
        `/api/admin/team/members/${first.user.id}/role`,
        { role: 'sales' },
        first.cookie,
      )
      expect(demote.status).toBe(409)
      expect((await demote.json()).error).toBe(LAST_ADMIN)
      const third = await solo.signIn({ role: 'admin' })
      const deactivate = await call(`/api/admin/team/members/${first.user.id}/deactivate`, {}, third.cookie)
      expect(deactivate.status).toBe(200)
      const last = await call(`/api/admin/team/members/${third.user.id}/deactivate`, {}, third.cookie)
      expect(last.status).toBe(409)
      const user = await solo.em().findOneOrFail(UserEntity, { id: first.user.id })
      expect(user.role).toBe('admin')
    } finally {
      await solo.close()
    }
  })

  it('deactivating ends the sessions and remembered devices at once, refuses sign-in, keeps the account; reactivating lets it in', async () => {
    const editor = await app.signIn({ role: 'editor', username: 'eddie', password: 'eddie passphrase 1' })
    expect((await app.request('/api/auth/me', { headers: { Cookie: editor.cookie } })).status).toBe(200)
    await rememberDevice(app.em(), editor.user.id, 'a browser the editor trusted')
    const off = await post(`/api/admin/team/members/${editor.user.id}/deactivate`, {}, admin.cookie)
    expect((await off.json()).data).toMatchObject({ status: 'deactivated', role: 'editor' })
    expect(await app.em().count(SessionEntity, { user: editor.user.id })).toBe(0)
    // Reactivated later, the account asks for its code again on every browser (ADR 0117).
    expect(await app.em().count(RememberedDeviceEntity, { user: editor.user.id })).toBe(0)
    expect((await app.request('/api/auth/me', { headers: { Cookie: editor.cookie } })).status).toBe(401)
    const refused = await post('/api/auth/login', { username: 'eddie', password: 'eddie passphrase 1' })
    expect(refused.status).toBe(401)
    const list = await app.request('/api/admin/team', { headers: { Cookie: admin.cookie } })
    const { data } = (await list.json()) as { data: { members: { username: string; status: string }[] } }
    expect(data.members.find((member) => member.username === 'eddie')?.status).toBe('deactivated')

    await post(`/api/admin/team/members/${editor.user.id}/reactivate`, {}, admin.cookie)
    const back = await post('/api/auth/login', { username: 'eddie', password: 'eddie passphrase 1' })
    expect(back.status).toBe(200)
    const after = await app.request('/api/admin/team', { headers: { Cookie: admin.cookie } })
    const eddie = (
      (await after.json()) as {
        data: { members: { username: string; lastSignInAt: string | null; status: string }[] }
      }
    ).data.members.find((member) => member.username === 'eddie')
    expect(eddie).toMatchObject({ status: 'active', lastSignInAt: expect.any(String) })
  })

  it('an admin cannot deactivate themselves', async () => {
    const self = await post(`/api/admin/team/members/${admin.user.id}/deactivate`, {}, admin.cookie)
    expect(self.status).toBe(409)
  })
})
