import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { BlogArticleTagEntity } from './blog-article-tag.entity'
import { BlogTagEntity } from './blog-tag.entity'
import { arrangeBlog, asCookie, jsonRequest } from './blog.test-helpers'

const t = useTestApp()
let blog: Awaited<ReturnType<typeof arrangeBlog>>
let admin: string

beforeAll(async () => {
  blog = await arrangeBlog(t.current.em())
  admin = (await t.current.signIn({ isAdmin: true, firstName: 'Avery', lastName: 'Stone' })).cookie
})

const validArticle = (overrides: Record<string, unknown> = {}) => ({
  title: 'Campus pop-ups that work',
  slug: 'campus-pop-ups-that-work',
  content: 'A pop-up works when it solves a problem students have right now.',
  ...overrides,
})

describe('POST /api/blog/articles', () => {
  it('creates the article with its tags, the saver as author, and answers 201 { data } with the slug', async () => {
    const response = await t.current.request(
      '/api/blog/articles',
      jsonRequest(
        'POST',
        validArticle({
          excerpt: '',
          imageUrl: '/images/blog/sampling.svg',
          categoryId: blog.events.id,
          tagIds: [blog.sampling.id, blog.genZ.id, blog.sampling.id],
        }),
        admin,
      ),
    )
    expect(response.status).toBe(201)
    const { data } = await response.json()
    expect(data).toMatchObject({
      slug: 'campus-pop-ups-that-work',
      excerpt: null,
      imageUrl: '/images/blog/sampling.svg',
      published: false,
      publishedAt: null,
      category: { id: blog.events.id, name: blog.events.name },
      author: { firstName: 'Avery', lastName: 'Stone' },
    })
    expect(data.tags.map((tag: { id: number }) => tag.id).sort()).toEqual(
      [blog.genZ.id, blog.sampling.id].sort(),
    )
    expect(data.author).not.toHaveProperty('password')
  })

  it('publishing without a date publishes now; a given date is kept', async () => {
    const before = Date.now()
    const now = await t.current.request(
      '/api/blog/articles',
      jsonRequest('POST', validArticle({ slug: 'published-now', published: true }), admin),
    )
    const publishedAt = Date.parse((await now.json()).data.publishedAt)
    expect(publishedAt).toBeGreaterThanOrEqual(before - 1000)
    expect(publishedAt).toBeLessThanOrEqual(Date.now() + 1000)
    const dated = await t.current.request(
      '/api/blog/articles',
      jsonRequest(
        'POST',
        validArticle({ slug: 'dated', published: true, publishedAt: '2026-03-02T14:30:00.000Z' }),
        admin,
      ),
    )
    expect((await dated.json()).data.publishedAt).toBe('2026-03-02T14:30:00.000Z')
  })

  it('answers 409 with a clear message for a slug that is taken', async () => {
    const response = await t.current.request(
      '/api/blog/articles',
      jsonRequest('POST', validArticle({ slug: blog.live[0]!.slug }), admin),
    )
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      error: `An article with the slug "${blog.live[0]!.slug}" already exists. Choose another slug.`,
      fields: { slug: 'Another article already uses this slug' },
    })
  })

  it.each([
    [{ title: 'Shrt' }, 'title', 'Title must be at least 5 characters'],
    [{ title: '    abc     ' }, 'title', 'Title must be at least 5 characters'],
    [{ title: 'x'.repeat(256) }, 'title', 'Title must be at most 255 characters'],
    [{ title: undefined }, 'title', 'Title is required'],
    [{ content: 'Too short' }, 'content', 'Content must be at least 20 characters'],
    [{ slug: '' }, 'slug', 'Slug is required'],
    [{ slug: undefined }, 'slug', 'Slug is required'],
    [{ slug: 'x'.repeat(256) }, 'slug', 'Slug must be at most 255 characters'],
    [{ slug: 'Has Spaces' }, 'slug', 'Slug may only contain lower-case letters, numbers and single hyphens'],
    [{ slug: 'admin' }, 'slug', 'This slug is taken by a blog page; choose another'],
    [{ publishedAt: 'next tuesday' }, 'publishedAt', 'Publication date must be a valid date and time'],
    [
      { imageUrl: 'javascript:alert(1)' },
      'imageUrl',
      'Image URL must be a web address (https://...) or a path on this site (/images/...)',
    ],
    [{ categoryId: '3' }, 'categoryId', 'Category must be a number'],
    [{ tagIds: [1, 'x'] }, 'tagIds.1', 'Tag must be a number'],
    [{ categoryId: 999999 }, 'categoryId', 'Category not found'],
    [{ tagIds: [999998, 999999] }, 'tagIds', 'Unknown tag ids: 999998, 999999'],
    [{ authorId: 999999 }, 'authorId', 'Author not found'],
  ])('answers 400 for %o with the field message', async (overrides, field, message) => {
    const response = await t.current.request(
      '/api/blog/articles',
      jsonRequest('POST', validArticle({ slug: 'invalid-article', ...overrides }), admin),
    )
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.fields[field]).toBe(message)
    expect(body.error).toContain(message)
  })

  it('answers 400 for a body that is not JSON', async () => {
    const response = await t.current.request('/api/blog/articles', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: admin },
      body: '{not json',
    })
    expect(response.status).toBe(400)
  })
})

