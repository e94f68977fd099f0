import { createMiddleware } from 'hono/factory'
import { hasRole, NOT_SIGNED_IN, ROLE_REFUSED, type Role } from '@/shared/auth/roles'
import { TWO_FACTOR_SETUP_REQUIRED } from '@/shared/auth/two-factor.schema'
import { AppError } from '@/server/errors'
import type { AppEnv } from './env'

/** The roles a REST route's guard allows: the access-matrix test reads it to know what to expect. */
export type RoleGuard = ReturnType<typeof createMiddleware<AppEnv>> & { roles: readonly Role[] }

/**
 * For REST (decision D5, ADR 0091): anonymous → 401, signed in with another role or none → 403. The tRPC twin
 * is `staffProcedure`; both answer with the same codes and messages.
 */
export function requireRole(roles: readonly Role[], duringTwoFactorSetup = false): RoleGuard {
  const guard = createMiddleware<AppEnv>(async (c, next) => {
    // An integration key with a scope of this operation was checked just before (require-integration-key.ts).
    if (c.get('apiKey')) return next()
    const user = c.get('user')
    if (!user) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN)
    if (!hasRole(user, roles)) throw new AppError('FORBIDDEN', ROLE_REFUSED)
    if (user.twoFactorSetupRequired && !duringTwoFactorSetup)
      throw new AppError('FORBIDDEN', TWO_FACTOR_SETUP_REQUIRED)
    await next()
  })
  return Object.assign(guard, { roles })
}
