import { generate } from 'otplib'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useTestApp } from '../../../../../tests/server/harness'
import { TWO_FACTOR_SETUP_REQUIRED, WRONG_CODE, SIGN_IN_EXPIRED } from '@/shared/auth/two-factor.schema'
import { SESSION_COOKIE } from '@/server/features/auth/session-cookie'
import { createUser } from '@/server/features/auth/user.factory'
import { PASSWORD, cookieOf, staffBrowser } from '@/server/features/auth/staff-browser.test-helpers'
import { DEVICE_COOKIE } from './remembered-device'
import { PendingSignInEntity, RememberedDeviceEntity, TwoFactorSecretEntity } from './two-factor.entity'
import { acceptedTimeStep } from './totp'

/**
 * Two-factor sign-in (issue 35, ADR 0115-0117), over REST against the real database, with
 * codes made by otplib from the secret the enrolment showed. Only Date is faked, to move from one 30-second step
 * to the next (a code is good once).
 */
const t = useTestApp({ TRUST_PROXY: 'true' })

let ip = 0
/** Each test signs in from an address of its own, so the throttle's counts stay within the test. */
let address = '203.0.113.1'
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  address = `203.0.113.${++ip}`
})
afterEach(() => vi.useRealTimers())
const { send, passwordStep } = staffBrowser(t, () => address)
const nextStep = () => vi.setSystemTime(Date.now() + 30_000)
const codeOf = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) })

let users = 0
/** A staff member with two-factor sign-in set up through the API; answers their secret and recovery codes. */
async function enrolled(role: 'admin' | 'editor' = 'editor') {
  const username = `tf${++users}`
  await createUser(t.current.em(), { username, password: PASSWORD, role })
  const login = await send('/api/auth/login', 'POST', { username, password: PASSWORD })
  const cookie = cookieOf(login.headers, SESSION_COOKIE)!
  const begun = await send('/api/auth/two-factor/enrolment', 'POST', undefined, cookie)
  expect(begun.status).toBe(200)
  const { secret, otpauthUri, qrCode } = begun.body.data
  expect(otpauthUri).toContain(`secret=${secret}`)
  expect(qrCode).toMatch(/^data:image\/png;base64,/)
  const wrong = await send('/api/auth/two-factor/enrolment/confirm', 'POST', { code: '000000' }, cookie)
  expect(wrong.status).toBe(400)
  const confirmed = await send(
    '/api/auth/two-factor/enrolment/confirm',
    'POST',
    { code: await codeOf(secret) },
    cookie,
  )
  expect(confirmed.status).toBe(200)
  const recoveryCodes: string[] = confirmed.body.data.recoveryCodes
  nextStep()
  return { username, secret, recoveryCodes, cookie }
}

async function codeStep(
  username: string,
  code: string,
  extra: { rememberDevice?: boolean; cookie?: string } = {},
) {
  const first = await passwordStep(username, extra.cookie)
  expect(first.body.data).toMatchObject({ twoFactorRequired: true })
  expect(cookieOf(first.headers, SESSION_COOKIE)).toBeUndefined()
  const { pendingToken } = first.body.data
  return send('/api/auth/login/two-factor', 'POST', {
    pendingToken,
    code,
    rememberDevice: !!extra.rememberDevice,
  })
}

describe('enrolment', () => {
  it('switches on after a code, shows ten recovery codes once, and never answers the secret again', async () => {
    const { recoveryCodes, cookie } = await enrolled()
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    const status = await send('/api/auth/two-factor', 'GET', undefined, cookie)
    expect(status.headers.get('cache-control')).toBe('no-store')
    expect(status.body.data).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false })
    expect(JSON.stringify(status.body)).not.toMatch(/secret/i)
    expect((await send('/api/auth/two-factor/enrolment', 'POST', undefined, cookie)).status).toBe(409)
  })
})

