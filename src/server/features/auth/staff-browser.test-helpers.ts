import type { TestApp } from '../../../../tests/server/harness'

/** The password every account these tests make signs in with. */
export const PASSWORD = 'correct horse battery staple'
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read loosely; the assertions check its shape
export type Json = any

/** The value of cookie `name` among a response's Set-Cookie headers, as a Cookie header part. */
export const cookieOf = (headers: Headers, name: string) => {
  const value = new RegExp(`${name}=([^;]*)`).exec(headers.get('set-cookie') ?? '')?.[1]
  return value ? `${name}=${value}` : undefined
}

/**
 * REST calls as a staff member's browser would make them (Firefox on Linux), from the address `from()` answers
 * at the time of the call: each test signs in from one of its own, so the sign-in throttle's counts stay in it.
 */
export function staffBrowser(t: { current: TestApp }, from: () => string) {
  async function send(path: string, method: string, body?: unknown, cookie = '') {
    const response = await t.current.request(path, {
      method,
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
        'X-Forwarded-For': from(),
        ...(cookie ? { Cookie: cookie } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return { status: response.status, headers: response.headers, body: (await response.json()) as Json }
  }
  /** The password step of signing in, with the cookies given (a remembered device's, say). */
  const passwordStep = (username: string, cookie = '') =>
    send('/api/auth/login', 'POST', { username, password: PASSWORD }, cookie)
  return { send, passwordStep }
}
