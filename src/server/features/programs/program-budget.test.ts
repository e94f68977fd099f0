import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import type { CurrentUser } from '@/server/features/auth/current-user'
import { asCookie, jsonRequest } from '@/server/features/blog/blog.test-helpers'
import { createSchool } from '@/server/features/schools/school.factory'

/**
 * A program's budget is staff-only unless staff switch "Show investment publicly" on (issue 16 point 6, ADR 0018):
 * every public path (REST, tRPC, the rendered pages with their dehydrated data and structured data, the sitemap)
 * answers null in its place; signed-in admins always see it. Budgets are odd numbers no page would hold otherwise.
 */
const t = useTestApp()
const HIDDEN = 734_219
const SHOWN = 512_377
const hiddenTexts = ['734219', '734,219']
let admin = { user: null as unknown as CurrentUser, cookie: '' }
let member = { user: null as unknown as CurrentUser, cookie: '' }
let hidden = { id: 0 }
let shown = { id: 0 }

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read loosely; the assertions check its shape
type Json = any
const json = async (response: Response) => ((await response.json()) as { data: Json }).data
const get = (path: string, cookie = '') => t.current.request(path, cookie ? asCookie(cookie) : undefined)
const budgetOf = (programs: { id: number; budget: number | null }[], id: number) =>
  programs.find((program) => program.id === id)?.budget

beforeAll(async () => {
  const school = await createSchool(t.current.em(), {
    name: 'Budget Test College',
    city: 'Reno',
    state: 'NV',
  })
  admin = await t.current.signIn({ isAdmin: true })
  member = await t.current.signIn({ isAdmin: false })
  const create = async (values: Record<string, unknown>) =>
    json(await t.current.request('/api/campus-programs', jsonRequest('POST', values, admin.cookie)))
  // No description: the meta description and the Event data fall back to the summary, which names the budget.
  hidden = await create({ schoolId: school.id, name: 'Quiet Welcome Week', status: 'active', budget: HIDDEN })
  shown = await create({
    schoolId: school.id,
    name: 'Open Career Fair',
    status: 'planned',
    budget: SHOWN,
    showBudgetPublicly: true,
  })
})

describe('the budget is staff-only unless shown', () => {
  it('is off by default, and the staff answer to the write carries the budget', async () => {
    const staffView = await json(await get(`/api/campus-programs/${hidden.id}`, admin.cookie))
    expect(staffView).toMatchObject({ budget: HIDDEN, showBudgetPublicly: false })
  })

  it('REST: visitors and non-admin members get null; staff get the budget; a shown budget is public', async () => {
    for (const cookie of ['', member.cookie]) {
      expect((await json(await get(`/api/campus-programs/${hidden.id}`, cookie))).budget).toBeNull()
      expect((await json(await get(`/api/campus-programs/${shown.id}`, cookie))).budget).toBe(SHOWN)
      const list = await json(await get('/api/campus-programs', cookie))
      expect(budgetOf(list, hidden.id)).toBeNull()
      expect(budgetOf(list, shown.id)).toBe(SHOWN)
      expect(JSON.stringify(list)).not.toContain(String(HIDDEN))
    }
    const staffList = await json(await get('/api/campus-programs', admin.cookie))
    expect(budgetOf(staffList, hidden.id)).toBe(HIDDEN)
  })

  it('tRPC programs.list and programs.byId follow the caller the same way', async () => {
    for (const caller of [t.current.caller(), t.current.caller(member.user)]) {
      expect((await caller.programs.byId({ id: hidden.id })).budget).toBeNull()
      expect((await caller.programs.byId({ id: shown.id })).budget).toBe(SHOWN)
      expect(budgetOf(await caller.programs.list(), hidden.id)).toBeNull()
    }
    const staff = t.current.caller(admin.user)
    expect((await staff.programs.byId({ id: hidden.id })).budget).toBe(HIDDEN)
    expect(budgetOf(await staff.programs.list(), hidden.id)).toBe(HIDDEN)
  })

  it("the public pages' HTML (text, dehydrated data, meta and Event data) never holds a hidden budget", async () => {
    for (const path of ['/campus-programs', `/campus-programs/${hidden.id}`, '/sitemap.xml']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      const html = await response.text()
      for (const text of hiddenTexts) expect(html, `${path} holds ${text}`).not.toContain(text)
    }
    const detail = await (await get(`/campus-programs/${hidden.id}`)).text()
    expect(detail).toContain('Budget on request')
    expect(detail).toContain('"@type":"Event"')
    const open = await (await get(`/campus-programs/${shown.id}`)).text()
    expect(open).toContain('$512,377')
  })

  it('signed-in staff see it on the public page and on the staff screen', async () => {
    expect(await (await get(`/campus-programs/${hidden.id}`, admin.cookie)).text()).toContain('$734,219')
    expect(await (await get('/staff/programs', admin.cookie)).text()).toContain('$734,219')
  })

  it('the switch turns it on and off again, through PATCH and programs.update', async () => {
    const patch = (values: unknown) =>
      t.current.request(`/api/campus-programs/${hidden.id}`, jsonRequest('PATCH', values, admin.cookie))
    expect((await patch({ showBudgetPublicly: true })).status).toBe(200)
    expect((await json(await get(`/api/campus-programs/${hidden.id}`))).budget).toBe(HIDDEN)
    await t.current
      .caller(admin.user)
      .programs.update({ id: hidden.id, values: { showBudgetPublicly: false } })
    expect((await json(await get(`/api/campus-programs/${hidden.id}`))).budget).toBeNull()
    const refused = await patch({ showBudgetPublicly: 'yes' })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { fields: Record<string, string> }).fields).toEqual({
      showBudgetPublicly: 'Show budget publicly must be true or false',
    })
  })
})

describe('with the page cache on', () => {
  const cached = useTestApp({ PAGE_CACHE_SECONDS: '60' })

  it("a staff member's render of a program page is never served to visitors", async () => {
    const app = cached.current
    const school = await createSchool(app.em(), { name: 'Cache Test College', city: 'Reno', state: 'NV' })
    const { cookie } = await app.signIn({ isAdmin: true })
    const created = await app.request(
      '/api/campus-programs',
      jsonRequest('POST', { schoolId: school.id, name: 'Cached Fair', budget: HIDDEN }, cookie),
    )
    const { id } = await json(created)
    const staffPage = await app.request(`/campus-programs/${id}`, asCookie(cookie))
    expect(await staffPage.text()).toContain('$734,219')
    for (let visit = 0; visit < 2; visit++) {
      const html = await (await app.request(`/campus-programs/${id}`)).text()
      for (const text of hiddenTexts) expect(html).not.toContain(text)
    }
  })
})
