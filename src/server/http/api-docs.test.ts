/**
 * The reference as served: the document names the configured public address, and the page is the readable,
 * navigable reference (contents, authentication, tables, a "Try it" form on public reads) whose one script
 * carries this response's CSP nonce. The page in a real browser: tests/e2e/api-docs.spec.ts.
 */
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../tests/server/harness'

const t = useTestApp({ PUBLIC_URL: 'https://campus.example.org' })

describe('GET /api/openapi.json', () => {
  it('names PUBLIC_URL as its server', async () => {
    const doc = (await (await t.current.request('/api/openapi.json')).json()) as { servers: unknown }
    expect(doc.servers).toEqual([{ url: 'https://campus.example.org' }])
  })
})

describe('GET /api/docs', () => {
  it('renders the reference with its contents, authentication, fields and a nonce-carrying script', async () => {
    const response = await t.current.request('/api/docs')
    expect(response.status).toBe(200)
    const page = await response.text()
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1]
    expect(nonce).toBeTruthy()
    expect(page).toContain(`<script nonce="${nonce}">`)
    expect(page.match(/<script/g)).toHaveLength(1)
    expect(page).toContain('<nav aria-label="Operations">')
    expect(page).toContain('Base URL: <code>https://campus.example.org</code>')
    expect(page).toContain('id="authentication"')
    expect(page).toContain('X-API-Key')
    // Markdown code spans are code, not literal backticks; schemas are tables, not JSON dumps.
    expect(page).not.toMatch(/`[^`<]+`/)
    expect(page).not.toContain('"properties"')
    expect(page).toContain('<code>studentPopulation</code>')
    expect(page).toContain('data-try="/api/schools/{id}"')
    // Staff operations have no "Try it": a reader tries public reads only.
    expect(page).not.toContain('data-try="/api/admin/contact"')
  })

  // The page is rendered once per PUBLIC_URL: a nonce kept from that render would not match a later header,
  // and the browser would refuse the page's script.
  it('gives each page the nonce its CSP header names, a new one for each request', async () => {
    const docsNonces = async () => {
      const response = await t.current.request('/api/docs')
      const page = await response.text()
      const csp = response.headers.get('Content-Security-Policy') ?? ''
      return {
        header: /script-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1],
        page: [...page.matchAll(/\snonce="([^"]*)"/g)].map(([, nonce]) => nonce),
      }
    }
    const first = await docsNonces()
    const second = await docsNonces()
    expect(first.header).toBeTruthy()
    expect(second.header).toBeTruthy()
    expect(second.header).not.toBe(first.header)
    expect(first.page.length).toBeGreaterThan(0)
    expect(first.page).toEqual(first.page.map(() => first.header))
    expect(second.page).toEqual(second.page.map(() => second.header))
  })
})
