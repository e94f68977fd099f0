import { createMiddleware } from 'hono/factory'
import { AppError } from '@/server/errors'
import { API_KEY_DISABLED, API_KEY_HEADER, apiKeyMatches } from '@/server/features/contact/api-key'
import type { AppEnv } from './env'

/**
 * The spec's gate for `GET /api/admin/contact` (decision D6, ADR 0011): the X-API-Key header must equal
 * ADMIN_API_KEY, the legacy key (ADR 0095), or be an integration key with a scope of the operation. Unset key → 503 (the endpoint is off, not missing); no or wrong key → 401; too many wrong keys
 * from one address → 429.
 */
export const requireApiKey = createMiddleware<AppEnv>(async (c, next) => {
  // An integration key with a scope of this operation was checked just before (require-integration-key.ts).
  if (c.get('apiKey')) return next()
  const expected = c.get('config').ADMIN_API_KEY
  if (!expected) throw new AppError('SERVICE_UNAVAILABLE', API_KEY_DISABLED)
  const throttle = c.get('runtime').apiKeyThrottle
  const ip = c.get('ip')
  await throttle.assertAllowed(ip)
  const given = c.req.header(API_KEY_HEADER)
  if (!apiKeyMatches(expected, given)) {
    if (!given) throw new AppError('UNAUTHORIZED', `Send the API key in the ${API_KEY_HEADER} header.`)
    await throttle.recordFailure(ip)
    throw new AppError('UNAUTHORIZED', 'Invalid API key.')
  }
  await next()
})
