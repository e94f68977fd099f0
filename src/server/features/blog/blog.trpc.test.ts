import { TRPCError } from '@trpc/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import type { CurrentUser } from '@/server/features/auth/current-user'
import { articleSummary } from '@/shared/blog/text'
import { BlogArticleEntity } from './blog-article.entity'
import { createBlogArticle } from './blog.factory'
import { arrangeBlog } from './blog.test-helpers'

/** The tRPC twins call the same services as REST: same rules, same messages, typed values. */
const t = useTestApp()
let blog: Awaited<ReturnType<typeof arrangeBlog>>
let admin: CurrentUser
let member: CurrentUser

beforeAll(async () => {
  blog = await arrangeBlog(t.current.em())
  admin = (await t.current.signIn({ isAdmin: true })).user
  member = (await t.current.signIn({ isAdmin: false })).user
})

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (error) {
    return error instanceof TRPCError ? error.code : String(error)
  }
  return 'resolved'
}

describe('blog.list (the public list)', () => {
  it('gives cards (summary, no content) and a numeric total, for visitors and staff alike', async () => {
    for (const user of [null, admin]) {
      const page = await t.current.caller(user).blog.list({ limit: 2, offset: 0 })
      expect(page.total).toBe(3)
      expect(page.items).toHaveLength(2)
      expect(page.items[0]).not.toHaveProperty('content')
      expect(page.items[0]!.publishedAt).toBeInstanceOf(Date)
    }
    const welcome = (await t.current.caller().blog.list({ search: 'welcome' })).items[0]!
    expect(welcome.summary).toBe('Plan the first six weeks.')
    const sampling = (await t.current.caller().blog.list({ search: 'midterms' })).items[0]!
    expect(sampling.summary.endsWith('...')).toBe(true)
    expect(sampling.summary.length).toBe(123)
  })
})

describe('card summaries', () => {
  it('equal articleSummary of the stored article, whatever the excerpt holds (cards read the text only when needed)', async () => {
    const em = t.current.em()
    const content = '## Heading\n\nThe **text** a summary falls back to when the excerpt says nothing.'
    const excerpts = [null, '', '   ', '\n\t', '\u00a0', '\u2003', '…', '—', 'Über', ' ok ', '7']
    const articles = []
    for (const [index, excerpt] of excerpts.entries()) {
      articles.push(await createBlogArticle(em, { title: `Summary case ${index}`, content, excerpt }))
    }
    try {
      const cards = (await t.current.caller().blog.list({ limit: 100 })).items
      for (const article of articles) {
        const card = cards.find((candidate) => candidate.id === article.id)
        expect({ excerpt: article.excerpt, summary: card?.summary }).toEqual({
          excerpt: article.excerpt,
          summary: articleSummary({ excerpt: article.excerpt, content }),
        })
      }
    } finally {
      // The other tests count the arranged blog's articles.
      for (const article of articles) em.remove(article)
      await em.flush()
    }
  })
})

