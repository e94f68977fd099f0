import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { programSchema } from '@/shared/programs/program.schema'
import { asCookie, jsonRequest } from '@/server/features/blog/blog.test-helpers'
import { createSchool } from '@/server/features/schools/school.factory'

/** `/api/campus-programs` over real HTTP (product §7; issue 5): shapes, the school filter, errors, writes. */
const t = useTestApp()
let admin = ''
let member = ''
let austin = { id: 0 }
let boise = { id: 0 }
let empty = { id: 0 }

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read loosely; the assertions check its shape
type Json = any
const body = async (response: Response) =>
  (await response.json()) as { data?: Json; error?: string; fields?: Record<string, string> }
const post = (values: unknown, cookie = admin) =>
  t.current.request('/api/campus-programs', jsonRequest('POST', values, cookie))
const patch = (id: number, values: unknown, cookie = admin) =>
  t.current.request(`/api/campus-programs/${id}`, jsonRequest('PATCH', values, cookie))
const remove = (id: number, cookie = admin) =>
  t.current.request(`/api/campus-programs/${id}`, jsonRequest('DELETE', undefined, cookie))

const welcomeWeek = () => ({
  schoolId: austin.id,
  name: 'Welcome Week Sampling',
  description: 'Sampling at move-in.',
  status: 'active',
  startDate: '2026-08-20',
  endDate: '2026-08-30',
  budget: 18000,
})

beforeAll(async () => {
  const em = t.current.em()
  austin = await createSchool(em, { name: 'Programs Test Austin College', city: 'Austin', state: 'TX' })
  boise = await createSchool(em, { name: 'Programs Test Boise College', city: 'Boise', state: 'ID' })
  empty = await createSchool(em, { name: 'Programs Test Quiet College', city: null, state: null })
  admin = (await t.current.signIn({ isAdmin: true })).cookie
  member = (await t.current.signIn({ isAdmin: false })).cookie
})

describe('POST /api/campus-programs', () => {
  it('creates the program and answers 201 { data } with its school, dates as calendar days', async () => {
    const response = await post(welcomeWeek())
    expect(response.status).toBe(201)
    const { data } = await body(response)
    expect(data).toMatchObject({
      schoolId: austin.id,
      name: 'Welcome Week Sampling',
      status: 'active',
      budget: 18000,
      startDate: '2026-08-20T00:00:00.000Z',
      endDate: '2026-08-30T00:00:00.000Z',
      school: { id: austin.id, name: 'Programs Test Austin College', city: 'Austin', state: 'TX' },
    })
    expect(data.school.slug).toBe('programs-test-austin-college')
  })

  it('defaults the status to planned and leaves optional fields empty', async () => {
    const { data } = await body(await post({ schoolId: boise.id, name: 'Homecoming Lounge' }))
    expect(data).toMatchObject({
      status: 'planned',
      description: null,
      budget: null,
      startDate: null,
      endDate: null,
    })
  })

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: 'x'.repeat(256) }, 'name', 'Name must be at most 255 characters'],
    [{ status: 'paused' }, 'status', 'Status must be one of planned, active, completed, cancelled'],
    [{ budget: -1 }, 'budget', 'Budget cannot be negative'],
    [{ budget: 10.5 }, 'budget', 'Budget must be a whole number of dollars'],
    [
      { startDate: '2026-09-02', endDate: '2026-09-01' },
      'endDate',
      'End date cannot be before the start date',
    ],
    [{ startDate: 'soon' }, 'startDate', 'Start date must be a date (YYYY-MM-DD)'],
    [{ startDate: '2026-02-31' }, 'startDate', 'Start date must be a valid date'],
    [{ schoolId: 'abc' }, 'schoolId', 'School is required'],
    [{ schoolId: 99_999_999 }, 'schoolId', 'That school does not exist'],
  ])('refuses %j with 400 naming the field', async (override, field, message) => {
    const response = await post({ ...welcomeWeek(), ...override })
    expect(response.status).toBe(400)
    const answer = await body(response)
    expect(answer.fields?.[field]).toBe(message)
    expect(answer.error).toContain(message)
  })

  it('takes a one-day program (start and end the same day)', async () => {
    const response = await post({ ...welcomeWeek(), startDate: '2026-09-01', endDate: '2026-09-01' })
    expect(response.status).toBe(201)
  })

  it('is for staff only: 401 for visitors, 403 for signed-in members, and nothing is stored', async () => {
    const before = (await body(await t.current.request('/api/campus-programs'))).data.length
    expect((await post(welcomeWeek(), '')).status).toBe(401)
    expect((await post(welcomeWeek(), member)).status).toBe(403)
    expect((await body(await t.current.request('/api/campus-programs'))).data.length).toBe(before)
  })
})

