import { brotliCompressSync, gzipSync } from 'node:zlib'
import type { Context } from 'hono'
import { usMapOutlineSvg } from './us-map'

let encoded: { identity: Buffer; br: Buffer; gzip: Buffer } | undefined
function outlineBodies() {
  if (encoded) return encoded
  const identity = Buffer.from(usMapOutlineSvg())
  encoded = { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity, { level: 9 }) }
  return encoded
}

/**
 * `GET /maps/us-states.v1.svg`: the state outlines every map of the site draws on (ADR 0025). Drawn once per
 * process and compressed once; its name is versioned, so browsers and proxies keep it for a year.
 */
export function usMapOutline(c: Context) {
  const bodies = outlineBodies()
  const accepts = c.req.header('Accept-Encoding') ?? ''
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined
  const body = encoding ? bodies[encoding] : bodies.identity
  const headers: Record<string, string> = {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=31536000, immutable',
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  }
  return c.body(new Uint8Array(body), 200, headers)
}
