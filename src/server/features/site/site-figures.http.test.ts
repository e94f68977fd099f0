import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import type { CurrentUser } from '@/server/features/auth/current-user'
import { asCookie, jsonRequest } from '@/server/features/blog/blog.test-helpers'
import { defaultAgencyFigures, EDITABLE_FIGURE_KEYS } from '@/shared/marketing/agency-figures'

/**
 * The agency figures staff edit (issue 36 point 1, ADR 0150): defaults from the code until a save, a save is one
 * row through a version check, and every page that states the figure states the saved one, marked as an example
 * until it is confirmed. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
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

const put = (key: string, body: unknown, who?: Staff) =>
  t.current.request(`/api/site/figures/${key}`, jsonRequest('PUT', body, who?.cookie))
const publicFigures = async () =>
  ((await (await t.current.request('/api/site/figures')).json()) as { data: Record<string, unknown> }).data
const staffFigures = async (who: Staff) =>
  (
    (await (await t.current.request('/api/site/figures/staff', asCookie(who.cookie))).json()) as {
      data: { key: string; value: string; version: number; edited: boolean; note: string | null }[]
    }
  ).data
const page = async (path: string) => {
  const response = await t.current.request(path)
  expect(response.status, path).toBe(200)
  return response.text()
}
/** The stat's description-list term: its label, and an "Example" tag while it is unconfirmed. */
const termOf = (html: string, label: string) =>
  new RegExp(`<dt[^>]*>${label}(?:<!-- -->)?(.*?)</dt>`).exec(html)?.[1]
const valid = { value: '3.1M+', label: 'students reached in person', note: 'Campaign reports 2024–2026' }

describe('before any edit', () => {
  it('every page and the API state the code’s defaults, unconfirmed', async () => {
    const figures = await publicFigures()
    expect(Object.keys(figures)).toEqual([...EDITABLE_FIGURE_KEYS])
    expect(figures.studentsReached).toEqual({ value: '2.5M+', label: 'students reached', confirmed: false })
    const list = await staffFigures(editor)
    expect(list.find((figure) => figure.key === 'launch')).toMatchObject({
      value: defaultAgencyFigures.launch.value,
      version: 0,
      edited: false,
      note: null,
    })
    const about = await page('/about')
    expect(about).toContain('2.5M+')
    expect(termOf(about, 'students reached')).toContain('example-tag')
  })
})

describe('an edit', () => {
  it('is shown by the API, on /, /services and /about, and a confirmed one is no longer an example', async () => {
    const saved = await put('studentsReached', { ...valid, confirmed: true, expectedVersion: 0 }, editor)
    expect(saved.status).toBe(200)
    expect((await saved.json()).data).toMatchObject({
      key: 'studentsReached',
      value: '3.1M+',
      note: 'Campaign reports 2024–2026',
      confirmed: true,
      version: 1,
      edited: true,
      updatedBy: editor.user.displayName,
    })

    const figures = await publicFigures()
    expect(figures.studentsReached).toEqual({
      value: '3.1M+',
      label: 'students reached in person',
      confirmed: true,
    })
    // Visitors never read the staff note.
    expect(JSON.stringify(figures)).not.toContain('Campaign reports')

    for (const path of ['/', '/services', '/about']) {
      const html = await page(path)
      expect(html, path).toContain('3.1M+')
      expect(html, path).not.toContain('2.5M+')
      expect(html, path).not.toContain('Campaign reports')
      const term = termOf(html, 'students reached in person')
      expect(term, path).toBeDefined()
      expect(term, path).not.toContain('example-tag')
    }
    // The home page's search description states it too.
    expect(await page('/')).toMatch(/<meta name="description" content="[^"]*3\.1M\+ students reached/)
    // Another figure on the same grid is still an example.
    expect(termOf(await page('/about'), 'brands served')).toContain('example-tag')
  })

  it('is in the audit trail as the figure, with the change of confirmed', async () => {
    const rows = await t.current
      .em()
      .getConnection()
      .execute(
        "select action, record_kind, record_id, change_field, change_from, change_to, actor_user_id from audit_entries where record_kind = 'figure'",
      )
    expect(rows).toEqual([
      {
        action: 'site.updateFigure',
        record_kind: 'figure',
        record_id: 'studentsReached',
        change_field: 'confirmed',
        change_from: 'example',
        change_to: 'confirmed',
        actor_user_id: editor.user.id,
      },
    ])
  })

  it('unconfirmed, is marked as an example again', async () => {
    const saved = await put('studentsReached', { ...valid, confirmed: false, expectedVersion: 1 }, admin)
    expect(saved.status).toBe(200)
    expect(termOf(await page('/about'), 'students reached in person')).toContain('example-tag')
  })

  it('in the copy (a budget) reaches the pages that write it in sentences', async () => {
    expect(
      (
        await put(
          'startingBudget',
          { value: '$7,500', label: 'starting budget', confirmed: false, expectedVersion: 0 },
          editor,
        )
      ).status,
    ).toBe(200)
    for (const path of ['/', '/services', '/services/street-teams', '/book-call']) {
      const html = await page(path)
      expect(html, path).toContain('$7,500')
      expect(html, path).not.toContain('$5,000')
    }
  })
})

