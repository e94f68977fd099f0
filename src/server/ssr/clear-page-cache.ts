import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '@/server/http/env'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Sign-in and sign-out change only sessions, and the cache holds only pages rendered for visitors without one
 * (pages.ts), so no cached page can show what they changed. Counting them as writes let anyone empty the cache
 * at will with a bare `POST /api/auth/logout`.
 */
const SESSION_ONLY_REST = new Set(['/api/auth/login', '/api/auth/login/two-factor', '/api/auth/logout'])
const SESSION_ONLY_PROCEDURES = new Set(['auth.login', 'twoFactor.verifySignIn', 'auth.logout'])

function changesOnlySessions(c: Context<AppEnv>): boolean {
  const path = c.req.path
  if (SESSION_ONLY_REST.has(path)) return true
  if (!path.startsWith('/trpc/')) return false
  // A batch names its procedures with commas: it counts only if every one of them is a sign-in or sign-out.
  return path
    .slice('/trpc/'.length)
    .split(',')
    .every((name) => SESSION_ONLY_PROCEDURES.has(name))
}

/**
 * After a write that changed what pages show, cached pages and public reads may be out of date: drop them all. The rule is the
 * answer, not the attempt: only a 2xx answer to a write (REST or tRPC mutation, a tRPC batch with at least one
 * success answers 207) clears the cache; a refused, invalid, unauthorised, throttled or failed write (4xx, 5xx)
 * changed nothing and leaves it alone, and so does any sign-in or sign-out (above).
 */
export const clearPageCacheOnWrite = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  if (READS.has(c.req.method)) return
  const status = c.res.status
  if (status < 200 || status >= 300 || changesOnlySessions(c)) return
  // Here and on every other replica (ADR 0014): the caches runtime.ts's table lists for `pages`.
  c.get('runtime').changed('pages')
})
