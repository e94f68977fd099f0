import { describe, expect, it } from 'vitest'
import { startTestApp, useTestApp } from '../../tests/server/harness'

const t = useTestApp()

describe('operational endpoints', () => {
  it('/healthz answers while the process is up', async () => {
    const response = await t.current.request('/healthz')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('/readyz answers 200 when the database does', async () => {
    const response = await t.current.request('/readyz')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ready' })
  })

  it('/readyz answers 503 once the database is gone, while /healthz still answers', async () => {
    const lost = await startTestApp()
    await lost.close()
    const ready = await lost.request('/readyz')
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'database' })
    expect((await lost.request('/healthz')).status).toBe(200)
  })
})

describe('every response', () => {
  it('carries a request id, and keeps a sane one a proxy sent', async () => {
    const fresh = await t.current.request('/healthz')
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const kept = await t.current.request('/healthz', { headers: { 'X-Request-Id': 'edge-42' } })
    expect(kept.headers.get('x-request-id')).toBe('edge-42')
    const replaced = await t.current.request('/healthz', { headers: { 'X-Request-Id': '<script>' } })
    expect(replaced.headers.get('x-request-id')).not.toBe('<script>')
  })

  it('carries security headers and a nonce-based script policy', async () => {
    const response = await t.current.request('/')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
  })

  it('is compressed when the client accepts gzip and the body is large enough', async () => {
    const response = await t.current.request('/', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toContain('Accept-Encoding')
  })

  it('is sent as it is to a client that accepts no compression, saying it varies on Accept-Encoding', async () => {
    for (const accept of [undefined, 'identity', 'gzip;q=0']) {
      const response = await t.current.request('/', accept ? { headers: { 'Accept-Encoding': accept } } : {})
      expect(response.headers.get('content-encoding')).toBeNull()
      expect(response.headers.get('vary')).toMatch(/(^|, )Accept-Encoding$/)
      expect(response.headers.get('x-request-id')).toBeTruthy()
      expect(await response.text()).toContain('</html>')
    }
  })
})

describe('/api', () => {
  it('answers unknown paths with a JSON 404, never the HTML page', async () => {
    const response = await t.current.request('/api/does-not-exist')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect(await response.json()).toEqual({ error: 'No API endpoint at GET /api/does-not-exist' })
  })

  it('refuses an oversized body with 413 before reading it', async () => {
    const response = await t.current.request('/api/anything', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(300 * 1024) }),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: 'The request body is too large.' })
  })

  it.each([[{ Origin: 'https://evil.example' }], [{ 'Sec-Fetch-Site': 'cross-site' }]])(
    'refuses a write sent from another site (%o)',
    async (headers) => {
      const response = await t.current.request('/api/anything', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: '{}',
      })
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ error: 'Cross-origin requests may not change data here.' })
    },
  )

  it('lets same-origin writes and non-browser clients through to routing', async () => {
    for (const headers of [
      { Origin: 'http://localhost:3000' },
      { 'Sec-Fetch-Site': 'same-origin' },
      {},
    ] as Record<string, string>[]) {
      const response = await t.current.request('/api/anything', { method: 'POST', headers, body: '{}' })
      expect(response.status).toBe(404)
    }
  })
})

describe('pages', () => {
  it('renders / on the server with its title, description, canonical link and content', async () => {
    const response = await t.current.request('/')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/text\/html/)
    const html = await response.text()
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/)
    expect(html).toContain('<title>College &amp; Campus Marketing Agency | CampusPulse</title>')
    expect(html).toMatch(/<meta name="description" content="Street teams, brand ambassadors/)
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/"')
    expect(html).toMatch(
      /<meta property="og:title" content="College &amp; Campus Marketing Agency \| CampusPulse"/,
    )
    expect(html).toContain('Put your brand on campus.')
    expect(html).toContain('Powered by')
  })

  it('answers unknown paths with the Page Not Found screen and status 404', async () => {
    const response = await t.current.request('/no/such/page')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('Page Not Found')
    expect(html).toContain('The page you were looking for doesn&#x27;t exist or has been moved.')
    expect(html).toContain('href="/"')
  })

  it('uses BRAND_NAME in titles and the footer', async () => {
    const branded = await startTestApp({ BRAND_NAME: 'QuadReach', PARTNER_NAME: 'Example Partners' })
    try {
      const html = await (await branded.request('/')).text()
      expect(html).toContain('| QuadReach</title>')
      expect(html).toContain('Example Partners')
      expect(html).not.toContain('CampusPulse')
    } finally {
      await branded.close()
    }
  })

  it('refuses methods other than GET and HEAD on pages', async () => {
    const response = await t.current.request('/', { method: 'DELETE' })
    expect(response.status).toBe(405)
  })
})

describe('defaults that follow the settings', () => {
  it('/favicon.ico points browsers at the shipped icon instead of a 404', async () => {
    const response = await t.current.request('/favicon.ico')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/favicon-32.png')
  })

  it('with PORT changed and no PUBLIC_URL, links, feeds and writes use that port', async () => {
    const moved = await startTestApp({ PORT: '8123', PUBLIC_URL: '' })
    try {
      expect(moved.config.PUBLIC_URL).toBe('http://localhost:8123')
      const sitemap = await (await moved.request('/sitemap.xml')).text()
      expect(sitemap).toContain('<loc>http://localhost:8123/</loc>')
      expect(sitemap).not.toContain('localhost:3000')
      const rss = await (await moved.request('/blog/rss.xml')).text()
      expect(rss).toContain('<link>http://localhost:8123/blog</link>')
      expect(await (await moved.request('/robots.txt')).text()).toContain(
        'Sitemap: http://localhost:8123/sitemap.xml',
      )
      const page = await (await moved.request('/about')).text()
      expect(page).toContain('<link rel="canonical" href="http://localhost:8123/about"')
      // A write from the page the browser shows (that origin) is the site's own, not another site's.
      const write = await moved.request('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:8123' },
        body: '{}',
      })
      expect(write.status).toBe(400)
    } finally {
      await moved.close()
    }
  })
})
