import { serialize } from 'hono/utils/cookie'
import type { Config } from '@/server/config'

export const SESSION_COOKIE = 'campuspulse_session'

const secure = (config: Pick<Config, 'PUBLIC_URL'>) => config.PUBLIC_URL.startsWith('https:')

/**
 * The Set-Cookie value for a session: HttpOnly so scripts never see it, SameSite=Lax against cross-site posts,
 * Secure whenever the site is served over HTTPS. One builder for the REST and tRPC sign-in alike.
 */
export function sessionCookie(config: Pick<Config, 'PUBLIC_URL'>, token: string, expiresAt: Date): string {
  return serialize(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: secure(config),
    path: '/',
    expires: expiresAt,
  })
}

export function clearedSessionCookie(config: Pick<Config, 'PUBLIC_URL'>): string {
  return serialize(SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'Lax',
    secure: secure(config),
    path: '/',
    maxAge: 0,
    expires: new Date(0),
  })
}

/** Reads the session token from a Cookie header (tRPC requests arrive without Hono's cookie helpers). */
export function sessionTokenFrom(cookieHeader: string | null | undefined): string | undefined {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=')
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join('='))
  }
  return undefined
}
