import { randomBytes } from 'node:crypto'
import { serialize } from 'hono/utils/cookie'
import type { Config } from '@/server/config'
import type { Em } from '@/server/db/orm'
import { sessionIdOf } from '@/server/features/auth/session.service'
import { UserEntity } from '@/server/features/auth/user.entity'
import { RememberedDeviceEntity } from './two-factor.entity'

/**
 * "Remember this device for 30 days" (ADR 0117): the browser keeps a random token in an HttpOnly cookie, the
 * database its SHA-256 with the account and the end date, so every replica agrees and the staff member can forget
 * every remembered device at once. The 30 days run from the code that was typed; using the device does not
 * extend them.
 */
export const DEVICE_COOKIE = 'campuspulse_device'
export const REMEMBER_DAYS = 30
const REMEMBER_MS = REMEMBER_DAYS * 24 * 3_600_000

export async function rememberDevice(
  em: Em,
  userId: number,
  userAgent: string | undefined,
  now = new Date(),
) {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + REMEMBER_MS)
  em.create(RememberedDeviceEntity, {
    id: sessionIdOf(token),
    user: em.getReference(UserEntity, userId),
    userAgent: userAgent?.slice(0, 300) ?? null,
    expiresAt,
    createdAt: now,
  })
  await em.flush()
  return { token, expiresAt }
}

/** Whether the cookie's token is a device this account remembered, not yet expired. */
export async function isRememberedDevice(
  em: Em,
  userId: number,
  token: string | undefined,
  now = new Date(),
) {
  if (!token || token.length > 100) return false
  const count = await em.count(RememberedDeviceEntity, {
    id: sessionIdOf(token),
    user: userId,
    expiresAt: { $gt: now },
  })
  return count > 0
}

/** Forgets every device the account remembered; answers how many. */
export const forgetDevices = (em: Em, userId: number) =>
  em.nativeDelete(RememberedDeviceEntity, { user: userId })

/**
 * Forgets every device the account remembered but the browser holding `keepToken`: after a password change, a
 * device someone else remembered asks for the code again, the staff member's own does not. Answers how many.
 */
export const forgetOtherDevices = (em: Em, userId: number, keepToken: string | undefined) =>
  em.nativeDelete(RememberedDeviceEntity, {
    user: userId,
    ...(keepToken && keepToken.length <= 100 ? { id: { $ne: sessionIdOf(keepToken) } } : {}),
  })

export const rememberedDeviceCount = (em: Em, userId: number, now = new Date()) =>
  em.count(RememberedDeviceEntity, { user: userId, expiresAt: { $gt: now } })

export function deviceCookie(config: Pick<Config, 'PUBLIC_URL'>, token: string, expiresAt: Date): string {
  return serialize(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.PUBLIC_URL.startsWith('https:'),
    path: '/',
    expires: expiresAt,
  })
}

/** The device token from a Cookie header. */
export function deviceTokenFrom(cookieHeader: string | null | undefined): string | undefined {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=')
    if (name !== DEVICE_COOKIE) continue
    try {
      return decodeURIComponent(value.join('='))
    } catch {
      return undefined // a malformed cookie is no device, not an error
    }
  }
  return undefined
}
