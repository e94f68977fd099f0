import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { SESSION_COOKIE } from '@/server/features/auth/session-cookie'
import { chooseCoding, encodedBodies } from './encoded-bodies'
import type { AppEnv } from './env'
import { etagOf, matchesEtag, type SharedRead, type SharedReadCache } from './shared-read-cache'

/** Set per response by the middleware around this one, so never kept with an answer. */
const PER_RESPONSE = new Set(['set-cookie', 'x-request-id', 'content-length', 'content-encoding', 'vary'])

/** No session cookie and no credentials: the caller gets the public answer every visitor gets. */
export function isAnonymous(c: Context<AppEnv>) {
  const cookie = c.req.header('cookie')
  return (
    !cookie?.includes(`${SESSION_COOKIE}=`) && !c.req.header('authorization') && !c.req.header('x-api-key')
  )
}

function answer(c: Context<AppEnv>, read: SharedRead, state: 'hit' | 'miss' | 'off') {
  const headers = new Headers(read.headers)
  headers.set('ETag', read.etag)
  headers.set('X-Read-Cache', state)
  // Browsers and CDNs may keep it but must ask again: a 304 costs no query, and edits show at once.
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'public, no-cache')
  // A signed-in reader (staff) can get another answer to the same URL (drafts, budgets).
  headers.set('Vary', 'Cookie, Accept-Encoding')
  if (matchesEtag(c.req.header('if-none-match'), read.etag)) {
    headers.delete('Content-Type')
    return new Response(null, { status: 304, headers })
  }
  const coding = chooseCoding(c.req.header('accept-encoding'), read.encoded)
  if (!coding) return new Response(read.body, { status: read.status, headers })
  headers.set('Content-Encoding', coding)
  // Another representation of the same content: a weak tag, which If-None-Match still matches (matchesEtag).
  headers.set('ETag', `W/${read.etag}`)
  return new Response(read.encoded![coding], { status: read.status, headers })
}

/**
 * Public reads for anonymous callers (ADR 0074), mounted before the session lookup: a kept answer is sent with
 * no entity manager, session query or render, and every public read carries an ETag so a browser, a CDN or a
 * feed reader that already has it gets a 304. What is public is declared where the read is defined (an
 * operation's `rest.shared`, the RSS and sitemap handlers), by setting `sharedRead` on the context.
 */
export function sharedReads(cache: SharedReadCache) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || !isAnonymous(c)) return next()
    const key = c.req.url
    const kept = cache.get(key)
    if (kept) return answer(c, kept, 'hit')
    const generation = cache.generation
    await next()
    if (!c.get('sharedRead') || c.res.status !== 200 || c.res.headers.has('set-cookie')) return
    const body = new Uint8Array(await c.res.arrayBuffer())
    const headers = [...c.res.headers.entries()].filter(([name]) => !PER_RESPONSE.has(name))
    const encoded = cache.enabled ? await encodedBodies(body, c.res.headers.get('content-type')) : undefined
    const read = { status: 200, headers, body, encoded, etag: etagOf(body) }
    cache.store(key, read, generation)
    c.res = answer(c, read, cache.enabled ? 'miss' : 'off')
  })
}
