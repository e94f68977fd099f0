import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import type { CurrentUser } from '@/server/features/auth/current-user'
import { asCookie, jsonRequest } from '@/server/features/blog/blog.test-helpers'
import { defaultHomeCopy } from '@/shared/site-copy/home-copy.defaults'
import type { HomeCopy } from '@/shared/site-copy/home-copy.schema'

/**
 * The site's copy staff edit (issue 36 point 1, ADR 0155), the home page's part: the demo copy until a save, a
 * save is one row through a version check, and the next render of the page says the saved copy (the shared read
 * cache and the page cache are emptied by the write). On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
const t = useTestApp()
type Staff = { user: CurrentUser; cookie: string }
let editor: Staff
let admin: Staff
let author: Staff
let sales: Staff

beforeAll(async () => {
  editor = await t.current.signIn({ role: 'editor', firstName: 'Erin', lastName: 'Edits' })
  admin = await t.current.signIn({ role: 'admin' })
  author = await t.current.signIn({ role: 'author' })
  sales = await t.current.signIn({ role: 'sales' })
})

const put = (body: unknown, who?: Staff) =>
  t.current.request('/api/site/pages/home', jsonRequest('PUT', body, who?.cookie))
const publicCopy = async () =>
  ((await (await t.current.request('/api/site/pages/home')).json()) as { data: HomeCopy }).data
const staffCopy = async (who: Staff) =>
  (
    (await (await t.current.request('/api/site/pages/home/staff', asCookie(who.cookie))).json()) as {
      data: { copy: HomeCopy; version: number; edited: boolean; updatedBy: string | null }
    }
  ).data
const homeHtml = async () => {
  const response = await t.current.request('/')
  expect(response.status).toBe(200)
  return response.text()
}
const withHero = (hero: Partial<HomeCopy['hero']>): HomeCopy => ({
  ...defaultHomeCopy,
  hero: { ...defaultHomeCopy.hero, ...hero },
})

describe('before any edit', () => {
  it('the API and the home page say the demo copy, its slots filled; staff read it with the slots', async () => {
    expect(await staffCopy(editor)).toMatchObject({
      copy: defaultHomeCopy,
      version: 0,
      edited: false,
      updatedBy: null,
    })
    const copy = await publicCopy()
    expect(copy.capabilities.title).toBe(defaultHomeCopy.capabilities.title)
    // Each slot is filled with its value, never carried as written: not in the API, the markup or the route data.
    expect(copy.cta.title).toBe('Launch on campus in 48 hours')
    expect(copy.hero.lead).toMatch(/^CampusPulse runs street teams/)
    expect(JSON.stringify(copy)).not.toMatch(/\{(brand|partner|network\.\w+|figure\.\w+)\}/)
    const html = await homeHtml()
    expect(html).toContain('Everything it takes to win on campus')
    expect(html).toContain('Launch on campus in 48 hours')
    expect(html).not.toMatch(/\{(brand|partner|network\.\w+|figure\.\w+)\}/)
  })
})

describe('a save', () => {
  it('is answered with the new version, and the next render of / says it (the cache was emptied)', async () => {
    // Read first, so the page and the API are in the shared read cache when the save comes.
    expect(await homeHtml()).not.toContain('Campus marketing, done by students')
    expect((await publicCopy()).hero.title).toMatch(/^Put your brand on campus/)

    const copy = withHero({
      title: 'Campus marketing, done by students',
      lead: '{brand} at {network.colleges}.',
    })
    copy.cta = { ...copy.cta, title: 'Go live in {figure.launch}' }
    copy.proof = {
      ...copy.proof,
      title: 'Measured on every campus',
      call: { ...copy.proof.call, text: 'Thirty minutes, one plan, from {figure.startingBudget}.' },
    }
    const saved = await put({ copy, expectedVersion: 0 }, editor)
    expect(saved.status).toBe(200)
    expect((await saved.json()).data).toMatchObject({
      part: 'home',
      version: 1,
      edited: true,
      updatedBy: editor.user.displayName,
    })

    expect(await publicCopy()).toMatchObject({
      hero: {
        title: 'Campus marketing, done by students',
        lead: expect.stringMatching(/^CampusPulse at \S+\.$/),
      },
    })
    const html = await homeHtml()
    expect(html).toContain('Campus marketing, done by students')
    expect(html).toContain('Go live in 48 hours')
    expect(html).not.toContain('Put your brand on campus')
    // The proof section's words too: its heading and the call card, the figure put in.
    expect(html).toContain('Measured on every campus')
    expect(html).toContain('Thirty minutes, one plan, from $5,000.')
    expect(html).not.toContain('Proof from campus, not promises')
  })

  it('is in the audit trail as the page part', async () => {
    const rows = await t.current
      .em()
      .getConnection()
      .execute(
        "select action, record_kind, record_id, actor_user_id from audit_entries where record_kind = 'page'",
      )
    expect(rows).toEqual([
      {
        action: 'site.pages.home.save',
        record_kind: 'page',
        record_id: 'home',
        actor_user_id: editor.user.id,
      },
    ])
  })

  it('keeps a revision of each save: the part, its version, who, and the copy it wrote', async () => {
    const answer = await t.current.request('/api/site/revisions/page/home', asCookie(editor.cookie))
    expect(answer.status).toBe(200)
    const revisions = ((await answer.json()) as { data: { version: number }[] }).data
    expect(revisions.map((revision) => revision.version)).toEqual([1])
    const one = await t.current.request('/api/site/revisions/page/home/1', asCookie(editor.cookie))
    const revision = ((await one.json()) as { data: { snapshot: { copy: HomeCopy } } }).data
    expect(revision.snapshot.copy.hero.title).toBe('Campus marketing, done by students')
  })

  it('from the version it read moves the version on', async () => {
    const saved = await put({ copy: withHero({ title: 'Second title' }), expectedVersion: 1 }, admin)
    expect(saved.status).toBe(200)
    expect((await staffCopy(editor)).version).toBe(2)
  })
})

describe('a figure’s edit', () => {
  it('reaches the copy that names it on the next render (the slot is filled again)', async () => {
    const figure = await t.current.request(
      '/api/site/figures/launch',
      jsonRequest(
        'PUT',
        { value: '36 hours', label: 'to launch', confirmed: false, expectedVersion: 0 },
        editor.cookie,
      ),
    )
    expect(figure.status).toBe(200)
    expect((await publicCopy()).cta.title).toBe('Launch on campus in 36 hours')
    expect(await homeHtml()).toContain('Launch on campus in 36 hours')
  })
})

describe('the version check', () => {
  it('refuses a save from an older version with 409, says when the other was made, and keeps theirs', async () => {
    const stale = await put({ copy: withHero({ title: 'Stale title' }), expectedVersion: 1 }, editor)
    expect(stale.status).toBe(409)
    expect(((await stale.json()) as { error: string }).error).toMatch(
      /^Someone else saved this page at .+ UTC, after you opened it/,
    )
    expect((await publicCopy()).hero.title).toBe('Second title')
  })

  it('of two saves from one version, one wins (409 for the other, never a 500)', async () => {
    const answers = await Promise.all([
      put({ copy: withHero({ title: 'Mine' }), expectedVersion: 2 }, editor),
      put({ copy: withHero({ title: 'Theirs' }), expectedVersion: 2 }, admin),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const winner = (await answers.find((answer) => answer.status === 200)!.json()) as {
      data: { copy: HomeCopy }
    }
    expect((await publicCopy()).hero.title).toBe(winner.data.copy.hero.title)
  })
})

describe('validation', () => {
  const current = async () => (await staffCopy(editor)).version
  it.each([
    ['an empty hero title', withHero({ title: '  ' }), 'copy.hero.title'],
    ['a hero title over 120 characters', withHero({ title: 'x'.repeat(121) }), 'copy.hero.title'],
    ['a lead with U+0000', withHero({ lead: 'a\u0000b' }), 'copy.hero.lead'],
    ['a slot the page cannot fill', withHero({ lead: 'Live in {figure.nope}' }), 'copy.hero.lead'],
    [
      'three benefits instead of four',
      {
        ...defaultHomeCopy,
        capabilities: {
          ...defaultHomeCopy.capabilities,
          benefits: defaultHomeCopy.capabilities.benefits.slice(1),
        },
      },
      'copy.capabilities.benefits',
    ],
  ])('refuses %s with 400 naming the field, and keeps the saved copy', async (_name, copy, field) => {
    const before = await publicCopy()
    const answer = await put({ copy, expectedVersion: await current() }, editor)
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as { fields: Record<string, string> }).fields).toHaveProperty([field])
    expect(await publicCopy()).toEqual(before)
  })

  it('refuses a save without a version or without copy', async () => {
    for (const [body, field] of [
      [{ copy: defaultHomeCopy }, 'expectedVersion'],
      [{ expectedVersion: 0 }, 'copy'],
    ] as const) {
      const answer = await put(body, editor)
      expect(answer.status).toBe(400)
      expect(((await answer.json()) as { fields: Record<string, string> }).fields).toHaveProperty([field])
    }
  })

  it('says where a slot is unknown', async () => {
    const answer = await put({ copy: withHero({ lead: '{figure.nope}' }), expectedVersion: 0 }, editor)
    expect(((await answer.json()) as { fields: Record<string, string> }).fields['copy.hero.lead']).toContain(
      '{figure.nope} is not a value the page can put in',
    )
  })
})

describe('who may edit', () => {
  it('refuses visitors (401) and staff without the editor role (403)', async () => {
    const body = { copy: withHero({ title: 'Not theirs' }), expectedVersion: 99 }
    expect((await put(body)).status).toBe(401)
    expect((await put(body, author)).status).toBe(403)
    expect((await put(body, sales)).status).toBe(403)
    expect((await t.current.request('/api/site/pages/home/staff')).status).toBe(401)
    expect((await t.current.request('/api/site/pages/home/staff', asCookie(author.cookie))).status).toBe(403)
    expect((await publicCopy()).hero.title).not.toBe('Not theirs')
  })

  it('opens the staff screen to editors and admins only', async () => {
    expect((await t.current.request('/staff/pages', asCookie(editor.cookie))).status).toBe(200)
    expect((await t.current.request('/staff/pages', asCookie(admin.cookie))).status).toBe(200)
    expect((await t.current.request('/staff/pages', asCookie(author.cookie))).status).toBe(403)
  })
})
