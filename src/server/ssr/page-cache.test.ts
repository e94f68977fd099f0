import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { startTestApp } from '../../../tests/server/harness'
import { PageCache } from './page-cache'

const page = (cache: PageCache, status = 200, headers: Record<string, string> = {}) =>
  new Response(`<script nonce="${cache.noncePlaceholder}">x</script><p>page</p>`, {
    status,
    headers: { 'Content-Type': 'text/html', ...headers },
  })

describe('PageCache', () => {
  it('serves a stored page with each response’s own nonce until it expires', async () => {
    let now = 0
    const cache = new PageCache(10_000, 10, () => now)
    const first = await cache.store('/a', page(cache), 'n1')
    expect(await first.text()).toBe('<script nonce="n1">x</script><p>page</p>')
    now = 9_999
    expect(await cache.get('/a', 'n2')!.text()).toBe('<script nonce="n2">x</script><p>page</p>')
    now = 10_000
    expect(cache.get('/a', 'n3')).toBeUndefined()
  })

  it('keeps 200 and 404 pages only, never one that sets a cookie or says no-store', async () => {
    const cache = new PageCache(10_000)
    await cache.store('/ok', page(cache, 200), 'n')
    await cache.store('/missing', page(cache, 404), 'n')
    await cache.store('/moved', page(cache, 307), 'n')
    await cache.store('/broken', page(cache, 500), 'n')
    await cache.store('/cookie', page(cache, 200, { 'Set-Cookie': 'a=b' }), 'n')
    // A page whose procedure answered no-store (a preview link's draft, ADR 0148) is private.
    await cache.store('/private', page(cache, 200, { 'Cache-Control': 'no-store' }), 'n')
    expect(
      ['/ok', '/missing', '/moved', '/broken', '/cookie', '/private'].map(
        (url) => cache.get(url, 'n')?.status,
      ),
    ).toEqual([200, 404, undefined, undefined, undefined, undefined])
  })

  it('does not keep a page whose render started before a write emptied the cache', async () => {
    const cache = new PageCache(10_000)
    const before = cache.generation
    cache.clear()
    const sent = await cache.store('/a', page(cache), 'n', before)
    expect([sent.status, await sent.text()]).toEqual([200, '<script nonce="n">x</script><p>page</p>'])
    expect(cache.get('/a', 'n')).toBeUndefined()
    await cache.store('/a', page(cache), 'n', cache.generation)
    expect(cache.get('/a', 'n')).toBeDefined()
  })

  it('drops the least recently used page beyond its capacity', async () => {
    const cache = new PageCache(10_000, 2)
    await cache.store('/1', page(cache), 'n')
    await cache.store('/2', page(cache), 'n')
    cache.get('/1', 'n')
    await cache.store('/3', page(cache), 'n')
    expect(cache.get('/2', 'n')).toBeUndefined()
    expect(cache.get('/1', 'n')).toBeDefined()
    expect(cache.get('/3', 'n')).toBeDefined()
  })
})

describe('a kept page sent as gzip', () => {
  /** Nonces at the start, the middle and the very end, text on both sides, and letters of two to four bytes. */
  const html = (nonce: string) =>
    `<script nonce="${nonce}">a</script>` +
    '<p>Café — São Paulo 🎓 </p>'.repeat(400) +
    `<script nonce="${nonce}">b</script><p>end</p><i data-n="${nonce}"`

  it('inflates to the page with the response’s own nonce, for each client that takes gzip', async () => {
    const cache = new PageCache(10_000)
    await cache.store('/p', new Response(html(cache.noncePlaceholder)), 'first')
    for (const [accept, nonce] of [
      ['gzip, deflate, br, zstd', 'second-nonce'],
      ['gzip', 'x'],
      ['*', 'third+nonce/=='],
    ] as const) {
      const response = cache.get('/p', nonce, accept)!
      expect(response.headers.get('content-encoding')).toBe('gzip')
      expect(response.headers.get('vary')).toContain('Accept-Encoding')
      const body = Buffer.from(await response.arrayBuffer())
      expect(body.byteLength).toBeLessThan(Buffer.byteLength(html(nonce)) / 10)
      expect(zlib.gunzipSync(body).toString()).toBe(html(nonce))
    }
  })

  it('goes as it is to a client that does not take gzip', async () => {
    const cache = new PageCache(10_000)
    await cache.store('/p', new Response(html(cache.noncePlaceholder)), 'first')
    for (const accept of [undefined, 'br', 'gzip;q=0, br', 'identity']) {
      const response = cache.get('/p', 'n', accept)!
      expect(response.headers.get('content-encoding')).toBeNull()
      expect(await response.text()).toBe(html('n'))
    }
  })

  it('reaches a visitor through the app as gzip the browser can read, with the nonce of its CSP', async () => {
    const t = await startTestApp({ PAGE_CACHE_SECONDS: '60' })
    try {
      const headers = { 'Accept-Encoding': 'gzip, deflate, br' }
      const miss = await t.request('/', { headers })
      expect(miss.headers.get('x-page-cache')).toBe('miss')
      const hit = await t.request('/', { headers })
      expect([hit.headers.get('x-page-cache'), hit.headers.get('content-encoding')]).toEqual(['hit', 'gzip'])
      const nonceOf = (response: Response) =>
        /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')![1]!
      const page = zlib.gunzipSync(Buffer.from(await hit.arrayBuffer())).toString()
      expect(page).toContain(`nonce="${nonceOf(hit)}"`)
      expect(page).not.toContain(t.runtime.pageCache.noncePlaceholder)
      // The same page a client without gzip gets from the cache, but for the nonce.
      const plain = await t.request('/')
      expect(plain.headers.get('content-encoding')).toBeNull()
      expect(page.replaceAll(nonceOf(hit), 'N')).toBe((await plain.text()).replaceAll(nonceOf(plain), 'N'))
    } finally {
      await t.close()
    }
  })
})

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
})

