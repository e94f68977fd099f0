import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import type { AppEnv } from './env'
import { openApiDocument } from './openapi'
import { referencePage, type ReferenceDocument } from './api-reference-page'

/** Stands in for the request's CSP nonce in the page rendered once (random, so no document text can match it). */
const NONCE_SLOT = `nonce-slot-${randomBytes(12).toString('hex')}`

/**
 * `GET /api/openapi.json` (generated from the operation table) and the reference page `GET /api/docs`, rendered
 * here from the same document (ADR 0073, 0084). The document names the server it is served for: PUBLIC_URL.
 * Both are the same for every request but the page's nonce, so each is written once per PUBLIC_URL: the JSON as
 * text, the page with a slot for the nonce (they are the largest answers the API gives, a few hundred kB).
 */
export function apiDocsRoutes() {
  const rendered = new Map<string, Promise<{ json: string; page: string }>>()
  const renderedFor = (publicUrl: string) => {
    let answers = rendered.get(publicUrl)
    if (!answers) {
      const document = openApiDocument(publicUrl)
      answers = Promise.resolve(referencePage(document as unknown as ReferenceDocument, NONCE_SLOT)).then(
        (page) => ({ json: JSON.stringify(document), page: String(page) }),
      )
      rendered.set(publicUrl, answers)
      // Not kept if it fails, or every later request would get that failure: the next one renders again.
      answers.catch(() => rendered.delete(publicUrl))
    }
    return answers
  }
  return new Hono<AppEnv>()
    .get('/openapi.json', async (c) => {
      const { json } = await renderedFor(c.get('config').PUBLIC_URL)
      return c.body(json, 200, { 'Content-Type': 'application/json' })
    })
    .get('/docs', async (c) => {
      const { page } = await renderedFor(c.get('config').PUBLIC_URL)
      return c.html(page.replaceAll(NONCE_SLOT, c.get('cspNonce') ?? ''))
    })
}
