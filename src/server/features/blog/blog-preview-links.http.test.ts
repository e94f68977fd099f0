import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import type { CurrentUser } from '@/server/features/auth/current-user'
import { hashToken } from '@/server/lib/tokens/single-use-token'
import { PREVIEW_LINK_GONE } from '@/shared/blog/preview-link.schema'
import { BlogArticlePreviewLinkEntity } from './blog-article-preview-link.entity'
import { createPreviewLink, readPreview, sweepExpiredPreviewLinks } from './blog-preview-links.service'
import { asCookie, jsonRequest } from './blog.test-helpers'

/**
 * Preview links (issue 36 point 3, ADR 0148): staff make a link to a draft; anyone holding it reads the draft
 * until it expires or is revoked, and then gets the same 404 as for a link that never was. Only the token's hash
 * is stored. Time is passed to the service, never waited for.
 */
const t = useTestApp()
type Staff = { user: CurrentUser; cookie: string }
let editor: Staff
let author: Staff
let otherAuthor: Staff
const HOUR = 3_600_000

beforeAll(async () => {
  editor = await t.current.signIn({ role: 'editor', firstName: 'Erin', lastName: 'Edits' })
  author = await t.current.signIn({ role: 'author', firstName: 'Ari', lastName: 'Writes' })
  otherAuthor = await t.current.signIn({ role: 'author' })
})

const send = (who: Staff, method: string, path: string, body?: unknown) =>
  t.current.request(`/api/blog/articles${path}`, jsonRequest(method, body, who.cookie))

async function writeDraft(who: Staff, slug: string) {
  const created = await send(who, 'POST', '', {
    title: 'A draft worth a second look',
    slug,
    content: 'Words **not yet** for everyone: only for whoever holds the link.',
  })
  expect(created.status).toBe(201)
  return (await created.json()).data as { id: number }
}

async function makeLink(who: Staff, articleId: number, body?: unknown) {
  const made = await send(who, 'POST', `/${articleId}/preview-links`, body)
  expect(made.status).toBe(201)
  expect(made.headers.get('cache-control')).toBe('no-store')
  const link = (await made.json()).data as { id: number; url: string; expiresAt: string; createdAt: string }
  return { ...link, token: link.url.split('/').pop()! }
}

/** The preview as a visitor reads it: no cookie. */
const visit = (token: string) => t.current.request(`/api/blog/previews/${token}`)

async function expectGone(token: string) {
  const answer = await visit(token)
  expect(answer.status).toBe(404)
  return (await answer.json()).error as string
}