describe('signing in with a code', () => {
  it('asks for the code after the password, accepts one from the app, refuses it replayed', async () => {
    const { username, secret } = await enrolled()
    const code = await codeOf(secret)
    const second = await codeStep(username, code)
    expect(second.status).toBe(200)
    expect(second.headers.get('cache-control')).toBe('no-store')
    const cookie = cookieOf(second.headers, SESSION_COOKIE)!
    expect((await send('/api/auth/me', 'GET', undefined, cookie)).body.data.username).toBe(username)
    // The same code again, on a new pending sign-in within its 30 seconds: refused.
    const replay = await codeStep(username, code)
    expect(replay.status).toBe(401)
    expect(replay.body.error).toBe(WRONG_CODE)
  })

  it('accepts the previous and next 30-second step (clock drift) and nothing further', async () => {
    const { secret } = await enrolled()
    const now = Date.now()
    const at = async (offsetSeconds: number) =>
      acceptedTimeStep(
        secret,
        await generate({ secret, epoch: Math.floor(now / 1000) + offsetSeconds }),
        null,
        now,
      )
    expect(await at(-30)).not.toBeNull()
    expect(await at(30)).not.toBeNull()
    expect(await at(-90)).toBeNull()
    expect(await at(90)).toBeNull()
  })

  it('takes a recovery code once', async () => {
    const { username, recoveryCodes, cookie } = await enrolled()
    expect((await codeStep(username, recoveryCodes[0]!.toUpperCase())).status).toBe(200)
    const again = await codeStep(username, recoveryCodes[0]!)
    expect(again.status).toBe(401)
    expect((await send('/api/auth/two-factor', 'GET', undefined, cookie)).body.data.recoveryCodesLeft).toBe(9)
  })

  it('ends the pending sign-in after five minutes', async () => {
    const { username, secret } = await enrolled()
    const first = await passwordStep(username)
    await t.current.em().nativeUpdate(PendingSignInEntity, {}, { expiresAt: new Date(Date.now() - 1000) })
    const late = await send('/api/auth/login/two-factor', 'POST', {
      pendingToken: first.body.data.pendingToken,
      code: await codeOf(secret),
    })
    expect(late.status).toBe(401)
    expect(late.body.error).toBe(SIGN_IN_EXPIRED)
  })

  it('throttles wrong codes per account and source: five wrong end the step, then the address waits', async () => {
    const { username, secret } = await enrolled()
    const first = await passwordStep(username)
    const pendingToken = first.body.data.pendingToken
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await send('/api/auth/login/two-factor', 'POST', { pendingToken, code: '000000' })
      expect(wrong.status).toBe(401)
    }
    // The fifth wrong code ended this pending sign-in; a new one from this address must now wait.
    const ended = await send('/api/auth/login/two-factor', 'POST', {
      pendingToken,
      code: await codeOf(secret),
    })
    expect(ended.body.error).toBe(SIGN_IN_EXPIRED)
    const waiting = await codeStep(username, await codeOf(secret))
    expect(waiting.status).toBe(429)
    expect(waiting.headers.get('retry-after')).toBeTruthy()
    // Another address, not failing, signs in with the right code.
    address = '198.51.100.77'
    expect((await codeStep(username, await codeOf(secret))).status).toBe(200)
  })
})

describe('remembered devices', () => {
  it('skip the code for that browser until they expire or are forgotten', async () => {
    const { username, secret, cookie } = await enrolled()
    const remembered = await codeStep(username, await codeOf(secret), { rememberDevice: true })
    const device = cookieOf(remembered.headers, DEVICE_COOKIE)!
    expect(remembered.headers.get('set-cookie')).toMatch(/campuspulse_device=[^;]+;.*HttpOnly/)
    const direct = await passwordStep(username, device)
    expect(direct.body.data.user.username).toBe(username)
    // Another account on the same browser is not remembered by it.
    const other = await enrolled()
    expect((await passwordStep(other.username, device)).body.data.twoFactorRequired).toBe(true)
    // Expired: the code again.
    await t.current.em().nativeUpdate(RememberedDeviceEntity, {}, { expiresAt: new Date(Date.now() - 1000) })
    expect((await passwordStep(username, device)).body.data.twoFactorRequired).toBe(true)
    // Remembered again, then forgotten from the profile: the code again.
    nextStep()
    const again = await codeStep(username, await codeOf(secret), { rememberDevice: true })
    const device2 = cookieOf(again.headers, DEVICE_COOKIE)!
    expect((await passwordStep(username, device2)).body.data.user).toBeTruthy()
    const forgot = await send('/api/auth/two-factor/forget-devices', 'POST', undefined, cookie)
    expect(forgot.body.data.forgotten).toBeGreaterThanOrEqual(1)
    expect((await passwordStep(username, device2)).body.data.twoFactorRequired).toBe(true)
  })
})

describe('a password change', () => {
  it('forgets every remembered device but the browser that made it', async () => {
    const { username, secret } = await enrolled()
    const mine = await codeStep(username, await codeOf(secret), { rememberDevice: true })
    const myDevice = cookieOf(mine.headers, DEVICE_COOKIE)!
    const mySession = cookieOf(mine.headers, SESSION_COOKIE)!
    nextStep()
    const theirs = await codeStep(username, await codeOf(secret), { rememberDevice: true })
    const theirDevice = cookieOf(theirs.headers, DEVICE_COOKIE)!
    expect((await passwordStep(username, theirDevice)).body.data.user).toBeTruthy()

    const newPassword = 'a new and longer passphrase'
    const changed = await send(
      '/api/auth/me/password',
      'POST',
      { currentPassword: PASSWORD, newPassword },
      `${mySession}; ${myDevice}`,
    )
    expect(changed.body.data).toMatchObject({ passwordChanged: true })
    const signIn = (device: string) =>
      send('/api/auth/login', 'POST', { username, password: newPassword }, device)
    expect((await signIn(myDevice)).body.data.user.username).toBe(username)
    expect((await signIn(theirDevice)).body.data).toMatchObject({ twoFactorRequired: true })
  })
})

