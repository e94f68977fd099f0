import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { DATABASE_RETRY_AFTER_SECONDS, toAppError } from '@/server/errors'
import type { AppEnv } from '@/server/http/env'
import { contextOf } from '@/server/http/context'
import { isAnonymous } from '@/server/http/shared-reads'
import type { AppContext } from '@/server/operations/context'
import type { PageCache } from './page-cache'
import { ADDRESS_TOO_LONG_PAGE, ERROR_PAGE, UNAVAILABLE_PAGE } from '@/server/http/static-pages'

/** Longer Location headers are refused: Node's clients accept 16 kB of response headers in all, browsers ~8 kB URLs. */
const MAX_REDIRECT_LENGTH = 8_000

export interface PageRenderContext {
  /** The procedures' context for this request: route loaders call procedures in-process with it. */
  trpc: AppContext
  /** CSP nonce for the inline scripts the render emits (router state, JSON-LD). */
  nonce: string
}

/** Renders the React app for a request; the router decides the status (200, 404, redirects, 403, 503). */
export type PageRenderer = (request: Request, context: PageRenderContext) => Promise<Response>

/** Pages carry per-request data (and, for staff, private data): browsers revalidate every time. */
function withPageHeaders(response: Response, cache: 'hit' | 'miss' | 'bypass') {
  if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'no-cache, private')
  response.headers.set('X-Page-Cache', cache)
  return response
}

/**
 * A visitor's kept page, sent before the session lookup and the entity manager (app.ts mounts this early): a
 * hit costs the nonce stamping and nothing else. Misses fall through to `pageRoutes`, which renders and keeps.
 */
export function keptPages(cache: PageCache) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!cache.enabled || c.req.method !== 'GET' || !isAnonymous(c)) return next()
    const cached = cache.get(c.req.url, c.get('cspNonce'), c.req.header('accept-encoding'))
    return cached ? withPageHeaders(cached, 'hit') : next()
  })
}

export function pageRoutes(renderPage: PageRenderer) {
  const pages = new Hono<AppEnv>()
  pages.get('*', async (c) => {
    const cache = c.get('runtime').pageCache
    const nonce = c.get('cspNonce')
    // Visitors without a session may share a recently rendered page (see page-cache.ts).
    const shared = cache.enabled && c.get('sessionToken') === undefined
    const url = c.req.url
    if (shared) {
      const cached = cache.get(url, nonce, c.req.header('accept-encoding'))
      if (cached) return withPageHeaders(cached, 'hit')
    }
    const trpc = contextOf(c)
    const generation = cache.generation
    try {
      const rendered = await renderPage(c.req.raw, { trpc, nonce: shared ? cache.noncePlaceholder : nonce })
      if ((rendered.headers.get('location')?.length ?? 0) > MAX_REDIRECT_LENGTH)
        return c.html(ADDRESS_TOO_LONG_PAGE, 414)
      for (const [name, value] of trpc.resHeaders) rendered.headers.append(name, value)
      // The procedure that met the outage normally set it; a 503 without it would invite instant retries.
      if (rendered.status === 503 && !rendered.headers.has('Retry-After'))
        rendered.headers.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
      if (!shared) return withPageHeaders(rendered, 'bypass')
      return withPageHeaders(await cache.store(url, rendered, nonce, generation), 'miss')
    } catch (error) {
      // Failures outside the routes' loaders (the router itself) get the same two answers, without the layout.
      const appError = toAppError(error)
      if (appError?.code === 'SERVICE_UNAVAILABLE') {
        c.get('log').warn({ reason: String((error as Error).message).split('\n')[0] }, 'database unavailable')
        const retryAfter = appError.options.retryAfterSeconds ?? DATABASE_RETRY_AFTER_SECONDS
        return c.html(UNAVAILABLE_PAGE, 503, { 'Retry-After': String(retryAfter) })
      }
      c.get('log').error({ err: error }, 'page render failed')
      return c.html(ERROR_PAGE, 500)
    }
  })
  pages.all('*', (c) => c.text('Method not allowed', 405, { Allow: 'GET, HEAD' }))
  return pages
}
