import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import type { CurrentUser } from '@/server/features/auth/current-user'
import { asCookie, jsonRequest } from './blog.test-helpers'

/**
 * Every save keeps a revision; staff list, read and restore them (issue 36 point 3, ADR 0136). Restoring is a
 * save through the version check; authors reach their own articles' history only (ADR 0091).
 */
const t = useTestApp()
type Staff = { user: CurrentUser; cookie: string }
let editor: Staff
let author: Staff
let otherAuthor: Staff

beforeAll(async () => {
  editor = await t.current.signIn({ role: 'editor', firstName: 'Erin', lastName: 'Edits' })
  author = await t.current.signIn({ role: 'author', firstName: 'Ari', lastName: 'Writes' })
  otherAuthor = await t.current.signIn({ role: 'author' })
})

const send = (who: Staff, method: string, path: string, body?: unknown, ifMatch?: string) => {
  const init = jsonRequest(method, body, who.cookie)
  if (ifMatch) (init.headers as Record<string, string>)['If-Match'] = ifMatch
  return t.current.request(`/api/blog/articles${path}`, init)
}
const read = async (who: Staff, path: string) =>
  (await t.current.request(`/api/blog/articles${path}`, asCookie(who.cookie))).json()

async function writeArticle(who: Staff, slug: string) {
  const created = await send(who, 'POST', '', {
    title: 'The first title of all',
    slug,
    content: 'The first words, as they were written on day one.',
  })
  expect(created.status).toBe(201)
  return (await created.json()).data as { id: number; version: number }
}

describe('history', () => {
  it('keeps every save, newest first, with who saved it and when', async () => {
    const article = await writeArticle(editor, 'history-of-saves')
    await send(editor, 'PATCH', `/${article.id}`, { title: 'The second title here' }, '"v1"')
    await send(editor, 'PATCH', `/${article.id}`, { content: 'Words rewritten for the third save.' }, '"v2"')
    const { data: revisions } = await read(editor, `/${article.id}/revisions`)
    expect(revisions.map((revision: { version: number }) => revision.version)).toEqual([3, 2, 1])
    expect(revisions[2]).toMatchObject({ title: 'The first title of all', autosave: false })
    expect(revisions[0].savedBy.displayName).toBe(editor.user.displayName)
    expect(Number.isNaN(Date.parse(revisions[0].savedAt))).toBe(false)

    const { data: first } = await read(editor, `/${article.id}/revisions/${revisions[2].id}`)
    expect(first).toMatchObject({
      version: 1,
      content: 'The first words, as they were written on day one.',
      published: false,
      tagIds: [],
    })
    expect(
      (await t.current.request(`/api/blog/articles/${article.id}/revisions/999999`, asCookie(editor.cookie)))
        .status,
    ).toBe(404)
  })
})

describe('restore', () => {
  it('puts the words back as a new save and a new revision, through the version check', async () => {
    const article = await writeArticle(editor, 'restore-a-revision')
    await send(editor, 'PATCH', `/${article.id}`, { title: 'A worse title, later', published: true }, '"v1"')
    const { data: revisions } = await read(editor, `/${article.id}/revisions`)
    const first = revisions.at(-1)

    const stale = await send(
      editor,
      'POST',
      `/${article.id}/revisions/${first.id}/restore`,
      undefined,
      '"v1"',
    )
    expect(stale.status).toBe(409)
    expect((await stale.json()).error).toMatch(/^Someone else saved this article/)

    const restored = await send(
      editor,
      'POST',
      `/${article.id}/revisions/${first.id}/restore`,
      undefined,
      '"v2"',
    )
    expect(restored.status).toBe(200)
    // The words come back; the article stays published, as it is now.
    expect((await restored.json()).data).toMatchObject({
      title: 'The first title of all',
      version: 3,
      published: true,
    })
    const { data: after } = await read(editor, `/${article.id}/revisions`)
    expect(after.map((revision: { title: string }) => revision.title)).toEqual([
      'The first title of all',
      'A worse title, later',
      'The first title of all',
    ])
  })

  it('takes the expected version in the body too, for the procedure and REST alike', async () => {
    const article = await writeArticle(editor, 'restore-by-procedure')
    const [revision] = await t.current.caller(editor.user).blog.revisions.list({ id: article.id })
    const stale = t.current
      .caller(editor.user)
      .blog.revisions.restore({ id: article.id, revisionId: revision!.id, expectedVersion: 7 })
    await expect(stale).rejects.toMatchObject({ code: 'CONFLICT' })
    const saved = await t.current
      .caller(editor.user)
      .blog.revisions.restore({ id: article.id, revisionId: revision!.id, expectedVersion: 1 })
    expect(saved.version).toBe(2)
  })
})

describe('authors', () => {
  it('see and restore their own drafts’ history, and no one else’s', async () => {
    const own = await writeArticle(author, 'an-authors-own-draft')
    const { data: revisions } = await read(author, `/${own.id}/revisions`)
    expect(revisions).toHaveLength(1)
    const restored = await send(
      author,
      'POST',
      `/${own.id}/revisions/${revisions[0].id}/restore`,
      undefined,
      '"v1"',
    )
    expect(restored.status).toBe(200)

    for (const path of [`/${own.id}/revisions`, `/${own.id}/revisions/${revisions[0].id}`]) {
      const refused = await t.current.request(`/api/blog/articles${path}`, asCookie(otherAuthor.cookie))
      expect(refused.status, path).toBe(403)
      expect((await refused.json()).error).toBe('Authors can see the history of their own articles only.')
    }
    const restore = await send(
      otherAuthor,
      'POST',
      `/${own.id}/revisions/${revisions[0].id}/restore`,
      undefined,
    )
    expect(restore.status).toBe(403)
    // Editors read every article's history.
    expect((await read(editor, `/${own.id}/revisions`)).data).toHaveLength(2)
  })
})

describe('autosave', () => {
  it('merges one person’s consecutive autosaves into one revision, and never saves a published article', async () => {
    const article = await writeArticle(editor, 'autosaved-draft')
    const caller = t.current.caller(editor.user)
    const values = (n: number) => ({ content: `Typing along, autosave number ${n} of the draft.` })
    await caller.blog.update({ id: article.id, values: values(1), expectedVersion: 1, autosave: true })
    await caller.blog.update({ id: article.id, values: values(2), expectedVersion: 2, autosave: true })
    const revisions = await caller.blog.revisions.list({ id: article.id })
    expect(revisions.map((revision) => [revision.version, revision.autosave])).toEqual([
      [3, true],
      [1, false],
    ])
    expect((await caller.blog.revisions.get({ id: article.id, revisionId: revisions[0]!.id })).content).toBe(
      values(2).content,
    )
    const publishing = caller.blog.update({
      id: article.id,
      values: { published: true },
      expectedVersion: 3,
      autosave: true,
    })
    await expect(publishing).rejects.toMatchObject({ code: 'BAD_REQUEST' })
    expect((await caller.blog.byId({ id: article.id })).published).toBe(false)
  })
})