describe('a preview link', () => {
  it('shows the draft to a visitor without a session, rendered as its page is, and never to a cache', async () => {
    const draft = await writeDraft(editor, 'preview-of-a-draft')
    const link = await makeLink(editor, draft.id)
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/blog\/preview\/[A-Za-z0-9_-]{43}$/)
    // 72 hours unless chosen.
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(72 * HOUR)

    const answer = await visit(link.token)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const { data } = await answer.json()
    expect(data.expiresAt).toBe(link.expiresAt)
    expect(data.article).toMatchObject({
      id: draft.id,
      title: 'A draft worth a second look',
      published: false,
    })
    expect(data.article.html).toContain('<strong>not yet</strong>')
    expect(data.article).not.toHaveProperty('content')
    // The article itself stays hidden from visitors.
    expect((await t.current.request(`/api/blog/articles/${draft.id}`)).status).toBe(404)
  })

  it('works for the lifetime chosen and not a moment longer; expired reads exactly as never made', async () => {
    const draft = await writeDraft(editor, 'preview-that-expires')
    const link = await makeLink(editor, draft.id, { expiresInHours: 24 })
    const made = Date.parse(link.createdAt)
    expect(Date.parse(link.expiresAt) - made).toBe(24 * HOUR)

    const em = t.current.em()
    expect((await readPreview(em, link.token, new Date(made + 24 * HOUR - 1))).article.id).toBe(draft.id)
    await expect(readPreview(em, link.token, new Date(made + 24 * HOUR))).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: PREVIEW_LINK_GONE,
    })

    // Over HTTP: the row's time runs out, and the answer is the one a random token gets, byte for byte.
    await t.current
      .em()
      .nativeUpdate(BlogArticlePreviewLinkEntity, { id: link.id }, { expiresAt: new Date(Date.now() - 1000) })
    const expired = await visit(link.token)
    const neverMade = await visit('A'.repeat(43))
    expect([expired.status, neverMade.status]).toEqual([404, 404])
    expect(await expired.text()).toBe(await neverMade.text())
    expect(await expectGone('A'.repeat(43))).toBe(PREVIEW_LINK_GONE)
    // A malformed token is not even looked up, and answers the same.
    expect(await expectGone('not-a-token')).toBe(PREVIEW_LINK_GONE)
    // The editor lists it no more.
    const listed = await t.current.request(
      `/api/blog/articles/${draft.id}/preview-links`,
      asCookie(editor.cookie),
    )
    expect((await listed.json()).data).toEqual([])
  })

  it('refuses a lifetime outside 1 hour to 30 days', async () => {
    const draft = await writeDraft(editor, 'preview-lifetimes')
    for (const expiresInHours of [0, 721, 1.5, 'soon']) {
      const refused = await send(editor, 'POST', `/${draft.id}/preview-links`, { expiresInHours })
      expect(refused.status, String(expiresInHours)).toBe(400)
    }
    expect(Date.parse((await makeLink(editor, draft.id, { expiresInHours: 720 })).expiresAt)).toBeGreaterThan(
      Date.now() + 719 * HOUR,
    )
  })

  it('stops at once when revoked, with the same 404', async () => {
    const draft = await writeDraft(editor, 'preview-revoked')
    const kept = await makeLink(editor, draft.id)
    const revoked = await makeLink(editor, draft.id)
    const answer = await send(editor, 'DELETE', `/${draft.id}/preview-links/${revoked.id}`)
    expect(answer.status).toBe(200)
    expect((await answer.json()).data).toEqual({ id: revoked.id, deleted: true })
    expect(await expectGone(revoked.token)).toBe(PREVIEW_LINK_GONE)
    expect((await visit(kept.token)).status).toBe(200)
    // Revoking it again, or through another article, finds nothing.
    expect((await send(editor, 'DELETE', `/${draft.id}/preview-links/${revoked.id}`)).status).toBe(404)
    const other = await writeDraft(editor, 'preview-other-article')
    expect((await send(editor, 'DELETE', `/${other.id}/preview-links/${kept.id}`)).status).toBe(404)
    expect((await visit(kept.token)).status).toBe(200)
  })

  it('ends with its article', async () => {
    const draft = await writeDraft(editor, 'preview-deleted-article')
    const link = await makeLink(editor, draft.id)
    expect((await send(editor, 'DELETE', `/${draft.id}`)).status).toBe(200)
    expect(await expectGone(link.token)).toBe(PREVIEW_LINK_GONE)
    expect(await t.current.em().count(BlogArticlePreviewLinkEntity, { id: link.id })).toBe(0)
  })
})

describe('what is stored and listed', () => {
  it('keeps only the token’s SHA-256, and lists links without it', async () => {
    const draft = await writeDraft(editor, 'preview-stored-hash')
    const link = await makeLink(editor, draft.id, { expiresInHours: 168 })
    const rows = await t.current
      .em()
      .execute<Record<string, unknown>[]>('select * from blog_article_preview_links where id = ?', [link.id])
    expect(rows).toHaveLength(1)
    expect(rows[0]!.token_hash).toBe(hashToken(link.token))
    expect(JSON.stringify(rows[0])).not.toContain(link.token)

    const listed = await t.current.request(
      `/api/blog/articles/${draft.id}/preview-links`,
      asCookie(editor.cookie),
    )
    expect(listed.headers.get('cache-control')).toBe('no-store')
    const body = await listed.text()
    expect(body).not.toContain(link.token)
    const { data } = JSON.parse(body)
    expect(data).toEqual([
      {
        id: link.id,
        createdAt: link.createdAt,
        expiresAt: link.expiresAt,
        createdBy: { displayName: editor.user.displayName },
      },
    ])
  })

  it('deletes expired links when the next one is made', async () => {
    const em = t.current.em()
    const draft = await writeDraft(editor, 'preview-swept')
    const now = new Date()
    const old = await createPreviewLink(
      em,
      { id: draft.id, expiresInHours: 1 },
      editor.user,
      t.current.config,
      new Date(now.getTime() - 2 * HOUR),
    )
    const live = await createPreviewLink(
      em,
      { id: draft.id, expiresInHours: 1 },
      editor.user,
      t.current.config,
      now,
    )
    const ids = (await t.current.em().find(BlogArticlePreviewLinkEntity, { article: draft.id })).map(
      (row) => row.id,
    )
    expect(ids).toEqual([live.id])
    expect(ids).not.toContain(old.id)
    expect(
      await sweepExpiredPreviewLinks(t.current.em(), new Date(now.getTime() + 2 * HOUR)),
    ).toBeGreaterThanOrEqual(1)
  })
})