describe('the version check', () => {
  it('refuses a save from an older version with 409 and says who was first', async () => {
    const stale = await put('studentsReached', { ...valid, confirmed: true, expectedVersion: 1 }, editor)
    expect(stale.status).toBe(409)
    const body = (await stale.json()) as { error: string }
    expect(body.error).toMatch(/^Someone else saved this figure at .+ UTC, after you opened it/)
    expect((await staffFigures(editor)).find((figure) => figure.key === 'studentsReached')?.version).toBe(2)
  })

  it('of two first saves at once, one wins and the other is refused (409, never a 500)', async () => {
    const body = (value: string) => ({ value, label: 'brands served', confirmed: false, expectedVersion: 0 })
    const answers = await Promise.all([
      put('brandsServed', body('610+'), editor),
      put('brandsServed', body('620+'), admin),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const winner = answers.find((answer) => answer.status === 200)!
    const stored = (await publicFigures()).brandsServed as { value: string }
    expect(stored.value).toBe(((await winner.json()) as { data: { value: string } }).data.value)
  })

  it('of two saves from one version, one wins', async () => {
    const body = (value: string) => ({ value, label: 'brands served', confirmed: false, expectedVersion: 1 })
    const answers = await Promise.all([
      put('brandsServed', body('630+'), editor),
      put('brandsServed', body('640+'), admin),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
  })
})

describe('validation', () => {
  it.each([
    ['an empty value', { value: ' ', label: 'x', confirmed: false, expectedVersion: 0 }, 'value'],
    [
      'a value over 40 characters',
      { value: 'x'.repeat(41), label: 'x', confirmed: false, expectedVersion: 0 },
      'value',
    ],
    ['an empty label', { value: '1', label: '', confirmed: false, expectedVersion: 0 }, 'label'],
    [
      'a label over 120 characters',
      { value: '1', label: 'x'.repeat(121), confirmed: false, expectedVersion: 0 },
      'label',
    ],
    [
      'a note over 1,000 characters',
      { value: '1', label: 'x', note: 'x'.repeat(1001), confirmed: false, expectedVersion: 0 },
      'note',
    ],
    // PostgreSQL cannot store U+0000: refused at the edge, never a database error (found by the fault suite).
    [
      'a note with U+0000',
      { value: '500+', label: '!', note: 'all\u0000', confirmed: false, expectedVersion: 0 },
      'note',
    ],
    ['a label with U+0000', { value: '1', label: 'x\u0000', confirmed: false, expectedVersion: 0 }, 'label'],
    ['no expected version', { value: '1', label: 'x', confirmed: false }, 'expectedVersion'],
    ['no confirmed', { value: '1', label: 'x', expectedVersion: 0 }, 'confirmed'],
  ])('refuses %s with 400', async (_name, body, field) => {
    const answer = await put('nationalRollout', body, editor)
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as { fields: Record<string, string> }).fields).toHaveProperty(field)
  })

  it('refuses a key that is not an editable figure, the computed college count included', async () => {
    for (const key of ['colleges', 'noSuchFigure']) {
      const answer = await put(key, { value: '1', label: 'x', confirmed: true, expectedVersion: 0 }, editor)
      expect(answer.status, key).toBe(400)
      expect(((await answer.json()) as { error: string }).error).toContain('Unknown figure')
    }
  })
})

describe('who may edit', () => {
  it('refuses visitors (401) and staff without the editor role (403)', async () => {
    const body = { value: '1', label: 'x', confirmed: false, expectedVersion: 0 }
    expect((await put('nationalRollout', body)).status).toBe(401)
    expect((await put('nationalRollout', body, author)).status).toBe(403)
    expect((await put('nationalRollout', body, sales)).status).toBe(403)
    expect((await t.current.request('/api/site/figures/staff')).status).toBe(401)
    expect((await t.current.request('/api/site/figures/staff', asCookie(author.cookie))).status).toBe(403)
    expect((await staffFigures(editor)).find((figure) => figure.key === 'nationalRollout')?.edited).toBe(
      false,
    )
  })

  it('opens the staff screen to editors and admins only', async () => {
    expect((await t.current.request('/staff/figures', asCookie(editor.cookie))).status).toBe(200)
    expect((await t.current.request('/staff/figures', asCookie(admin.cookie))).status).toBe(200)
    expect((await t.current.request('/staff/figures', asCookie(author.cookie))).status).toBe(403)
  })
})
