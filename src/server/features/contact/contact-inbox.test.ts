/**
 * The /admin inbox's list (issue 16): filters by status, search by name, email or company, one lead, pages,
 * newest first; the same over tRPC (`contact.list`) and REST (`GET /api/admin/contact?…`), validated at the edge.
 */
import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import type { CurrentUser } from '@/server/features/auth/current-user'
import { createContactSubmission } from './contact.factory'

const API_KEY = 'inbox-test-api-key-0123456789'
const t = useTestApp({ ADMIN_API_KEY: API_KEY })

let admin: CurrentUser
beforeAll(async () => {
  admin = (await t.current.signIn({ isAdmin: true })).user
})

/** Rows of one test only: each test's company holds a word no other row has. */
const unique = () => `Zq${randomBytes(4).toString('hex')}`
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)

async function arrange(tag: string) {
  const em = t.current.em()
  const make = (fields: Parameters<typeof createContactSubmission>[1]) =>
    createContactSubmission(em, { company: `${tag} Beverages`, ...fields })
  return {
    grace: await make({ firstName: 'Grace', lastName: 'Hopper', status: 'new', createdAt: minutesAgo(5) }),
    ada: await make({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `ada.${tag}@engines.example`,
      status: 'contacted',
      createdAt: minutesAgo(4),
    }),
    alan: await make({
      firstName: 'Alan',
      lastName: 'Turing',
      company: `${tag} 100%_Juice`,
      status: 'closed',
      createdAt: minutesAgo(3),
    }),
    katherine: await make({
      firstName: 'Katherine',
      lastName: 'Johnson',
      status: 'new',
      createdAt: minutesAgo(2),
    }),
  }
}

const names = (list: { submissions: { firstName: string }[] }) => list.submissions.map((s) => s.firstName)

describe('contact.list', () => {
  it('searches name, email and company (every word, any case), newest first, and filters by status', async () => {
    const tag = unique()
    await arrange(tag)
    const list = (input: object) => t.current.caller(admin).contact.list({ q: tag, ...input })
    expect(names(await list({}))).toEqual(['Katherine', 'Alan', 'Ada', 'Grace'])
    expect(names(await list({ status: 'new' }))).toEqual(['Katherine', 'Grace'])
    expect(names(await list({ status: 'closed' }))).toEqual(['Alan'])
    expect(names(await list({ q: `${tag} GRACE hopper` }))).toEqual(['Grace'])
    expect(names(await list({ q: `ada.${tag}@engines` }))).toEqual(['Ada'])
    expect(names(await list({ q: `${tag} juice` }))).toEqual(['Alan'])
    expect(names(await list({ q: `${tag} nobody`, status: 'new' }))).toEqual([])
  })

  it('searches for %, _ and \\ as typed, not as patterns', async () => {
    const tag = unique()
    await arrange(tag)
    const list = (q: string) => t.current.caller(admin).contact.list({ q: `${tag} ${q}` })
    expect(names(await list('100%_'))).toEqual(['Alan'])
    expect(names(await list('%'))).toEqual(['Alan'])
    expect(names(await list('_'))).toEqual(['Alan'])
    expect(names(await list('\\'))).toEqual([])
  })

  it('pages: pageSize at a time, with the total and page count; without a page, every match', async () => {
    const tag = unique()
    await arrange(tag)
    const caller = t.current.caller(admin)
    const first = await caller.contact.list({ q: tag, page: 1, pageSize: 3 })
    expect(first).toMatchObject({ total: 4, page: 1, pageCount: 2 })
    expect(names(first)).toEqual(['Katherine', 'Alan', 'Ada'])
    expect(names(await caller.contact.list({ q: tag, page: 2, pageSize: 3 }))).toEqual(['Grace'])
    expect(await caller.contact.list({ q: tag, page: 3, pageSize: 3 })).toMatchObject({
      submissions: [],
      total: 4,
      pageCount: 2,
    })
    expect(await caller.contact.list({ q: tag })).toMatchObject({ total: 4, page: 1, pageCount: 1 })
    // Twenty a page by default.
    const everyone = await caller.contact.list()
    const paged = await caller.contact.list({ page: 1 })
    expect(paged.submissions.length).toBe(Math.min(everyone.total, 20))
    expect(paged.pageCount).toBe(Math.ceil(everyone.total / 20))
  })

  it('one lead, as a notification email links to it; the count of new leads for the staff bar', async () => {
    const tag = unique()
    const { ada } = await arrange(tag)
    const caller = t.current.caller(admin)
    expect(names(await caller.contact.list({ lead: ada.id }))).toEqual(['Ada'])
    const before = (await caller.contact.list({ status: 'new', page: 1, pageSize: 1 })).total
    await createContactSubmission(t.current.em(), { status: 'new' })
    expect((await caller.contact.list({ status: 'new', page: 1, pageSize: 1 })).total).toBe(before + 1)
  })

  it.each([
    [{ status: 'archived' }, 'status'],
    [{ q: 'a\u0000b' }, 'q'],
    [{ q: 'x'.repeat(201) }, 'q'],
    [{ page: 0 }, 'page'],
    [{ pageSize: 101 }, 'pageSize'],
    [{ lead: -1 }, 'lead'],
  ])('refuses %o', async (input, field) => {
    await expect(t.current.caller(admin).contact.list(input as never)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(field) as unknown,
    })
  })
})

describe('GET /api/admin/contact with filters', () => {
  const get = (query: string) =>
    t.current.request(`/api/admin/contact${query}`, { headers: { 'X-API-Key': API_KEY } })

  it('takes the same filters from the query string, with the list meta next to the data', async () => {
    const tag = unique()
    await arrange(tag)
    const response = await get(`?q=${tag}&status=new&page=1&pageSize=1`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { data: { firstName: string }[]; meta: object }
    expect(body.data.map((s) => s.firstName)).toEqual(['Katherine'])
    expect(body.meta).toEqual({ total: 2, page: 1, pageCount: 2, notifications: 'off' })
    // Blank parameters, as a form leaves them, mean "any".
    const blank = (await (await get(`?q=${tag}&status=&page=`)).json()) as { data: unknown[] }
    expect(blank.data).toHaveLength(4)
  })

  it.each([
    ['?status=archived', 'status', 'Status must be one of: new, contacted, closed'],
    ['?q=%00', 'q', expect.stringMatching(/control character/i) as unknown],
    ['?page=abc', 'page', expect.any(String) as unknown],
  ])('answers %s with 400 naming the field', async (query, field, message) => {
    const response = await get(query)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toMatchObject({
      [field]: message,
    })
  })
})
