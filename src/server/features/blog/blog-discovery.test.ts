import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { createUser } from '@/server/features/auth/user.factory'
import type { BlogArticle } from './blog-article.entity'
import type { BlogTag } from './blog-tag.entity'
import { createBlogArticle, createBlogCategory, createBlogTag } from './blog.factory'
import { arrangeBlog } from './blog.test-helpers'

/**
 * Issue 18, ADR 0044: typo-tolerant search through the blog's own word table, related articles, the tag list
 * with counts and the author's bio, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
 */
const t = useTestApp()
let blog: Awaited<ReturnType<typeof arrangeBlog>>
let ambassadors: BlogArticle
let recruiting: BlogArticle
let unrelated: BlogArticle
let ambassadorTag: BlogTag

beforeAll(async () => {
  const em = t.current.em()
  blog = await arrangeBlog(em, ' D')
  const author = await createUser(em, {
    username: 'casey.writer',
    password: 'a long enough password',
    displayName: 'Casey Writer',
    bio: 'Casey has run ambassador programs on forty campuses.',
  })
  const programs = await createBlogCategory(em, 'Programs D')
  ambassadorTag = await createBlogTag(em, 'Ambassadors D')
  const day = 86_400_000
  ambassadors = await createBlogArticle(em, {
    title: 'Paying your student ambassadors fairly',
    content: 'An ambassador program lives or dies by how it pays. Hourly beats per-post.',
    category: programs,
    tags: [ambassadorTag, blog.genZ],
    author,
    publishedAt: new Date(Date.now() - 5 * day),
  })
  recruiting = await createBlogArticle(em, {
    title: 'Recruiting on campus in the first week',
    content: 'Recruit where first-years already gather: the welcome fair and residence halls.',
    category: programs,
    tags: [ambassadorTag],
    publishedAt: new Date(Date.now() - 10 * day),
  })
  unrelated = await createBlogArticle(em, {
    title: 'Reading the dashboard',
    content: 'Numbers per campus, reviewed weekly, are the only numbers that move budgets.',
    publishedAt: new Date(Date.now() - 20 * day),
  })
})

const slugsFor = async (search: string) =>
  (await t.current.caller().blog.list({ search, limit: 100 })).items.map((item) => item.slug)

describe('typo-tolerant search', () => {
  it('finds ambassador articles for "ambasador", and still matches exact text', async () => {
    expect(await slugsFor('ambasador')).toEqual([ambassadors.slug])
    expect(await slugsFor('AMBASADOR')).toEqual([ambassadors.slug])
    expect(await slugsFor('ambassador')).toEqual([ambassadors.slug])
  })

  it('corrects the mistyped words of a phrase and keeps the phrase', async () => {
    expect(await slugsFor('recruting on campus')).toEqual([recruiting.slug])
    expect(await slugsFor('recruting dashboard')).toEqual([])
  })

  it('corrects towards words only a draft contains without ever showing the draft', async () => {
    // "finals" occurs only in the draft (and the word table): the public list stays empty.
    expect(await slugsFor('finnals')).toEqual([])
  })

  it('REST takes the same search', async () => {
    const answer = await (await t.current.request('/api/blog/articles?search=ambasador')).json()
    expect(answer.data.map((item: { slug: string }) => item.slug)).toEqual([ambassadors.slug])
  })
})

describe('related articles on the article page', () => {
  it('puts shared tags first, then the newest, and never itself or hidden articles', async () => {
    const view = await t.current.caller().blog.bySlug({ slug: ambassadors.slug })
    const related = view.related.map((item) => item.slug)
    expect(related).toHaveLength(3)
    expect(related).not.toContain(ambassadors.slug)
    // Two shared tags (Ambassadors, Gen Z) outweigh one: recruiting (1 tag + category) and the Gen Z articles.
    expect(related[0]).toBe(recruiting.slug)
    for (const hidden of [blog.draft.slug, blog.scheduled.slug]) expect(related).not.toContain(hidden)
    expect(related).not.toContain(unrelated.slug)
    expect(view.related[0]).not.toHaveProperty('content')
  })

  it('falls back to the newest live articles when nothing is shared', async () => {
    const view = await t.current.caller().blog.bySlug({ slug: unrelated.slug })
    const newest = (await t.current.caller().blog.list({ limit: 4 })).items
      .map((item) => item.slug)
      .filter((slug) => slug !== unrelated.slug)
      .slice(0, 3)
    expect(view.related.map((item) => item.slug)).toEqual(newest)
  })
})

describe('tag list and author bio', () => {
  it('counts only live articles per tag', async () => {
    const tags = await t.current.caller().blog.tags.list()
    const count = (id: number) => tags.find((tag) => tag.id === id)?.articleCount
    expect(count(ambassadorTag.id)).toBe(2)
    // Sampling: one live article, plus a draft and a scheduled one that do not count.
    expect(count(blog.sampling.id)).toBe(1)
  })

  it('carries the author display name and bio on the article, through tRPC and REST', async () => {
    const view = await t.current.caller().blog.bySlug({ slug: ambassadors.slug })
    expect(view.author).toMatchObject({ displayName: 'Casey Writer', bio: expect.stringContaining('forty') })
    const rest = await (await t.current.request(`/api/blog/articles/slug/${ambassadors.slug}`)).json()
    expect(rest.data.author.bio).toBe('Casey has run ambassador programs on forty campuses.')
    expect(rest.data.author).not.toHaveProperty('password')
  })
})
