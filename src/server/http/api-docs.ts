import { Hono } from 'hono'
import { html } from 'hono/html'
import type { AppEnv } from './env'
import { openApiDocument } from './openapi'

/**
 * `GET /api/openapi.json` (generated from the operation table) and the reference page `GET /api/docs`, rendered
 * here from the same document with no script, so it needs no CDN and keeps the site's CSP (ADR 0073).
 */
export function apiDocsRoutes() {
  let document: ReturnType<typeof openApiDocument> | undefined
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => {
      document ??= openApiDocument(c.get('config').PUBLIC_URL)
      return c.json(document)
    })
    .get('/docs', (c) => {
      document ??= openApiDocument(c.get('config').PUBLIC_URL)
      return c.html(referencePage(document))
    })
}

type Doc = ReturnType<typeof openApiDocument>

/**
 * The reference page, rendered here from the same document: every path and method with its summary, parameters,
 * body and answers as JSON Schema. Plain HTML with no script at all, so it keeps the site's CSP. (Scalar's
 * standalone bundle was tried first: it fetches fonts from its own CDN and needs eval, which the CSP refuses.)
 */
function referencePage(doc: Doc) {
  const { info, paths } = doc as unknown as {
    info: { title: string; description?: string; version: string }
    paths: Record<string, Record<string, { summary?: string } & Record<string, unknown>>>
  }
  const operations = Object.entries(paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ route, method, operation })),
  )
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>API reference · ${info.title}</title>
      </head>
      <body>
        <main>
          <h1>${info.title}</h1>
          <p>
            Version ${info.version}. The machine-readable document:
            <a href="/api/openapi.json">/api/openapi.json</a>.
          </p>
          <nav aria-label="Operations">
            <ul>
              ${operations.map(
                ({ route, method }) =>
                  html`<li><a href="#${method}-${route}">${method.toUpperCase()} ${route}</a></li>`,
              )}
            </ul>
          </nav>
          ${operations.map(({ route, method, operation }) => {
            const { summary, ...details } = operation
            return html`<section id="${method}-${route}">
              <h2>${method.toUpperCase()} ${route}</h2>
              <p>${summary ?? ''}</p>
              <details>
                <summary>Parameters, body and answers</summary>
                <pre>${JSON.stringify(details, null, 2)}</pre>
              </details>
            </section>`
          })}
        </main>
      </body>
    </html>`
}
