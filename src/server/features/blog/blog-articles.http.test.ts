import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { BlogArticleEntity } from './blog-article.entity'
import { BlogTagEntity } from './blog-tag.entity'
import { arrangeBlog, jsonRequest } from './blog.test-helpers'

const t = useTestApp()
let blog: Awaited<ReturnType<typeof arrangeBlog>>
let member: string

beforeAll(async () => {
  blog = await arrangeBlog(t.current.em())
  member = (await t.current.signIn({ isAdmin: false })).cookie
})

const validArticle = (overrides: Record<string, unknown> = {}) => ({
  title: 'Campus pop-ups that work',
  slug: 'campus-pop-ups-that-work',
  content: 'A pop-up works when it solves a problem students have right now.',
  ...overrides,
})

describe('GET /api/blog/articles', () => {
  it('answers { data, meta: { total } } with total a numeric string and the documented article shape', async () => {
    const response = await t.current.request('/api/blog/articles?limit=2&offset=0')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(Object.keys(body).sort()).toEqual(['data', 'meta'])
    expect(body.meta.total).toBe('3')
    expect(typeof body.meta.total).toBe('string')
    expect(body.data).toHaveLength(2)
    const article = body.data[0]
    expect(Object.keys(article).sort()).toEqual(
      [
        'author',
        'category',
        'content',
        'createdAt',
        'excerpt',
        'id',
        'imageUrl',
        'published',
        'publishedAt',
        'reviewRequestedAt',
        'slug',
        'tags',
        'title',
        'updatedAt',
        // The version a save names (ADR 0135).
        'version',
        // The featured image's words and the search and share-card overrides (ADR 0147).
        'imageAlt',
        'imageCaption',
        'metaTitle',
        'metaDescription',
        'socialImageUrl',
      ].sort(),
    )
    expect(article.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(article.category).toEqual({ id: blog.strategy.id, name: blog.strategy.name })
  })

  it('lists the newest publication first and pages with limit and offset', async () => {
    const all = (await (await t.current.request('/api/blog/articles')).json()).data
    expect(all.map((a: { id: number }) => a.id)).toEqual(blog.live.map((a) => a.id).reverse())
    const second = (await (await t.current.request('/api/blog/articles?limit=1&offset=1')).json()).data
    expect(second.map((a: { id: number }) => a.id)).toEqual([blog.live[1]!.id])
  })

  it('filters by search (title, excerpt or content, case-insensitive, wildcards literal), category and tag', async () => {
    const ids = async (query: string) =>
      ((await (await t.current.request(`/api/blog/articles?${query}`)).json()).data as { id: number }[]).map(
        (a) => a.id,
      )
    const [welcome, sampling, commuter] = blog.live.map((a) => a.id)
    expect(await ids('search=WELCOME')).toEqual([welcome])
    expect(await ids('search=six%20weeks')).toEqual([welcome])
    expect(await ids('search=midterms')).toEqual([sampling])
    expect(await ids('search=100%25')).toEqual([commuter])
    expect(await ids('search=_')).toEqual([])
    expect(await ids(`categoryId=${blog.strategy.id}`)).toEqual([commuter, welcome])
    expect(await ids(`tagId=${blog.genZ.id}`)).toEqual([sampling, welcome])
    expect(await ids(`tagId=${blog.genZ.id}&categoryId=${blog.events.id}`)).toEqual([sampling])
    const tagged = await (await t.current.request(`/api/blog/articles?tagId=${blog.genZ.id}&limit=1`)).json()
    expect(tagged.meta.total).toBe('2')
  })

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['offset=-1', 'offset'],
    ['categoryId=abc', 'categoryId'],
    ['published=maybe', 'published'],
  ])('answers 400 for %s', async (query, field) => {
    const response = await t.current.request(`/api/blog/articles?${query}`)
    expect(response.status).toBe(400)
    expect((await response.json()).fields).toHaveProperty(field)
  })
})

describe('GET one article', () => {
  it('by slug and by id, with tags [{ id, name }] and the author', async () => {
    const [welcome] = blog.live
    const bySlug = await (await t.current.request(`/api/blog/articles/slug/${welcome!.slug}`)).json()
    const byId = await (await t.current.request(`/api/blog/articles/${welcome!.id}`)).json()
    expect(bySlug).toEqual(byId)
    expect(byId.data.tags).toEqual([{ id: blog.genZ.id, name: blog.genZ.name }])
  })

  it('answers 404 for unknown slugs and ids, 400 for an id that is not a number', async () => {
    expect((await t.current.request('/api/blog/articles/slug/no-such-article')).status).toBe(404)
    const missing = await t.current.request('/api/blog/articles/999999')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: 'Article not found' })
    expect((await t.current.request('/api/blog/articles/abc')).status).toBe(400)
  })
})

describe('writes are staff only', () => {
  const writes: [string, string, unknown][] = [
    ['POST', '/api/blog/articles', validArticle({ slug: 'never-created' })],
    ['PATCH', '/api/blog/articles/1', { published: false, publishedAt: null }],
    ['DELETE', '/api/blog/articles/1', undefined],
    ['POST', '/api/blog/categories', { name: 'Nope' }],
    ['PATCH', '/api/blog/categories/1', { name: 'Nope' }],
    ['DELETE', '/api/blog/categories/1', undefined],
    ['POST', '/api/blog/tags', { name: 'Nope' }],
    ['PATCH', '/api/blog/tags/1', { name: 'Nope' }],
    ['DELETE', '/api/blog/tags/1', undefined],
  ]

  it.each(writes)('%s %s: 401 anonymous, 403 signed in without admin rights', async (method, path, body) => {
    const anonymous = await t.current.request(path, jsonRequest(method, body))
    expect(anonymous.status).toBe(401)
    const nonAdmin = await t.current.request(path, jsonRequest(method, body, member))
    expect(nonAdmin.status).toBe(403)
  })

  it('left everything as it was', async () => {
    expect(await t.current.em().count(BlogArticleEntity, { slug: 'never-created' })).toBe(0)
    expect(await t.current.em().count(BlogTagEntity, { name: 'Nope' })).toBe(0)
  })
})
