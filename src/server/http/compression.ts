import type { Context } from 'hono'
import { compress } from 'hono/compress'
import { createMiddleware } from 'hono/factory'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'
import type { AppEnv } from './env'
import { setResponseHeader } from './response-headers'

/** Could the client take gzip or deflate? Hono's compress decides for certain (q-values); this only pre-sorts. */
const MAY_ACCEPT = /\b(?:gzip|deflate|\*)\b/i
const NAMES_ACCEPT_ENCODING = /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i

/**
 * gzip/deflate for dynamic responses (Hono's compress), entered only when the client may accept one. For the
 * rest (load balancers' probes, scripts, benchmarks) the response goes out as it is and only gains its
 * `Vary: Accept-Encoding`, set without rebuilding the Response (see response-headers.ts).
 */
export function compression() {
  const compressor = compress()
  return createMiddleware<AppEnv>(async (c, next) => {
    if (MAY_ACCEPT.test(c.req.header('accept-encoding') ?? '')) return compressor(c, next)
    await next()
    if (mayBeCompressed(c) && !NAMES_ACCEPT_ENCODING.test(c.res.headers.get('Vary') ?? ''))
      setResponseHeader(c, 'Vary', 'Accept-Encoding', { append: true })
  })
}

function mayBeCompressed(c: Context) {
  const type = c.res.headers.get('Content-Type')
  return (
    c.res.status !== 206 &&
    !c.res.headers.has('Content-Encoding') &&
    type !== null &&
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)
  )
}
