import { createMiddleware } from 'hono/factory'
import type { Config } from '@/server/config'
import type { AppEnv } from './env'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Decision D8: a write that a browser sends from another site is refused, so a staff member's session cookie
 * cannot be used by a page elsewhere. Browsers always send Origin (and Sec-Fetch-Site) on cross-origin writes;
 * scripts and tests that send neither are not browsers riding on someone's cookie, and pass.
 */
export function sameOriginWrites(config: Pick<Config, 'PUBLIC_URL'>) {
  const publicOrigin = new URL(config.PUBLIC_URL).origin
  return createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next()
    const fetchSite = c.req.header('sec-fetch-site')
    const origin = c.req.header('origin')
    const ownOrigin = new URL(c.req.url).origin
    const crossSite = fetchSite === 'cross-site' || fetchSite === 'same-site'
    const foreignOrigin = origin !== undefined && origin !== publicOrigin && origin !== ownOrigin
    if (crossSite || foreignOrigin) {
      return c.json({ error: 'Cross-origin requests may not change data here.' }, 403)
    }
    return next()
  })
}
