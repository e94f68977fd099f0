import { TRPCError } from '@trpc/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import type { CurrentUser } from '@/server/features/auth/current-user'
import { createBlogArticle } from './blog.factory'
import { asCookie, jsonRequest } from './blog.test-helpers'

/**
 * Two staff editing one article (issue 36 point 3, ADR 0135): the save made from an older version is refused
 * with a clear 409, over REST (If-Match) and tRPC (`expectedVersion`), and of two saves racing from one version
 * exactly one wins. Runs on PGlite and, with TEST_DATABASE_URL, on the PostgreSQL server.
 */
const t = useTestApp()
let editor: { user: CurrentUser; cookie: string }

beforeAll(async () => {
  editor = await t.current.signIn({ role: 'editor' })
})

async function newDraft(slug: string) {
  return createBlogArticle(t.current.em(), {
    title: `Versioned ${slug}`,
    slug,
    content: 'The first words of an article two people edit.',
    published: false,
  })
}

const patch = (id: number, values: Record<string, unknown>, ifMatch?: string) => {
  const init = jsonRequest('PATCH', values, editor.cookie)
  if (ifMatch) (init.headers as Record<string, string>)['If-Match'] = ifMatch
  return t.current.request(`/api/blog/articles/${id}`, init)
}

describe('REST: ETag and If-Match', () => {
  it('GET answers staff the version as the ETag; a save from it counts one more', async () => {
    const article = await newDraft('etag-and-if-match')
    const read = await t.current.request(`/api/blog/articles/${article.id}`, asCookie(editor.cookie))
    expect(read.headers.get('etag')).toBe('"v1"')
    expect((await read.json()).data.version).toBe(1)

    const saved = await patch(article.id, { title: 'Saved from version one' }, '"v1"')
    expect(saved.status).toBe(200)
    expect((await saved.json()).data).toMatchObject({ version: 2, title: 'Saved from version one' })
    const again = await t.current.request(`/api/blog/articles/${article.id}`, asCookie(editor.cookie))
    expect(again.headers.get('etag')).toBe('"v2"')
  })

  it('refuses a save from an older version with 409 and a clear message, and keeps the first save', async () => {
    const article = await newDraft('stale-rest-save')
    expect(
      (await patch(article.id, { content: 'What the first editor wrote and saved.' }, '"v1"')).status,
    ).toBe(200)
    const stale = await patch(
      article.id,
      { content: 'What the second editor wrote, from version one.' },
      'W/"v1"',
    )
    expect(stale.status).toBe(409)
    const body = await stale.json()
    expect(body.error).toMatch(/^Someone else saved this article at .+ UTC, after you opened it\. Reload/)
    expect(body.fields).toHaveProperty('expectedVersion')
    const stored = await (
      await t.current.request(`/api/blog/articles/${article.id}`, asCookie(editor.cookie))
    ).json()
    expect(stored.data).toMatchObject({ content: 'What the first editor wrote and saved.', version: 2 })
  })

  it('without If-Match (or with *) the save is accepted, as scripts written before versions expect', async () => {
    const article = await newDraft('no-if-match')
    expect((await patch(article.id, { title: 'A script’s first save' })).status).toBe(200)
    const star = await patch(article.id, { title: 'A script’s second save' }, '*')
    expect(star.status).toBe(200)
    expect((await star.json()).data.version).toBe(3)
  })

  it('answers 400, not a save, for an If-Match that is not one of its ETags', async () => {
    const article = await newDraft('bad-if-match')
    for (const header of ['"3"', 'v1', '"v0"', '"vx"', '"abc123"']) {
      const response = await patch(article.id, { title: 'Never saved like this' }, header)
      expect(response.status, header).toBe(400)
      expect((await response.json()).error).toMatch(/^If-Match must be the ETag/)
    }
    const stored = await (
      await t.current.request(`/api/blog/articles/${article.id}`, asCookie(editor.cookie))
    ).json()
    expect(stored.data.version).toBe(1)
  })
})

describe('tRPC: expectedVersion', () => {
  it('refuses a stale save with CONFLICT and the field the editor recognizes', async () => {
    const article = await newDraft('stale-trpc-save')
    const caller = t.current.caller(editor.user)
    const first = await caller.blog.update({
      id: article.id,
      values: { title: 'First editor' },
      expectedVersion: 1,
    })
    expect(first.version).toBe(2)
    const error = await caller.blog
      .update({ id: article.id, values: { title: 'Second editor' }, expectedVersion: 1 })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(TRPCError)
    expect((error as TRPCError).code).toBe('CONFLICT')
    expect((error as TRPCError).message).toMatch(/^Someone else saved this article/)
    expect((await caller.blog.byId({ id: article.id })).title).toBe('First editor')
  })

  it('counts a change of tags alone as a save', async () => {
    const article = await newDraft('tags-only-save')
    const saved = await t.current.caller(editor.user).blog.update({
      id: article.id,
      values: { tagIds: [] },
      expectedVersion: 1,
    })
    expect(saved.version).toBe(2)
  })
})

describe('two saves racing from one version', () => {
  it('exactly one wins, whichever reaches the database first, and the other hears 409', async () => {
    for (const round of [1, 2, 3]) {
      const article = await newDraft(`racing-saves-${round}`)
      const answers = await Promise.all(
        ['A', 'B', 'C', 'D'].map((who) =>
          patch(article.id, { content: `Editor ${who} saved these words from version one.` }, '"v1"'),
        ),
      )
      const statuses = answers.map((answer) => answer.status).sort()
      expect(statuses).toEqual([200, 409, 409, 409])
      const winner = await answers.find((answer) => answer.status === 200)!.json()
      const stored = await (
        await t.current.request(`/api/blog/articles/${article.id}`, asCookie(editor.cookie))
      ).json()
      expect(stored.data).toMatchObject({ version: 2, content: winner.data.content })
    }
  })
})
