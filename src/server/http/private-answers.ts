import { createMiddleware } from 'hono/factory'
import type { AppEnv } from './env'

/** The sign-in procedures and routes: their answers carry a session cookie or who is signed in. */
const signInPath = (path: string) =>
  path.startsWith('/api/auth/') ||
  (path.startsWith('/trpc/') &&
    path
      .slice('/trpc/'.length)
      .split(',')
      .some((procedure) => procedure.startsWith('auth.') || procedure.startsWith('twoFactor.')))

/**
 * Answers no cache may keep (issue 35): everything sent to a signed-in staff member (their pages, drafts, leads,
 * private fields), and every sign-in answer, the refused ones included. `no-store` rather than `private`: a shared
 * computer's browser cache must not keep a lead's details either. Mounted after the session lookup, so it knows
 * who asked; it runs after the handler and the error handler, so a 401 or 429 is covered too.
 */
export const privateAnswers = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  if (c.get('user') || signInPath(c.req.path)) c.res.headers.set('Cache-Control', 'no-store')
})