describe('PATCH /api/blog/articles/{id}', () => {
  it('unpublishes and publishes with the toggle values', async () => {
    const created = await (
      await t.current.request(
        '/api/blog/articles',
        jsonRequest('POST', validArticle({ slug: 'toggle-me', published: true }), admin),
      )
    ).json()
    const path = `/api/blog/articles/${created.data.id}`
    const off = await t.current.request(
      path,
      jsonRequest('PATCH', { published: false, publishedAt: null }, admin),
    )
    expect(off.status).toBe(200)
    expect((await off.json()).data).toMatchObject({
      published: false,
      publishedAt: null,
      title: created.data.title,
    })
    expect((await t.current.request('/api/blog/articles/slug/toggle-me')).status).toBe(404)

    const at = new Date().toISOString()
    const on = await (
      await t.current.request(path, jsonRequest('PATCH', { published: true, publishedAt: at }, admin))
    ).json()
    expect(on.data).toMatchObject({ published: true, publishedAt: at })
    expect((await t.current.request('/api/blog/articles/slug/toggle-me')).status).toBe(200)
  })

  it('saves form values: fields, category cleared, tags replaced, slug changed', async () => {
    const [, sampling] = blog.live
    const response = await t.current.request(
      `/api/blog/articles/${sampling!.id}`,
      jsonRequest(
        'PATCH',
        { title: 'Sampling that converts, revised', slug: 'sampling-revised', categoryId: null, tagIds: [] },
        admin,
      ),
    )
    expect(response.status).toBe(200)
    const { data } = await response.json()
    expect(data).toMatchObject({
      title: 'Sampling that converts, revised',
      slug: 'sampling-revised',
      category: null,
      tags: [],
    })
    expect(Date.parse(data.updatedAt)).toBeGreaterThan(Date.parse(data.createdAt))
  })

  it('answers 409 when the new slug belongs to another article, 404 for an unknown id', async () => {
    const conflict = await t.current.request(
      `/api/blog/articles/${blog.live[2]!.id}`,
      jsonRequest('PATCH', { slug: blog.live[0]!.slug }, admin),
    )
    expect(conflict.status).toBe(409)
    const same = await t.current.request(
      `/api/blog/articles/${blog.live[0]!.id}`,
      jsonRequest('PATCH', { slug: blog.live[0]!.slug }, admin),
    )
    expect(same.status).toBe(200)
    expect(
      (
        await t.current.request(
          '/api/blog/articles/999999',
          jsonRequest('PATCH', { title: 'Valid title' }, admin),
        )
      ).status,
    ).toBe(404)
  })

  it('validates the values it is given with the same messages', async () => {
    const response = await t.current.request(
      `/api/blog/articles/${blog.live[0]!.id}`,
      jsonRequest('PATCH', { title: 'abc', content: 'short' }, admin),
    )
    expect(response.status).toBe(400)
    expect((await response.json()).fields).toEqual({
      title: 'Title must be at least 5 characters',
      content: 'Content must be at least 20 characters',
    })
  })
})

describe('DELETE /api/blog/articles/{id}', () => {
  it('deletes the article and its tag links (cascade), keeping the tags; then 404', async () => {
    const created = await (
      await t.current.request(
        '/api/blog/articles',
        jsonRequest(
          'POST',
          validArticle({ slug: 'delete-me', tagIds: [blog.sampling.id, blog.genZ.id] }),
          admin,
        ),
      )
    ).json()
    const id = created.data.id
    expect(await t.current.em().count(BlogArticleTagEntity, { article: id })).toBe(2)

    const response = await t.current.request(
      `/api/blog/articles/${id}`,
      jsonRequest('DELETE', undefined, admin),
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ data: { id, deleted: true } })
    expect(await t.current.em().count(BlogArticleTagEntity, { article: id })).toBe(0)
    expect(await t.current.em().count(BlogTagEntity, { id: { $in: [blog.sampling.id, blog.genZ.id] } })).toBe(
      2,
    )
    expect((await t.current.request(`/api/blog/articles/${id}`, asCookie(admin))).status).toBe(404)
    expect(
      (await t.current.request(`/api/blog/articles/${id}`, jsonRequest('DELETE', undefined, admin))).status,
    ).toBe(404)
  })
})
