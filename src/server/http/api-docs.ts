import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Hono } from 'hono'
import { html } from 'hono/html'
import type { AppEnv } from './env'
import { openApiDocument } from './openapi'

/**
 * `GET /api/openapi.json` (generated from the operation table) and the reference page `GET /api/docs`. The page
 * loads Scalar's standalone bundle and a small start script as same-origin files (/api-docs/*: the client
 * build's static files in production), so it needs no CDN and keeps the site's nonce-based CSP (ADR 0073).
 */
export function apiDocsRoutes() {
  let document: ReturnType<typeof openApiDocument> | undefined
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => {
      document ??= openApiDocument(c.get('config').PUBLIC_URL)
      return c.json(document)
    })
    .get('/docs', (c) => {
      const nonce = c.get('cspNonce')
      return c.html(
        html`<!doctype html>
          <html lang="en">
            <head>
              <meta charset="utf-8" />
              <meta name="viewport" content="width=device-width, initial-scale=1" />
              <title>API reference · ${c.get('config').BRAND_NAME}</title>
            </head>
            <body>
              <div id="api-reference"></div>
              <script nonce="${nonce}" src="/api-docs/scalar.js"></script>
              <script nonce="${nonce}" src="/api-docs/init.js"></script>
            </body>
          </html>`,
      )
    })
}

const require = createRequire(import.meta.url)
const DOCS_FILES: Record<string, () => string> = {
  'scalar.js': () => require.resolve('@scalar/api-reference/dist/browser/standalone.js'),
  'init.js': () => path.resolve('public/api-docs/init.js'),
}

/**
 * Without a client build (development, tests) the reference page's scripts come from the package and public/;
 * the production build copies them into the client build, where the static handler serves them.
 */
export function apiDocsAssetsFromSource() {
  return new Hono<AppEnv>().get('/api-docs/:file', async (c) => {
    const locate = DOCS_FILES[c.req.param('file')]
    if (!locate) return c.notFound()
    const body = await readFile(locate(), 'utf8')
    return c.body(body, 200, { 'Content-Type': 'text/javascript; charset=utf-8' })
  })
}
