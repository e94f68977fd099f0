import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { BlogArticleTagEntity } from './blog-article-tag.entity'
import { BlogTagEntity } from './blog-tag.entity'
import { createBlogArticle, createBlogCategory, createBlogTag } from './blog.factory'
import { jsonRequest } from './blog.test-helpers'

/** Decision D9: categories and tags are created, renamed and deleted for real. */
const t = useTestApp()
let admin: string

beforeAll(async () => {
  admin = (await t.current.signIn({ isAdmin: true })).cookie
})

const post = (path: string, body: unknown) => t.current.request(path, jsonRequest('POST', body, admin))

describe('categories', () => {
  it('are created with a slug from the name, listed by name, renamed and deleted', async () => {
    const created = await post('/api/blog/categories', {
      name: 'Events & Activations',
      description: 'Pop-ups',
    })
    expect(created.status).toBe(201)
    const { data } = await created.json()
    expect(data).toEqual({
      id: expect.any(Number),
      name: 'Events & Activations',
      slug: 'events-and-activations',
      description: 'Pop-ups',
    })

    await post('/api/blog/categories', { name: 'Awareness' })
    const list = (await (await t.current.request('/api/blog/categories')).json()).data
    expect(list.map((c: { name: string }) => c.name)).toEqual(['Awareness', 'Events & Activations'])

    const renamed = await t.current.request(
      `/api/blog/categories/${data.id}`,
      jsonRequest('PATCH', { name: 'Experiential' }, admin),
    )
    expect((await renamed.json()).data).toMatchObject({
      name: 'Experiential',
      slug: 'experiential',
      description: 'Pop-ups',
    })

    const deleted = await t.current.request(
      `/api/blog/categories/${data.id}`,
      jsonRequest('DELETE', undefined, admin),
    )
    expect(await deleted.json()).toEqual({ data: { id: data.id, deleted: true } })
    expect(
      (await t.current.request(`/api/blog/categories/${data.id}`, jsonRequest('DELETE', undefined, admin)))
        .status,
    ).toBe(404)
  })

  it('answer 409 with a clear message for a name that exists, whatever its case', async () => {
    await post('/api/blog/categories', { name: 'Measurement' })
    const response = await post('/api/blog/categories', { name: '  measurement ' })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      error: 'A category named "Measurement" already exists.',
      fields: { name: 'Another category already has this name' },
    })
  })

  it('get a numbered slug when another name gives the same slug', async () => {
    const a = (await (await post('/api/blog/categories', { name: 'R&D' })).json()).data
    const b = (await (await post('/api/blog/categories', { name: 'R and D' })).json()).data
    expect([a.slug, b.slug]).toEqual(['r-and-d', 'r-and-d-2'])
  })

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    [{ name: '!!!' }, 'Name must contain a letter or a number'],
    [{}, 'Name is required'],
  ])('validate %o', async (body, message) => {
    const response = await post('/api/blog/categories', body)
    expect(response.status).toBe(400)
    expect((await response.json()).fields.name).toBe(message)
  })

  it('leave their articles in place, Uncategorized, when deleted', async () => {
    const em = t.current.em()
    const category = await createBlogCategory(em, 'Short-lived')
    const article = await createBlogArticle(em, { title: 'Keeps living', category })
    await t.current.request(`/api/blog/categories/${category.id}`, jsonRequest('DELETE', undefined, admin))
    const body = await (await t.current.request(`/api/blog/articles/${article.id}`)).json()
    expect(body.data.category).toBeNull()
  })
})

describe('tags', () => {
  it('are created, listed, renamed (max 50) and deleted, removing only their links', async () => {
    const em = t.current.em()
    const created = (await (await post('/api/blog/tags', { name: 'Street Teams' })).json()).data
    expect(created).toEqual({ id: expect.any(Number), name: 'Street Teams', slug: 'street-teams' })
    expect((await post('/api/blog/tags', { name: 'street teams' })).status).toBe(409)
    expect((await (await post('/api/blog/tags', { name: 'x'.repeat(51) })).json()).fields.name).toBe(
      'Name must be at most 50 characters',
    )

    const renamed = await t.current.request(
      `/api/blog/tags/${created.id}`,
      jsonRequest('PATCH', { name: 'Street Crews' }, admin),
    )
    expect((await renamed.json()).data).toMatchObject({ name: 'Street Crews', slug: 'street-crews' })

    const other = await createBlogTag(em, 'Sampling')
    const streetCrews = await em.findOneOrFail(BlogTagEntity, { id: created.id })
    const article = await createBlogArticle(em, { title: 'Tagged twice', tags: [other, streetCrews] })
    expect(await t.current.em().count(BlogArticleTagEntity, { article: article.id })).toBe(2)

    await t.current.request(`/api/blog/tags/${created.id}`, jsonRequest('DELETE', undefined, admin))
    const body = await (await t.current.request(`/api/blog/articles/${article.id}`)).json()
    expect(body.data.tags).toEqual([{ id: other.id, name: 'Sampling' }])
    const names = (await (await t.current.request('/api/blog/tags')).json()).data.map(
      (tag: { name: string }) => tag.name,
    )
    expect(names).not.toContain('Street Crews')
  })
})

describe('GET /api/blog/taxonomy-usage', () => {
  it('counts every article each category and tag is on, drafts included, for editors and admins only', async () => {
    const em = t.current.em()
    const category = await createBlogCategory(em, 'Counted')
    const unused = await createBlogCategory(em, 'Unused')
    const tag = await createBlogTag(em, 'Counted tag')
    await createBlogArticle(em, { title: 'Counted, published', category, tags: [tag] })
    await createBlogArticle(em, { title: 'Counted, a draft', category, tags: [tag], published: false })
    await createBlogArticle(em, { title: 'Counted, tag only', tags: [tag] })

    const answer = await t.current.request('/api/blog/taxonomy-usage', { headers: { Cookie: admin } })
    expect(answer.status).toBe(200)
    const { data } = (await answer.json()) as {
      data: {
        categories: { id: number; articleCount: number }[]
        tags: { id: number; articleCount: number }[]
      }
    }
    expect(data.categories.find((entry) => entry.id === category.id)).toEqual({
      id: category.id,
      articleCount: 2,
    })
    expect(data.categories.some((entry) => entry.id === unused.id)).toBe(false)
    expect(data.tags.find((entry) => entry.id === tag.id)).toEqual({ id: tag.id, articleCount: 3 })

    expect((await t.current.request('/api/blog/taxonomy-usage')).status).toBe(401)
    const sales = (await t.current.signIn({ role: 'sales' })).cookie
    expect((await t.current.request('/api/blog/taxonomy-usage', { headers: { Cookie: sales } })).status).toBe(
      403,
    )
    const editor = (await t.current.signIn({ role: 'editor' })).cookie
    expect(
      (await t.current.request('/api/blog/taxonomy-usage', { headers: { Cookie: editor } })).status,
    ).toBe(200)
  })
})
