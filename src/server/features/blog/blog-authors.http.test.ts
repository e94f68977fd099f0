import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { UserEntity } from '@/server/features/auth/public'
import { createBlogArticle } from './blog.factory'
import { arrangeBlog, asCookie, jsonRequest } from './blog.test-helpers'

/**
 * Authors (issue 35, ADR 0091) write and edit their own articles and submit them for review; they never
 * publish, schedule, write under another name, or see other people's drafts. Editors publish, which clears
 * the review mark. Real HTTP, both transports' rules being the same service.
 */
const t = useTestApp()
let blog: Awaited<ReturnType<typeof arrangeBlog>>
let author: { id: number; cookie: string }
let otherAuthor: { id: number; cookie: string }
let editor: string

beforeAll(async () => {
  blog = await arrangeBlog(t.current.em(), ' (authors)')
  const signedIn = await t.current.signIn({ role: 'author', displayName: 'Ann Author' })
  author = { id: signedIn.user.id, cookie: signedIn.cookie }
  const other = await t.current.signIn({ role: 'author' })
  otherAuthor = { id: other.user.id, cookie: other.cookie }
  editor = (await t.current.signIn({ role: 'editor' })).cookie
})

const draft = (slug: string, overrides: Record<string, unknown> = {}) => ({
  title: `Draft ${slug}`,
  slug,
  content: 'Students decide in the first week where they will buy coffee all term.',
  ...overrides,
})
const post = (path: string, body: unknown, cookie: string) =>
  t.current.request(path, jsonRequest('POST', body, cookie))
const patch = (id: number, body: unknown, cookie: string) =>
  t.current.request(`/api/blog/articles/${id}`, jsonRequest('PATCH', body, cookie))
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error

async function authorsDraft(slug: string) {
  const response = await post('/api/blog/articles', draft(slug), author.cookie)
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: { id: number } }).data.id
}

describe('an author', () => {
  it('creates a draft under their own name', async () => {
    const response = await post('/api/blog/articles', draft('authors-first'), author.cookie)
    expect(response.status).toBe(201)
    const { data } = (await response.json()) as { data: Record<string, unknown> }
    expect(data).toMatchObject({
      published: false,
      publishedAt: null,
      reviewRequestedAt: null,
      author: { id: author.id, displayName: 'Ann Author' },
    })
  })

  it('cannot publish, schedule or sign as someone else, on create or edit', async () => {
    for (const values of [
      { published: true },
      { publishedAt: '2030-01-01T10:00:00.000Z' },
      { authorId: otherAuthor.id },
    ]) {
      const created = await post('/api/blog/articles', draft('never-made', values), author.cookie)
      expect(created.status).toBe(403)
    }
    const id = await authorsDraft('authors-edit')
    const publishing = await patch(id, { published: true }, author.cookie)
    expect(publishing.status).toBe(403)
    expect(await errorOf(publishing)).toBe(
      'Authors cannot publish or schedule: submit the article for review instead.',
    )
    const edited = await patch(id, { title: 'A better title' }, author.cookie)
    expect(edited.status).toBe(200)
    expect(((await edited.json()) as { data: { title: string } }).data.title).toBe('A better title')
  })

  it('cannot edit another author’s article or a published one, nor delete', async () => {
    const id = await authorsDraft('authors-guarded')
    const byOther = await patch(id, { title: 'Taken over' }, otherAuthor.cookie)
    expect(byOther.status).toBe(403)
    expect(await errorOf(byOther)).toBe('Authors can edit only their own articles.')
    const published = await createBlogArticle(t.current.em(), {
      title: 'Published by an editor for the author',
      author: t.current.em().getReference(UserEntity, author.id),
    })
    expect((await patch(published.id, { title: 'Quietly changed' }, author.cookie)).status).toBe(403)
    const removal = await t.current.request(
      `/api/blog/articles/${id}`,
      jsonRequest('DELETE', undefined, author.cookie),
    )
    expect(removal.status).toBe(403)
  })

  it('manages only their own articles and reads only their own drafts', async () => {
    const id = await authorsDraft('authors-own-list')
    const mine = await t.current.caller((await t.current.signIn({ role: 'author' })).user).blog.adminList({})
    expect(mine.items).toEqual([])
    const list = (await (
      await t.current.request('/api/blog/articles?limit=100', asCookie(author.cookie))
    ).json()) as { data: { id: number }[] }
    const ids = list.data.map((article) => article.id)
    expect(ids).toContain(id)
    expect(ids).toContain(blog.live[0]!.id)
    expect(ids).not.toContain(blog.draft.id)
    expect(
      (await t.current.request(`/api/blog/articles/${blog.draft.id}`, asCookie(author.cookie))).status,
    ).toBe(404)
    expect((await t.current.request(`/api/blog/articles/${id}`, asCookie(otherAuthor.cookie))).status).toBe(
      404,
    )
  })
})

describe('review', () => {
  it('an author submits their draft; the editor sees it in review and publishing clears the mark', async () => {
    const id = await authorsDraft('authors-review')
    const submitted = await post(`/api/blog/articles/${id}/review`, {}, author.cookie)
    expect(submitted.status).toBe(200)
    const { data } = (await submitted.json()) as { data: { reviewRequestedAt: string | null } }
    expect(Date.parse(data.reviewRequestedAt!)).not.toBeNaN()
    expect((await post(`/api/blog/articles/${id}/review`, {}, otherAuthor.cookie)).status).toBe(403)

    const rows = (await (
      await t.current.request('/trpc/blog.adminList?input=%7B%22json%22%3A%7B%7D%7D', asCookie(editor))
    ).json()) as { result: { data: { json: { items: { id: number; reviewRequestedAt: string | null }[] } } } }
    const row = rows.result.data.json.items.find((item) => item.id === id)
    expect(row?.reviewRequestedAt).not.toBeNull()

    const published = await patch(id, { published: true }, editor)
    expect(published.status).toBe(200)
    expect(await published.json()).toMatchObject({ data: { published: true, reviewRequestedAt: null } })
    const again = await post(`/api/blog/articles/${id}/review`, {}, editor)
    expect(again.status).toBe(409)
  })
})
