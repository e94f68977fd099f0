/**
 * Password reset by email (issue 35) through REST with the real SMTP sink: one answer whatever the address, a
 * link that works once within the hour, every session of the account ended, and throttles per address and source.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../../tests/server/harness'
import { startSmtpSink, type SmtpSink } from '../../../../tests/support/smtp-sink'
import { RESET_REQUESTED } from '@/shared/team/team.schema'
import { SessionEntity } from '@/server/features/auth/session.entity'
import { rememberDevice } from '@/server/features/auth/two-factor/remembered-device'
import { RememberedDeviceEntity } from '@/server/features/auth/two-factor/two-factor.entity'
import { PasswordResetEntity } from './password-reset.entity'

let sink: SmtpSink
let app: TestApp
let source = 0
beforeAll(async () => {
  sink = await startSmtpSink()
  app = await startTestApp({ SMTP_URL: sink.url, PUBLIC_URL: 'https://team.example', TRUST_PROXY: 'true' })
})
afterAll(async () => {
  await app?.close()
  await sink?.close()
})

/** A request from an address of its own unless `from` is given: the per-source throttle stays out of the way. */
const post = (path: string, body: unknown, from = `203.0.113.${++source}`) =>
  app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
    body: JSON.stringify(body),
  })

const mailTo = (address: string) => sink.messages.filter((mail) => mail.envelope.to.includes(address))

async function requestLink(email: string) {
  const before = mailTo(email).length
  const response = await post('/api/auth/password-reset', { email })
  expect(response.status).toBe(202)
  const deadline = Date.now() + 15_000
  while (mailTo(email).length === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
  const mail = mailTo(email)[before]!
  return /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!
}

describe('asking for a link', () => {
  it('answers the same whether or not the address has an account, and emails only the account', async () => {
    await app.signIn({ role: 'editor', username: 'rita', email: 'rita@example.com' })
    const ghost = await post('/api/auth/password-reset', { email: 'ghost@example.com' })
    const real = await post('/api/auth/password-reset', { email: 'Rita@Example.com' })
    expect(ghost.status).toBe(real.status)
    const [ghostBody, realBody] = [await ghost.json(), await real.json()]
    expect(ghostBody).toEqual(realBody)
    expect(realBody).toEqual({ data: { message: RESET_REQUESTED } })
    await sink.waitForMessages(1)
    const mail = mailTo('rita@example.com')[0]!
    expect(mail.headers.subject).toMatch(/new password/)
    expect(mail.text).toMatch(/https:\/\/team\.example\/reset-password\?token=[A-Za-z0-9_-]{43}/)
    expect(mail.text).toContain('"rita"')
    expect(mail.parts.some((part) => /text\/html/.test(part.headers['content-type'] ?? ''))).toBe(true)
    // The ghost's request was handled first; give it time to (wrongly) send anyway.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(mailTo('ghost@example.com')).toEqual([])
  })

  it('is throttled per address (any source) and per source (any address), with Retry-After', async () => {
    for (let i = 0; i < 3; i++)
      expect((await post('/api/auth/password-reset', { email: 'flood@example.com' })).status).toBe(202)
    const flooded = await post('/api/auth/password-reset', { email: 'FLOOD@example.com' })
    expect(flooded.status).toBe(429)
    expect(flooded.headers.get('retry-after')).toMatch(/^\d+$/)

    const from = '198.51.100.77'
    for (let i = 0; i < 10; i++)
      expect((await post('/api/auth/password-reset', { email: `probe${i}@example.com` }, from)).status).toBe(
        202,
      )
    expect((await post('/api/auth/password-reset', { email: 'probe-last@example.com' }, from)).status).toBe(
      429,
    )
  })
})

describe('using the link', () => {
  it('sets the password once, ends every session and remembered device of the account, and the old password stops working', async () => {
    const { user, cookie } = await app.signIn({ role: 'sales', username: 'sam', email: 'sam@example.com' })
    await rememberDevice(app.em(), user.id, 'a browser sam trusted')
    const token = await requestLink('sam@example.com')
    const done = await post('/api/auth/password-reset/complete', {
      token,
      password: 'a brand new passphrase',
    })
    expect(done.status).toBe(200)
    expect((await done.json()).data).toEqual({ passwordChanged: true, username: 'sam' })
    expect(await app.em().count(SessionEntity, { user: user.id })).toBe(0)
    // Whoever had the old password may have remembered a browser: it asks for the code again (ADR 0117).
    expect(await app.em().count(RememberedDeviceEntity, { user: user.id })).toBe(0)
    expect((await app.request('/api/auth/me', { headers: { Cookie: cookie } })).status).toBe(401)
    expect(
      (await post('/api/auth/login', { username: 'sam', password: 'correct horse battery staple' })).status,
    ).toBe(401)
    expect(
      (await post('/api/auth/login', { username: 'sam', password: 'a brand new passphrase' })).status,
    ).toBe(200)

    const again = await post('/api/auth/password-reset/complete', {
      token,
      password: 'yet another passphrase',
    })
    expect(again.status).toBe(404)
    expect((await again.json()).error).toMatch(/not valid any more/)
  })

  it('refuses a link past its hour, and a made-up one, in the same words', async () => {
    await app.signIn({ role: 'author', username: 'ann', email: 'ann@example.com' })
    const token = await requestLink('ann@example.com')
    const row = await app.em().findOneOrFail(PasswordResetEntity, { user: { username: 'ann' } })
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(3_600_000)
    await app.em().nativeUpdate(PasswordResetEntity, { id: row.id }, { expiresAt: new Date(Date.now() - 1) })
    const late = await post('/api/auth/password-reset/complete', {
      token,
      password: 'a brand new passphrase',
    })
    const madeUp = await post('/api/auth/password-reset/complete', {
      token: 'x'.repeat(43),
      password: 'a brand new passphrase',
    })
    expect([late.status, madeUp.status]).toEqual([404, 404])
    expect(await late.json()).toEqual(await madeUp.json())
  })

  it('a too-short password is a 400 on the field, and the link still works', async () => {
    await app.signIn({ role: 'author', username: 'ben', email: 'ben@example.com' })
    const token = await requestLink('ben@example.com')
    const short = await post('/api/auth/password-reset/complete', { token, password: 'short' })
    expect(short.status).toBe(400)
    expect((await short.json()).fields).toHaveProperty('password')
    expect(
      (await post('/api/auth/password-reset/complete', { token, password: 'long enough now, ok' })).status,
    ).toBe(200)
  })
})