describe('who may make links', () => {
  it('lets an author share their own draft, and no one else’s (403)', async () => {
    const own = await writeDraft(author, 'preview-an-authors-draft')
    const link = await makeLink(author, own.id)
    expect((await visit(link.token)).status).toBe(200)

    for (const [method, path] of [
      ['POST', `/${own.id}/preview-links`],
      ['GET', `/${own.id}/preview-links`],
      ['DELETE', `/${own.id}/preview-links/${link.id}`],
    ] as const) {
      const refused = await send(otherAuthor, method, path, method === 'POST' ? {} : undefined)
      expect(refused.status, `${method} ${path}`).toBe(403)
      expect((await refused.json()).error).toBe('Authors can share previews of their own articles only.')
    }
    // Editors manage every article's links; visitors none.
    expect(
      (await t.current.request(`/api/blog/articles/${own.id}/preview-links`, asCookie(editor.cookie))).status,
    ).toBe(200)
    expect((await t.current.request(`/api/blog/articles/${own.id}/preview-links`)).status).toBe(401)
    expect((await visit(link.token)).status).toBe(200)
  })

  it('works through the procedures the editor calls', async () => {
    const draft = await writeDraft(editor, 'preview-by-procedure')
    const caller = t.current.caller(editor.user)
    const made = await caller.blog.previewLinks.create({ id: draft.id, expiresInHours: 24 })
    expect((await caller.blog.previewLinks.list({ id: draft.id })).map((link) => link.id)).toEqual([made.id])
    const token = made.url.split('/').pop()!
    expect((await t.current.caller(null).blog.previewLinks.read({ token })).article.id).toBe(draft.id)
    await caller.blog.previewLinks.revoke({ id: draft.id, linkId: made.id })
    await expect(t.current.caller(null).blog.previewLinks.read({ token })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
  })
})

describe('the page', () => {
  it('renders the draft with its banner, noindex and private; a dead link is a 404 page', async () => {
    const draft = await writeDraft(editor, 'preview-page')
    const link = await makeLink(editor, draft.id)
    const page = await t.current.request(`/blog/preview/${link.token}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-store')
    const html = await page.text()
    expect(html).toContain('A draft worth a second look')
    expect(html).toContain('Preview of a draft: visitors cannot see it yet. This link expires')
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/)

    await send(editor, 'DELETE', `/${draft.id}/preview-links/${link.id}`)
    const dead = await t.current.request(`/blog/preview/${link.token}`)
    expect(dead.status).toBe(404)
    expect(dead.headers.get('cache-control')).toBe('no-store')
    const deadHtml = await dead.text()
    expect(deadHtml).toContain(PREVIEW_LINK_GONE)
    expect(deadHtml).not.toContain('A draft worth a second look')
    expect((await t.current.request('/blog/preview/not-a-token')).status).toBe(404)
  })

  it('says when the article is live already, and is never kept in the page cache', async () => {
    const draft = await writeDraft(editor, 'preview-published')
    await send(editor, 'PATCH', `/${draft.id}`, {
      published: true,
      publishedAt: new Date(Date.now() - HOUR).toISOString(),
    })
    const link = await makeLink(editor, draft.id)
    const html = await (await t.current.request(`/blog/preview/${link.token}`)).text()
    expect(html).toContain('This article is published')
    expect(await t.current.request('/sitemap.xml').then((answer) => answer.text())).not.toContain(
      '/blog/preview/',
    )
  })
})
