import { Hono } from 'hono'
import type { AppEnv } from './env'
import { openApiDocument } from './openapi'
import { referencePage, type ReferenceDocument } from './api-reference-page'

/**
 * `GET /api/openapi.json` (generated from the operation table) and the reference page `GET /api/docs`, rendered
 * here from the same document (ADR 0073, 0084). The document names the server it is served for: PUBLIC_URL.
 */
export function apiDocsRoutes() {
  const documents = new Map<string, ReturnType<typeof openApiDocument>>()
  const documentFor = (publicUrl: string) => {
    let document = documents.get(publicUrl)
    if (!document) documents.set(publicUrl, (document = openApiDocument(publicUrl)))
    return document
  }
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => c.json(documentFor(c.get('config').PUBLIC_URL)))
    .get('/docs', (c) => {
      const document = documentFor(c.get('config').PUBLIC_URL) as unknown as ReferenceDocument
      return c.html(referencePage(document, c.get('cspNonce') ?? ''))
    })
}