describe('blog.adminList', () => {
  it('is staff only and lists every article', async () => {
    expect(await codeOf(t.current.caller().blog.adminList({}))).toBe('UNAUTHORIZED')
    expect(await codeOf(t.current.caller(member).blog.adminList({}))).toBe('FORBIDDEN')
    expect((await t.current.caller(admin).blog.adminList({})).total).toBe(5)
  })

  it("answers the table's columns, drafts included, newest first, and nothing a card adds", async () => {
    const { items } = await t.current.caller(admin).blog.adminList({})
    const stored = await t.current
      .em()
      .fork()
      .find(
        BlogArticleEntity,
        {},
        { populate: ['category'], orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
      )
    expect(items).toEqual(
      stored.map((article) => ({
        id: article.id,
        slug: article.slug,
        title: article.title,
        excerpt: article.excerpt ?? null,
        published: article.published,
        publishedAt: article.publishedAt ?? null,
        reviewRequestedAt: article.reviewRequestedAt ?? null,
        createdAt: article.createdAt,
        category: article.category ? { id: article.category.id, name: article.category.name } : null,
      })),
    )
    expect(items.some((row) => !row.published)).toBe(true)
  })
})

describe('blog.bySlug (the article page)', () => {
  it('gives the content rendered and sanitized on the server, and the reading time', async () => {
    const view = await t.current.caller().blog.bySlug({ slug: blog.live[0]!.slug.toUpperCase() })
    expect(view.html).toBe(
      '<p>Welcome week is when <strong>habits</strong> form. Book tables early and bring water.</p>\n',
    )
    expect(view.readingMinutes).toBe(1)
    expect(view).not.toHaveProperty('content')
  })

  it('hides drafts from visitors (NOT_FOUND) but shows them to staff', async () => {
    expect(await codeOf(t.current.caller().blog.bySlug({ slug: blog.draft.slug }))).toBe('NOT_FOUND')
    expect(await codeOf(t.current.caller(member).blog.bySlug({ slug: blog.scheduled.slug }))).toBe(
      'NOT_FOUND',
    )
    expect((await t.current.caller(admin).blog.bySlug({ slug: blog.draft.slug })).title).toBe(
      blog.draft.title,
    )
  })
})

describe('writes', () => {
  it('create → update → remove, staff only, with the spec messages', async () => {
    const values = {
      title: 'Typed procedures article',
      slug: 'typed-procedures-article',
      content: 'Long enough content for the article form.',
      tagIds: [blog.genZ.id],
    }
    expect(await codeOf(t.current.caller().blog.create(values))).toBe('UNAUTHORIZED')
    expect(await codeOf(t.current.caller(member).blog.create(values))).toBe('FORBIDDEN')

    const created = await t.current.caller(admin).blog.create(values)
    expect(created).toMatchObject({
      slug: 'typed-procedures-article',
      tags: [{ id: blog.genZ.id, name: blog.genZ.name }],
    })
    expect(await codeOf(t.current.caller(admin).blog.create(values))).toBe('CONFLICT')

    const error = await t.current
      .caller(admin)
      .blog.create({ ...values, slug: 'other', title: 'abc' })
      .catch((e) => e)
    expect(error.message).toBe('Invalid input: title: Title must be at least 5 characters')

    const updated = await t.current
      .caller(admin)
      .blog.update({ id: created.id, values: { published: true, publishedAt: null } })
    expect(updated.published).toBe(true)
    expect(updated.publishedAt).toBeInstanceOf(Date)

    expect(await t.current.caller(admin).blog.remove({ id: created.id })).toEqual({
      id: created.id,
      deleted: true,
    })
    expect(await codeOf(t.current.caller(admin).blog.byId({ id: created.id }))).toBe('NOT_FOUND')
  })

  it('preview renders and sanitizes on the server, for staff only', async () => {
    expect(await codeOf(t.current.caller().blog.preview({ content: '# Hi' }))).toBe('UNAUTHORIZED')
    const preview = await t.current
      .caller(admin)
      .blog.preview({ content: '# Hi\n\n<img src=x onerror=alert(1)>' })
    expect(preview.html).toBe('<h1>Hi</h1>\n<img src="x" />')
  })

  it('categories and tags: list for anyone, create/rename/remove for staff', async () => {
    expect((await t.current.caller().blog.categories.list()).map((c) => c.name)).toEqual([
      'Events',
      'Strategy',
    ])
    expect(await codeOf(t.current.caller(member).blog.tags.create({ name: 'Nope' }))).toBe('FORBIDDEN')
    const tag = await t.current.caller(admin).blog.tags.create({ name: 'Orientation' })
    const renamed = await t.current
      .caller(admin)
      .blog.tags.rename({ id: tag.id, values: { name: 'Welcome Week' } })
    expect(renamed).toEqual({ id: tag.id, name: 'Welcome Week', slug: 'welcome-week' })
    expect(await codeOf(t.current.caller(admin).blog.tags.create({ name: 'welcome week' }))).toBe('CONFLICT')
    await t.current.caller(admin).blog.tags.remove({ id: tag.id })
    const category = await t.current.caller(admin).blog.categories.create({ name: 'Partnerships' })
    await t.current.caller(admin).blog.categories.rename({ id: category.id, values: { name: 'Alliances' } })
    await t.current.caller(admin).blog.categories.remove({ id: category.id })
    expect((await t.current.caller().blog.tags.list()).map((x) => x.name)).not.toContain('Welcome Week')
  })
})
