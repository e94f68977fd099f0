import { createMiddleware } from 'hono/factory'
import { AppError } from '@/server/errors'
import { checkApiKey } from '@/server/features/api-keys/public'
import { API_KEY_HEADER } from '@/server/features/contact/api-key'
import { API_KEY_PREFIX, type ApiScope } from '@/shared/api-keys/api-key.schema'
import type { AppEnv } from './env'

const REFUSED = {
  unknown: 'Invalid API key.',
  revoked: 'This API key was revoked.',
  expired: 'This API key has expired.',
} as const

/**
 * The integration keys' gate (ADR 0095), in front of an operation's own guard: a request whose X-API-Key is an
 * integration key (`cpk_…`) is checked in the database (so a revocation holds at once on every replica): an
 * unknown, revoked or expired key is a 401 (and counts towards the wrong-key throttle), a key without one of
 * `scopes` a 403; a key with one passes, and the guard behind (requireRole, requireApiKey) lets it through.
 * Anything else (no key, the legacy ADMIN_API_KEY) is left to that guard.
 */
export const requireIntegrationKey = (scopes: readonly ApiScope[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const given = c.req.header(API_KEY_HEADER)
    if (!given?.startsWith(API_KEY_PREFIX)) return next()
    const throttle = c.get('runtime').apiKeyThrottle
    const ip = c.get('ip')
    await throttle.assertAllowed(ip)
    const check = await checkApiKey(c.get('em'), given)
    if (!check.ok) {
      await throttle.recordFailure(ip)
      throw new AppError('UNAUTHORIZED', REFUSED[check.reason])
    }
    if (!scopes.some((scope) => check.scopes.includes(scope)))
      throw new AppError(
        'FORBIDDEN',
        `This API key lacks the scope this operation needs: ${scopes.join(' or ')}.`,
      )
    c.set('apiKey', { id: check.id, name: check.name, scopes: check.scopes })
    await next()
  })
