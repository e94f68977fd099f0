import { createMiddleware } from 'hono/factory'
import { AppError } from '@/server/errors'
import type { AppEnv } from './env'

/**
 * For REST writes (decision D5): anonymous → 401, signed in without isAdmin → 403. The tRPC twin is
 * `adminProcedure`; both answer with the same codes.
 */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  // An integration key with a scope of this operation was checked just before (require-integration-key.ts).
  if (c.get('apiKey')) return next()
  const user = c.get('user')
  if (!user) throw new AppError('UNAUTHORIZED', 'Sign in as staff to do this.')
  if (!user.isAdmin) throw new AppError('FORBIDDEN', 'Only staff administrators can do this.')
  await next()
})
