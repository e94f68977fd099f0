import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { getArticle, listArticles } from './blog-article.service'
import { arrangeBlog, asCookie } from './blog.test-helpers'

/** Decision D12: the public only ever sees published articles whose date has come, whatever it asks. */
const t = useTestApp()
let blog: Awaited<ReturnType<typeof arrangeBlog>>
let admin: string
let member: string

beforeAll(async () => {
  blog = await arrangeBlog(t.current.em())
  admin = (await t.current.signIn({ isAdmin: true })).cookie
  member = (await t.current.signIn({ isAdmin: false })).cookie
})

const titles = async (query: string, init?: RequestInit) => {
  const body = await (await t.current.request(`/api/blog/articles${query}`, init)).json()
  return { titles: (body.data as { title: string }[]).map((a) => a.title).sort(), total: body.meta.total }
}

describe('the public (anonymous, or signed in without admin rights)', () => {
  it.each([
    ['', undefined],
    ['?published=false', undefined],
    ['?published=true', undefined],
    ['?search=secret', undefined],
    ['?search=spring', undefined],
    ['', 'member'],
    ['?published=false', 'member'],
  ])('never sees drafts or scheduled articles (query %s, %s)', async (query, who) => {
    const { titles: seen, total } = await titles(query, who ? asCookie(member) : undefined)
    expect(seen).not.toContain('Secret draft about finals')
    expect(seen).not.toContain('Scheduled spring playbook')
    if (query === '' || query === '?published=false') expect(total).toBe('3')
  })

  it('cannot open a draft or a scheduled article by slug or id', async () => {
    for (const article of [blog.draft, blog.scheduled]) {
      expect((await t.current.request(`/api/blog/articles/slug/${article.slug}`)).status).toBe(404)
      expect((await t.current.request(`/api/blog/articles/${article.id}`)).status).toBe(404)
      expect((await t.current.request(`/api/blog/articles/${article.id}`, asCookie(member))).status).toBe(404)
    }
  })

  it('does not find hidden articles through a tag or category either', async () => {
    const { total } = await titles(`?tagId=${blog.sampling.id}`)
    expect(total).toBe('1')
  })

  it('sees a scheduled article once its date has come', async () => {
    const em = t.current.em()
    const inEightDays = new Date(Date.now() + 8 * 86_400_000)
    const later = await listArticles(em, 'public', {}, inEightDays)
    expect(later.items.map((a) => a.id)).toContain(blog.scheduled.id)
    await expect(getArticle(em, 'public', { id: blog.scheduled.id }, inEightDays)).resolves.toMatchObject({
      slug: blog.scheduled.slug,
    })
  })
})

describe('staff', () => {
  it('see every article, drafts and scheduled ones included, newest created first', async () => {
    const { titles: seen, total } = await titles('', asCookie(admin))
    expect(total).toBe('5')
    expect(seen).toContain('Secret draft about finals')
    expect(seen).toContain('Scheduled spring playbook')
  })

  it('filter by published: drafts alone, or published ones (scheduled included)', async () => {
    expect((await titles('?published=false', asCookie(admin))).titles).toEqual(['Secret draft about finals'])
    const published = await titles('?published=true', asCookie(admin))
    expect(published.total).toBe('4')
    expect(published.titles).toContain('Scheduled spring playbook')
  })

  it('open drafts by slug and id', async () => {
    const bySlug = await t.current.request(`/api/blog/articles/slug/${blog.draft.slug}`, asCookie(admin))
    expect(bySlug.status).toBe(200)
    expect((await t.current.request(`/api/blog/articles/${blog.draft.id}`, asCookie(admin))).status).toBe(200)
  })
})