describe('GET /api/campus-programs', () => {
  let austinIds: number[] = []
  beforeAll(async () => {
    const created = [
      await body(await post({ ...welcomeWeek(), name: 'Austin Career Fair', status: 'planned' })),
      await body(await post({ ...welcomeWeek(), name: 'Austin Athletic Season', status: 'completed' })),
    ]
    austinIds = created.map(({ data }) => data.id)
  })

  it('answers { data: Program[] } with every program, each carrying its school', async () => {
    const response = await t.current.request('/api/campus-programs')
    expect(response.status).toBe(200)
    const { data } = await body(response)
    expect(data.length).toBeGreaterThanOrEqual(3)
    for (const program of data) {
      expect(() => programSchema.parse({ ...program, ...datesOf(program) })).not.toThrow()
      expect(program.school).toMatchObject({ id: program.schoolId })
    }
  })

  it("?schoolId= answers that school's programs only; 'all' and empty answer every one", async () => {
    const { data } = await body(await t.current.request(`/api/campus-programs?schoolId=${austin.id}`))
    expect(data.length).toBeGreaterThanOrEqual(3)
    expect(data.every((program: { schoolId: number }) => program.schoolId === austin.id)).toBe(true)
    expect(data.map((program: { id: number }) => program.id)).toEqual(expect.arrayContaining(austinIds))
    const every = (await body(await t.current.request('/api/campus-programs'))).data.length
    for (const query of ['?schoolId=all', '?schoolId='])
      expect((await body(await t.current.request(`/api/campus-programs${query}`))).data).toHaveLength(every)
  })

  it('lists running programs first, then planned, then completed', async () => {
    const { data } = await body(await t.current.request(`/api/campus-programs?schoolId=${austin.id}`))
    const rank = { active: 0, planned: 1, completed: 2 } as Record<string, number>
    const ranks = data.map((program: { status: string }) => rank[program.status] ?? 3)
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
  })

  it('a school without programs, or an unknown school, has an empty list', async () => {
    expect((await body(await t.current.request(`/api/campus-programs?schoolId=${empty.id}`))).data).toEqual(
      [],
    )
    expect((await body(await t.current.request('/api/campus-programs?schoolId=987654'))).data).toEqual([])
  })

  it.each(['abc', '0', '-3', '1.5'])('?schoolId=%s is a 400 that says what is wrong', async (value) => {
    const response = await t.current.request(`/api/campus-programs?schoolId=${value}`)
    expect(response.status).toBe(400)
    expect((await body(response)).error).toMatch(/^Invalid input: schoolId: /)
  })
})

describe('GET /api/campus-programs/{id}', () => {
  it('answers { data } with the program and its school; a visitor gets no budget unless it is shown', async () => {
    const { data: created } = await body(await post(welcomeWeek()))
    const response = await t.current.request(`/api/campus-programs/${created.id}`)
    expect(response.status).toBe(200)
    expect((await body(response)).data).toEqual({ ...created, budget: null })
    const staff = await t.current.request(`/api/campus-programs/${created.id}`, asCookie(admin))
    expect((await body(staff)).data).toEqual(created)
    const { data: shown } = await body(await post({ ...welcomeWeek(), showBudgetPublicly: true }))
    const shownToVisitor = await t.current.request(`/api/campus-programs/${shown.id}`)
    expect((await body(shownToVisitor)).data).toEqual(shown)
  })

  it('an unknown id is 404, a malformed one 400, both as JSON', async () => {
    const missing = await t.current.request('/api/campus-programs/999999')
    expect(missing.status).toBe(404)
    expect(await body(missing)).toEqual({ error: 'Program not found' })
    const malformed = await t.current.request('/api/campus-programs/abc')
    expect(malformed.status).toBe(400)
    expect((await body(malformed)).error).toMatch(/^Invalid input: id: /)
  })
})

describe('PATCH and DELETE /api/campus-programs/{id}', () => {
  it('changes only what is sent, and may move the program to another school', async () => {
    const { data: created } = await body(await post(welcomeWeek()))
    const response = await patch(created.id, { status: 'completed', schoolId: boise.id, budget: null })
    expect(response.status).toBe(200)
    expect((await body(response)).data).toMatchObject({
      name: 'Welcome Week Sampling',
      status: 'completed',
      budget: null,
      school: { id: boise.id, name: 'Programs Test Boise College' },
      startDate: '2026-08-20T00:00:00.000Z',
    })
  })

  it('checks the date order against the stored dates when only one end moves', async () => {
    const { data: created } = await body(await post(welcomeWeek()))
    const response = await patch(created.id, { endDate: '2026-08-01' })
    expect(response.status).toBe(400)
    expect((await body(response)).fields).toEqual({ endDate: 'End date cannot be before the start date' })
    const stored = (await body(await t.current.request(`/api/campus-programs/${created.id}`))).data
    expect(stored.endDate).toBe('2026-08-30T00:00:00.000Z')
  })

  it('deletes the program: 200 { data: { id } }, then 404; a second delete is 404', async () => {
    const { data: created } = await body(await post(welcomeWeek()))
    const response = await remove(created.id)
    expect(response.status).toBe(200)
    expect((await body(response)).data).toEqual({ id: created.id })
    expect((await t.current.request(`/api/campus-programs/${created.id}`)).status).toBe(404)
    expect((await remove(created.id)).status).toBe(404)
  })

  it('unknown programs are 404 to staff; writes are refused to visitors (401) and members (403)', async () => {
    expect((await patch(999_999, { name: 'x' })).status).toBe(404)
    const { data: created } = await body(await post(welcomeWeek()))
    expect((await patch(created.id, { name: 'Changed' }, '')).status).toBe(401)
    expect((await patch(created.id, { name: 'Changed' }, member)).status).toBe(403)
    expect((await remove(created.id, '')).status).toBe(401)
    expect((await remove(created.id, member)).status).toBe(403)
    const stored = await t.current.request(`/api/campus-programs/${created.id}`, asCookie(admin))
    expect((await body(stored)).data.name).toBe('Welcome Week Sampling')
  })
})

/** REST carries dates as ISO strings; the shared schema describes the tRPC (Date) form. */
function datesOf(program: Record<string, string | null>) {
  const date = (value: string | null) => (value === null ? null : new Date(value))
  return {
    startDate: date(program.startDate!),
    endDate: date(program.endDate!),
    createdAt: date(program.createdAt!),
    updatedAt: date(program.updatedAt!),
  }
}
