import { Hono } from 'hono'
import type { AppEnv } from '../http/env'
import { createContext, type AppContext } from '../trpc/context'

export interface PageRenderContext {
  /** The procedures' context for this request: route loaders call procedures in-process with it. */
  trpc: AppContext
  /** CSP nonce for the inline scripts the render emits (router state, JSON-LD). */
  nonce: string
}

/** Renders the React app for a request; the router decides the status (200, 404, redirects). */
export type PageRenderer = (request: Request, context: PageRenderContext) => Promise<Response>

const ERROR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong</title></head>
<body style="font-family:system-ui;padding:3rem;text-align:center"><h1>Something went wrong</h1>
<p>Please try again in a moment.</p><p><a href="/">Go back home</a></p></body></html>`

/** Pages carry per-request data (and, for staff, private data): browsers revalidate every time. */
function withPageHeaders(response: Response, cache: 'hit' | 'miss' | 'bypass') {
  if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'no-cache, private')
  response.headers.set('X-Page-Cache', cache)
  return response
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
      const cached = cache.get(url, nonce)
      if (cached) return withPageHeaders(cached, 'hit')
    }
    const trpc = createContext({
      em: c.get('em'),
      config: c.get('config'),
      log: c.get('log'),
      user: c.get('user'),
      ip: c.get('ip'),
      sessionToken: c.get('sessionToken'),
      runtime: c.get('runtime'),
    })
    try {
      const rendered = await renderPage(c.req.raw, { trpc, nonce: shared ? cache.noncePlaceholder : nonce })
      for (const [name, value] of trpc.resHeaders) rendered.headers.append(name, value)
      if (!shared) return withPageHeaders(rendered, 'bypass')
      return withPageHeaders(await cache.store(url, rendered, nonce), 'miss')
    } catch (error) {
      c.get('log').error({ err: error }, 'page render failed')
      return c.html(ERROR_PAGE, 500)
    }
  })
  pages.all('*', (c) => c.text('Method not allowed', 405, { Allow: 'GET, HEAD' }))
  return pages
}
