import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import type { CurrentUser } from '@/server/features/auth/current-user'
import { asCookie, jsonRequest } from '@/server/features/blog/blog.test-helpers'

/**
 * The history of site content (issue 36 point 3, ADR 0151), through the figures, its first kind: every save keeps
 * what it wrote, who and when; a refused save keeps nothing; restoring is a save of an old revision's fields. On
 * PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
const t = useTestApp()
type Staff = { user: CurrentUser; cookie: string }
let editor: Staff
let admin: Staff
let author: Staff

beforeAll(async () => {
  editor = await t.current.signIn({ role: 'editor', firstName: 'Erin', lastName: 'Edits' })
  admin = await t.current.signIn({ role: 'admin', firstName: 'Ada', lastName: 'Admin' })
  author = await t.current.signIn({ role: 'author' })
})

const saveFigure = (key: string, body: Record<string, unknown>, who: Staff) =>
  t.current.request(`/api/site/figures/${key}`, jsonRequest('PUT', body, who.cookie))
const read = async <T>(path: string, who?: Staff) => {
  const response = await t.current.request(path, who ? asCookie(who.cookie) : {})
  return { status: response.status, body: (await response.json()) as { data: T; error?: string } }
}
type ListItem = { version: number; savedAt: string; savedBy: { displayName: string } | null }
type Revision = ListItem & { snapshot: Record<string, unknown> }

describe('a figure’s history', () => {
  beforeAll(async () => {
    const first = { value: '3M+', label: 'students reached', note: 'Reports 2025', confirmed: false }
    expect((await saveFigure('studentsReached', { ...first, expectedVersion: 0 }, editor)).status).toBe(200)
    const second = { value: '3.2M+', label: 'students met', note: null, confirmed: true, expectedVersion: 1 }
    expect((await saveFigure('studentsReached', second, admin)).status).toBe(200)
  })

  it('lists every save, newest first, with who made it', async () => {
    const { status, body } = await read<ListItem[]>('/api/site/revisions/figure/studentsReached', editor)
    expect(status).toBe(200)
    expect(body.data.map((item) => [item.version, item.savedBy?.displayName])).toEqual([
      [2, admin.user.displayName],
      [1, 'Erin Edits'],
    ])
    expect(Number.isNaN(Date.parse(body.data[0]!.savedAt))).toBe(false)
  })

  it('gives one save with the fields it wrote', async () => {
    const { body } = await read<Revision>('/api/site/revisions/figure/studentsReached/1', editor)
    expect(body.data.snapshot).toEqual({
      value: '3M+',
      label: 'students reached',
      note: 'Reports 2025',
      confirmed: false,
    })
  })

  it('keeps nothing for a refused save', async () => {
    const stale = { value: '9M+', label: 'x', confirmed: false, expectedVersion: 1 }
    expect((await saveFigure('studentsReached', stale, editor)).status).toBe(409)
    const { body } = await read<ListItem[]>('/api/site/revisions/figure/studentsReached', editor)
    expect(body.data.map((item) => item.version)).toEqual([2, 1])
  })

  it('restores an old revision as a new save, which is itself a revision', async () => {
    const { body: old } = await read<Revision>('/api/site/revisions/figure/studentsReached/1', editor)
    const restored = await saveFigure('studentsReached', { ...old.data.snapshot, expectedVersion: 2 }, editor)
    expect(restored.status).toBe(200)
    const figures = await read<Record<string, { value: string }>>('/api/site/figures')
    expect(figures.body.data.studentsReached?.value).toBe('3M+')
    const { body: latest } = await read<Revision>('/api/site/revisions/figure/studentsReached/3', editor)
    expect(latest.data.snapshot).toEqual(old.data.snapshot)
    expect(latest.data.savedBy?.displayName).toBe('Erin Edits')
  })

  it('a record never saved has an empty history', async () => {
    const { status, body } = await read<ListItem[]>('/api/site/revisions/figure/launch', editor)
    expect(status).toBe(200)
    expect(body.data).toEqual([])
  })
})

describe('a save from before today’s rules', () => {
  // A revision keeps what its save wrote; the figure's rules may have changed since. This one was written when the
  // value was a number and there was no note nor confirmation: its snapshot is rewritten to that shape.
  const oldSnapshot = { value: 500, label: 'brands served' }
  beforeAll(async () => {
    const body = { value: '500+', label: 'brands served', note: null, confirmed: false, expectedVersion: 0 }
    expect((await saveFigure('brandsServed', body, editor)).status).toBe(200)
    await t.current
      .em()
      .execute(
        `update content_revisions set snapshot = ?::jsonb where kind = 'figure' and record_key = 'brandsServed'`,
        [JSON.stringify(oldSnapshot)],
      )
    expect(
      (await saveFigure('brandsServed', { ...body, value: '600+', expectedVersion: 1 }, editor)).status,
    ).toBe(200)
  })

  it('is read as it was written, to compare', async () => {
    const { status, body } = await read<Revision>('/api/site/revisions/figure/brandsServed/1', editor)
    expect(status).toBe(200)
    expect(body.data.snapshot).toEqual(oldSnapshot)
  })

  it('restoring it is a 400 naming what no longer fits, and changes nothing', async () => {
    const { body: old } = await read<Revision>('/api/site/revisions/figure/brandsServed/1', editor)
    const restored = await saveFigure('brandsServed', { ...old.data.snapshot, expectedVersion: 2 }, editor)
    expect(restored.status).toBe(400)
    expect(JSON.stringify(await restored.json())).toContain('value')
    const figures = await read<Record<string, { value: string }>>('/api/site/figures')
    expect(figures.body.data.brandsServed?.value).toBe('600+')
    const { body: history } = await read<ListItem[]>('/api/site/revisions/figure/brandsServed', editor)
    expect(history.data.map((item) => item.version)).toEqual([2, 1])
  })

  it.each([
    ['null', 'null'],
    ['a string', '"3M+ students"'],
    ['a list', '["3M+", "students"]'],
  ])('one kept as %s, not as fields, is refused with 409 saying so', async (_name, json) => {
    await t.current
      .em()
      .execute(
        `update content_revisions set snapshot = ?::jsonb where kind = 'figure' and record_key = 'brandsServed' and version = 1`,
        [json],
      )
    const { status, body } = await read<Revision>('/api/site/revisions/figure/brandsServed/1', editor)
    expect(status).toBe(409)
    expect(body.error).toBe('Version 1 was not kept as a set of fields, so it cannot be compared or restored')
  })
})

describe('refusals', () => {
  it('answers 404 for a version that was never saved', async () => {
    const { status, body } = await read('/api/site/revisions/figure/studentsReached/99', editor)
    expect(status).toBe(404)
    expect(body.error).toContain('Revision')
  })

  it.each([
    ['an unknown kind', '/api/site/revisions/poem/studentsReached', 'Unknown kind of content'],
    [
      'a version that is not a number',
      '/api/site/revisions/figure/studentsReached/one',
      'Version must be a number',
    ],
    ['a version of 0', '/api/site/revisions/figure/studentsReached/0', 'Version must be a positive number'],
    ['a key with U+0000', '/api/site/revisions/figure/students%00Reached', 'control character'],
    ['a key over 120 characters', `/api/site/revisions/figure/${'k'.repeat(121)}`, 'at most 120'],
  ])('refuses %s with 400', async (_name, path, message) => {
    const { status, body } = await read(path, editor)
    expect(status).toBe(400)
    expect(JSON.stringify(body)).toContain(message)
  })

  it('refuses visitors (401) and staff without the editor role (403)', async () => {
    expect((await read('/api/site/revisions/figure/studentsReached')).status).toBe(401)
    expect((await read('/api/site/revisions/figure/studentsReached', author)).status).toBe(403)
    expect((await read('/api/site/revisions/figure/studentsReached/1', author)).status).toBe(403)
  })
})
