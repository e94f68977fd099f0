import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { startTestApp, useTestApp } from '../../../tests/server/harness'
import { createBlogArticle, createBlogCategory } from '@/server/features/blog/blog.factory'
import { asCookie, jsonRequest } from '@/server/features/blog/blog.test-helpers'
import { createSchool } from '@/server/features/schools/school.factory'
import { resultKey } from '@/server/operations/result-key'
import { etagOf, matchesEtag, SharedReadCache } from './shared-read-cache'

/** Public reads kept for anonymous callers, with ETags and 304s (ADR 0074), over real HTTP. */
const read = (cache: SharedReadCache, key: string, body: string, generation = cache.generation) =>
  cache.store(
    key,
    { status: 200, headers: [], body: new TextEncoder().encode(body), etag: `"${body}"` },
    generation,
  )

describe('SharedReadCache', () => {
  it('keeps an answer until its time is up, the oldest unused going first when full', () => {
    let now = 0
    const cache = new SharedReadCache(1000, 2, () => now)
    read(cache, '/a', 'a')
    read(cache, '/b', 'b')
    expect(cache.get('/a')?.etag).toBe('"a"')
    read(cache, '/c', 'c')
    expect([cache.get('/a')?.etag, cache.get('/b'), cache.get('/c')?.etag]).toEqual(['"a"', undefined, '"c"'])
    now = 1000
    expect(cache.get('/a')).toBeUndefined()
  })

  it('does not keep an answer read before a write that happened while it ran', () => {
    const cache = new SharedReadCache(1000)
    const before = cache.generation
    cache.clear()
    read(cache, '/a', 'stale', before)
    expect(cache.get('/a')).toBeUndefined()
  })

  it('keeps operation answers by name and input beside the HTTP answers, and a write empties both', () => {
    const cache = new SharedReadCache(1000)
    const key = resultKey('blog.list', { limit: 9 })
    read(cache, '/api/blog/articles', 'an HTTP answer')
    cache.storeResult(key, ['kept'], cache.generation)
    expect(cache.getResult(key)).toEqual(['kept'])
    expect(cache.getResult(resultKey('blog.list', { limit: 10 }))).toBeUndefined()
    expect(cache.getResult(resultKey('blog.categories.list', { limit: 9 }))).toBeUndefined()
    cache.clear()
    expect([cache.getResult(key), cache.get('/api/blog/articles')]).toEqual([undefined, undefined])
  })

  it('keeps nothing when off', () => {
    const cache = new SharedReadCache(0)
    read(cache, '/a', 'a')
    expect(cache.size).toBe(0)
  })

  it('matches If-None-Match lists, weak tags and *', () => {
    const tag = etagOf(new TextEncoder().encode('x'))
    expect(tag).toMatch(/^"[\w-]{27}"$/)
    expect(matchesEtag(`"other", W/${tag}`, tag)).toBe(true)
    expect(matchesEtag('*', tag)).toBe(true)
    expect(matchesEtag('"other"', tag)).toBe(false)
    expect(matchesEtag(undefined, tag)).toBe(false)
  })
})

