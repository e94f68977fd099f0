import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../http/env'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** After any successful write (REST or tRPC mutation), cached pages may be out of date: drop them all. */
export const clearPageCacheOnWrite = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  if (!READS.has(c.req.method) && c.res.status < 400) c.get('runtime').pageCache.clear()
})