const contactForm = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  jobTitle: 'Head of Growth',
  company: 'Analytical Engines',
}

describe('the page cache in the app', () => {
  it('reuses a render for visitors, stamps a fresh CSP nonce, skips sessions, and empties on a write', async () => {
    const t = await startTestApp({ PAGE_CACHE_SECONDS: '60' })
    try {
      const nonceOf = (response: Response) =>
        /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

      const miss = await t.request('/')
      expect(miss.headers.get('x-page-cache')).toBe('miss')
      const hit = await t.request('/')
      expect(hit.headers.get('x-page-cache')).toBe('hit')
      const html = await hit.text()
      const nonce = nonceOf(hit)!
      expect(nonce).not.toBe(nonceOf(miss))
      expect(html).toContain(`nonce="${nonce}"`)
      expect(html).not.toContain(t.runtime.pageCache.noncePlaceholder)

      const { cookie } = await t.signIn()
      const staff = await t.request('/', { headers: { Cookie: cookie } })
      expect(staff.headers.get('x-page-cache')).toBe('bypass')

      const write = await t.request('/api/contact', json(contactForm))
      expect(write.status).toBe(201)
      expect((await t.request('/')).headers.get('x-page-cache')).toBe('miss')
    } finally {
      await t.close()
    }
  })

  it('is emptied only by writes that changed something: not by sign-in, sign-out or a refused write', async () => {
    const t = await startTestApp({ PAGE_CACHE_SECONDS: '60' })
    try {
      const { cookie } = await t.signIn()
      await t.request('/')
      expect(t.runtime.pageCache.size).toBe(1)
      const stillCached = async (what: string) => {
        expect(t.runtime.pageCache.size, what).toBe(1)
        expect((await t.request('/')).headers.get('x-page-cache'), what).toBe('hit')
      }

      // Anyone could empty the cache at will with these before (issue 12).
      expect((await t.request('/api/auth/logout', { method: 'POST' })).status).toBe(200)
      await stillCached('REST sign-out without a session')
      expect((await t.request('/trpc/auth.logout', json({}))).status).toBe(200)
      await stillCached('tRPC sign-out without a session')
      expect(
        (await t.request('/api/auth/logout', { method: 'POST', headers: { Cookie: cookie } })).status,
      ).toBe(200)
      await stillCached('sign-out of a real session: no cached page shows sessions')
      const wrong = { username: 'staff1', password: 'not the password at all' }
      expect((await t.request('/api/auth/login', json(wrong))).status).toBe(401)
      await stillCached('failed sign-in')
      const right = { username: 'staff1', password: 'correct horse battery staple' }
      expect((await t.request('/api/auth/login', json(right))).status).toBe(200)
      await stillCached('sign-in')
      expect(
        (await t.request('/trpc/auth.login,auth.logout?batch=1', json({ 0: { json: right }, 1: {} }))).status,
      ).toBe(200)
      await stillCached('a batch of sign-in and sign-out only')

      expect((await t.request('/api/contact', json({ ...contactForm, firstName: '' }))).status).toBe(400)
      await stillCached('invalid write')
      expect((await t.request('/api/schools', json({ name: 'Anonymous College' }))).status).toBe(401)
      await stillCached('unauthorised write')
      expect((await t.request('/trpc/contact.submit', json({ json: contactForm }))).status).toBe(200)
      expect(t.runtime.pageCache.size, 'a write through tRPC that stored something').toBe(0)
    } finally {
      await t.close()
    }
  })
})