describe('public reads for anonymous callers', () => {
  const t = useTestApp({ READ_CACHE_SECONDS: '60' })

  it('are answered from memory after the first, with the same bytes and ETag, and 304 when the copy is current', async () => {
    await createBlogArticle(t.current.em(), { title: 'Kept read article', content: 'Body of the kept read.' })
    const first = await t.current.request('/api/blog/articles?limit=9')
    const second = await t.current.request('/api/blog/articles?limit=9')
    expect([first.headers.get('x-read-cache'), second.headers.get('x-read-cache')]).toEqual(['miss', 'hit'])
    const etag = first.headers.get('etag')!
    expect(second.headers.get('etag')).toBe(etag)
    expect(await second.text()).toBe(await first.text())
    expect(second.headers.get('cache-control')).toBe('public, no-cache')
    expect(second.headers.get('vary')).toContain('Cookie')

    const revalidated = await t.current.request('/api/blog/articles?limit=9', {
      headers: { 'If-None-Match': etag },
    })
    expect(revalidated.status).toBe(304)
    expect(await revalidated.text()).toBe('')
    expect(revalidated.headers.get('etag')).toBe(etag)
  })

  it('are sent compressed as kept, in the coding the client accepts, with a weak ETag that still revalidates', async () => {
    for (const n of [1, 2, 3, 4, 5, 6])
      await createBlogArticle(t.current.em(), {
        title: `Compressed kept read ${n}`,
        excerpt: 'x '.repeat(200),
      })
    // A URL no other test read: articles made through the ORM do not empty what is kept.
    const path = '/api/blog/articles?limit=8'
    const plain = await t.current.request(path)
    const identity = Buffer.from(await plain.arrayBuffer())
    // Small answers (under 1 kB) are not worth compressing; this one is well above.
    expect(identity.byteLength).toBeGreaterThan(2048)
    const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync }
    for (const [accept, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['*', 'br'],
    ] as const) {
      const response = await t.current.request(path, { headers: { 'Accept-Encoding': accept } })
      expect([response.headers.get('x-read-cache'), response.headers.get('content-encoding')]).toEqual([
        'hit',
        coding,
      ])
      expect(decoders[coding](Buffer.from(await response.arrayBuffer()))).toEqual(identity)
      expect(response.headers.get('etag')).toBe(`W/${plain.headers.get('etag')}`)
      expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding')
      const revalidated = await t.current.request(path, {
        headers: { 'Accept-Encoding': accept, 'If-None-Match': response.headers.get('etag')! },
      })
      expect(revalidated.status).toBe(304)
    }
    for (const accept of ['identity', 'br;q=0, gzip;q=0', 'zstd']) {
      const response = await t.current.request(path, { headers: { 'Accept-Encoding': accept } })
      expect(response.headers.get('content-encoding')).toBeNull()
      expect(Buffer.from(await response.arrayBuffer())).toEqual(identity)
    }
  })

  it('are emptied by a write through the API, so the next read shows it', async () => {
    const admin = (await t.current.signIn({ isAdmin: true })).cookie
    const before = await (await t.current.request('/api/blog/categories')).json()
    expect((await t.current.request('/api/blog/categories')).headers.get('x-read-cache')).toBe('hit')
    const created = await t.current.request(
      '/api/blog/categories',
      jsonRequest('POST', { name: 'Written while kept' }, admin),
    )
    expect(created.status).toBe(201)
    const after = await t.current.request('/api/blog/categories')
    expect(after.headers.get('x-read-cache')).toBe('miss')
    const names = ((await after.json()) as { data: { name: string }[] }).data.map((category) => category.name)
    expect(names).toContain('Written while kept')
    expect(names.length).toBe((before as { data: unknown[] }).data.length + 1)
  })

  it('include answers that are the same for every caller, kept for staff and their pages too until a write', async () => {
    const { user, cookie } = await t.current.signIn({ isAdmin: true })
    const names = async () =>
      (await t.current.caller(user).blog.categories.list()).map((category) => category.name)
    const staffPage = async () => (await t.current.request('/blog/admin', asCookie(cookie))).text()
    const before = await names()
    // Made through the ORM, not through the app: nothing empties what is kept.
    await createBlogCategory(t.current.em(), 'Made behind the kept list')
    expect(await names()).toEqual(before)
    expect(await staffPage()).not.toContain('Made behind the kept list')
    const created = await t.current.request(
      '/api/blog/categories',
      jsonRequest('POST', { name: 'Written through the app' }, cookie),
    )
    expect(created.status).toBe(201)
    expect(await names()).toEqual(
      expect.arrayContaining([...before, 'Made behind the kept list', 'Written through the app']),
    )
    expect(await staffPage()).toContain('Made behind the kept list')
  })

  it('are emptied by a school written through the ORM (an import, a seed), not only by HTTP writes', async () => {
    await t.current.request('/api/schools?page=1&limit=5&sort=name')
    expect(
      (await t.current.request('/api/schools?page=1&limit=5&sort=name')).headers.get('x-read-cache'),
    ).toBe('hit')
    await createSchool(t.current.em(), { name: 'Aaaa First By Name College', city: 'Ames', state: 'IA' })
    const after = await t.current.request('/api/schools?page=1&limit=5&sort=name')
    expect(after.headers.get('x-read-cache')).toBe('miss')
    expect(JSON.stringify(await after.json())).toContain('Aaaa First By Name College')
  })

  it('are never shared with a signed-in reader, who may see more (a draft)', async () => {
    const staff = (await t.current.signIn({ isAdmin: true })).cookie
    const draft = await createBlogArticle(t.current.em(), { title: 'Kept read draft', published: false })
    const path = `/api/blog/articles/${draft.id}`
    expect((await t.current.request(path)).status).toBe(404)
    const signedIn = await t.current.request(path, asCookie(staff))
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.get('x-read-cache')).toBeNull()
    // And a 404 is not kept: the visitor asks again and is answered again.
    expect((await t.current.request(path)).headers.get('x-read-cache')).toBeNull()
  })

  it('do not include private reads: the signed-in user and a matching result are never kept', async () => {
    for (const path of ['/api/auth/me', '/api/brand/recommendations/00000000-0000-4000-8000-000000000000']) {
      await t.current.request(path)
      expect((await t.current.request(path)).headers.get('x-read-cache')).toBeNull()
    }
  })

  it('include the RSS feed and the sitemap, which answer conditional requests with 304', async () => {
    await createBlogCategory(t.current.em(), 'Feed check')
    for (const path of ['/blog/rss.xml', '/sitemap.xml']) {
      const first = await t.current.request(path)
      expect(first.status).toBe(200)
      const etag = first.headers.get('etag')!
      expect(etag).toBeTruthy()
      const again = await t.current.request(path, { headers: { 'If-None-Match': etag } })
      expect(again.status).toBe(304)
      expect(again.headers.get('x-read-cache')).toBe('hit')
    }
  })
})

describe('with the read cache off', () => {
  it('every public read still carries an ETag and answers a current copy with 304', async () => {
    const app = await startTestApp({ READ_CACHE_SECONDS: '0' })
    try {
      const first = await app.request('/api/campus-programs')
      expect(first.headers.get('x-read-cache')).toBe('off')
      const etag = first.headers.get('etag')!
      const again = await app.request('/api/campus-programs', { headers: { 'If-None-Match': etag } })
      expect([again.status, again.headers.get('x-read-cache')]).toEqual([304, 'off'])
      expect(app.runtime.readCache.size).toBe(0)
    } finally {
      await app.close()
    }
  })
})
