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

  it('keeps 200 and 404 pages only, never one that sets a cookie', async () => {
    const cache = new PageCache(10_000)
    await cache.store('/ok', page(cache, 200), 'n')
    await cache.store('/missing', page(cache, 404), 'n')
    await cache.store('/moved', page(cache, 307), 'n')
    await cache.store('/broken', page(cache, 500), 'n')
    await cache.store('/cookie', page(cache, 200, { 'Set-Cookie': 'a=b' }), 'n')
    expect(
      ['/ok', '/missing', '/moved', '/broken', '/cookie'].map((url) => cache.get(url, 'n')?.status),
    ).toEqual([200, 404, undefined, undefined, undefined])
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

      const write = await t.request('/api/auth/logout', { method: 'POST' })
      expect(write.status).toBe(200)
      expect((await t.request('/')).headers.get('x-page-cache')).toBe('miss')
    } finally {
      await t.close()
    }
  })
})