describe('turning it off', () => {
  it('needs the password or a current code, then sign-in is one step again', async () => {
    const { username, cookie } = await enrolled()
    const wrong = await send('/api/auth/two-factor/disable', 'POST', { password: 'not the password' }, cookie)
    expect(wrong.status).toBe(400)
    expect((await send('/api/auth/two-factor/disable', 'POST', {}, cookie)).status).toBe(400)
    const off = await send('/api/auth/two-factor/disable', 'POST', { password: PASSWORD }, cookie)
    expect(off.body.data).toEqual({ enabled: false })
    expect(await t.current.em().count(TwoFactorSecretEntity, { user: { username } })).toBe(0)
    expect((await passwordStep(username)).body.data.user.username).toBe(username)
  })
})

describe('new recovery codes', () => {
  const renew = (proof: object, cookie: string) =>
    send('/api/auth/two-factor/recovery-codes', 'POST', proof, cookie)

  it('need the password or a current code, then replace every old code, used or not', async () => {
    const { username, secret, recoveryCodes, cookie } = await enrolled()
    expect((await codeStep(username, recoveryCodes[0]!)).status).toBe(200)
    expect((await renew({ password: 'not the password' }, cookie)).status).toBe(400)
    expect((await renew({}, cookie)).status).toBe(400)
    const renewed = await renew({ code: await codeOf(secret) }, cookie)
    expect(renewed.status).toBe(200)
    const fresh: string[] = renewed.body.data.recoveryCodes
    expect(new Set(fresh).size).toBe(10)
    expect(fresh.filter((code) => recoveryCodes.includes(code))).toEqual([])
    expect((await send('/api/auth/two-factor', 'GET', undefined, cookie)).body.data.recoveryCodesLeft).toBe(
      10,
    )
    expect((await codeStep(username, recoveryCodes[1]!)).status).toBe(401)
    expect((await codeStep(username, fresh[0]!)).status).toBe(200)
  })

  it('are refused while two-factor sign-in is off', async () => {
    const { cookie } = await t.current.signIn({ username: 'tf-off', role: 'editor' })
    const refused = await renew({ password: PASSWORD }, cookie)
    expect(refused.status).toBe(409)
    expect(refused.body.error).toContain('Two-factor sign-in is off')
  })
})

describe('an admin requires two-factor sign-in', () => {
  it('sends staff without it to set it up, refusing everything else until they have', async () => {
    const admin = await enrolled('admin')
    await createUser(t.current.em(), { username: 'notyet', password: PASSWORD, role: 'editor' })
    const editorCookie = await (async () => {
      const login = await passwordStep('notyet')
      return cookieOf(login.headers, SESSION_COOKIE)!
    })()
    const editor = await t.current.signIn({ role: 'editor' })
    expect(
      (await send('/api/admin/two-factor-policy', 'POST', { required: true }, editor.cookie)).status,
    ).toBe(403)
    const set = await send('/api/admin/two-factor-policy', 'POST', { required: true }, admin.cookie)
    expect(set.body.data).toEqual({ required: true })
    try {
      const me = await send('/api/auth/me', 'GET', undefined, editorCookie)
      expect(me.body.data.twoFactorSetupRequired).toBe(true)
      const refused = await send('/api/staff/overview', 'GET', undefined, editorCookie)
      expect(refused.status).toBe(403)
      expect(refused.body.error).toBe(TWO_FACTOR_SETUP_REQUIRED)
      // The admin, enrolled, is not held back.
      expect((await send('/api/staff/overview', 'GET', undefined, admin.cookie)).status).toBe(200)
      // Setting it up is open, and afterwards everything the role allows.
      const begun = await send('/api/auth/two-factor/enrolment', 'POST', undefined, editorCookie)
      const code = await codeOf(begun.body.data.secret)
      expect(
        (await send('/api/auth/two-factor/enrolment/confirm', 'POST', { code }, editorCookie)).status,
      ).toBe(200)
      expect((await send('/api/staff/overview', 'GET', undefined, editorCookie)).status).toBe(200)
      // Required, it cannot be turned off.
      const off = await send('/api/auth/two-factor/disable', 'POST', { password: PASSWORD }, editorCookie)
      expect(off.status).toBe(409)
    } finally {
      await send('/api/admin/two-factor-policy', 'POST', { required: false }, admin.cookie)
    }
  })
})
