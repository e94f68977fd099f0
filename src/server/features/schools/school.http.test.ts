import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { schoolSchema } from '@/shared/schools/school.schema'
import { createSchool } from './school.factory'

/** The documented school reads over real HTTP (product §7; issue 4): shapes, paging edges, errors. */
const t = useTestApp()
const get = async (path: string) => {
  const response = await t.current.request(path)
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { data?: unknown },
  }
}
type Page = { data: Record<string, unknown>[]; meta: { total: number; totalPages: number } }
const page = async (query: string) => (await get(`/api/schools?${query}`)).body as unknown as Page

let stanfordId = 0
beforeAll(async () => {
  const em = t.current.em()
  const stanford = await createSchool(em, {
    name: 'Stanford University',
    city: 'Stanford',
    state: 'CA',
    type: 'Private Research University',
    studentPopulation: 17_500,
    sizeBand: '10k-20k',
    unitid: 243744,
    websiteUrl: 'https://www.stanford.edu/',
    // IPEDS LOCALE 21, "Suburb: Large".
    locale: 'suburb',
    localeSize: 'large',
  })
  stanfordId = stanford.id
  await createSchool(em, {
    name: 'Duke University',
    city: 'Durham',
    state: 'NC',
    type: 'Private Research University',
    studentPopulation: 17_000,
    sizeBand: '10k-20k',
    dormCapacity: 6_500,
  })
  await createSchool(em, {
    name: 'Watts School of Nursing',
    city: 'Durham',
    state: 'NC',
    type: 'Health Sciences College',
    studentPopulation: 150,
    sizeBand: 'under-1k',
    dormCapacity: 0,
  })
  await createSchool(em, {
    name: "St. John's College",
    city: 'Annapolis',
    state: 'MD',
    type: 'Liberal Arts College',
    studentPopulation: 450,
    sizeBand: 'under-1k',
    dormCapacity: 470,
  })
  // 21 more, so the list has three pages of ten.
  for (let i = 1; i <= 21; i++) {
    await createSchool(em, {
      name: `Zeta College ${String(i).padStart(2, '0')}`,
      city: 'Boise',
      state: 'ID',
      type: 'Community College',
    })
  }
  await t.current
    .em()
    .getConnection()
    .execute(`insert into campus_programs (school_id, name) values (?, 'Welcome Week'), (?, 'Homecoming')`, [
      stanfordId,
      stanfordId,
    ])
})

describe('GET /api/schools?page&limit', () => {
  it('answers { data: School[], meta: { total, totalPages } }, A to Z with sort=name', async () => {
    const { status, body } = await get('/api/schools?page=1&limit=10&sort=name')
    expect(status).toBe(200)
    const { data, meta } = body as unknown as Page
    expect(meta).toEqual({ total: 25, totalPages: 3 })
    expect(data).toHaveLength(10)
    expect(data.slice(0, 4).map((school) => school.name)).toEqual([
      'Duke University',
      "St. John's College",
      'Stanford University',
      'Watts School of Nursing',
    ])
    // Every documented field, and dates as ISO strings.
    const stanford = data[2]!
    expect(Object.keys(stanford).sort()).toEqual(Object.keys(schoolSchema.shape).sort())
    expect(stanford).toMatchObject({
      id: stanfordId,
      slug: 'stanford-university',
      city: 'Stanford',
      state: 'CA',
      studentPopulation: 17_500,
      isActive: true,
      unitid: 243744,
      locale: 'suburb',
      localeSize: 'large',
    })
    expect(new Date(stanford.createdAt as string).toISOString()).toBe(stanford.createdAt)
  })

  it('lists the most students on campus first by default, unknown beds last, then by enrollment (ADR 0089)', async () => {
    const names = (await page('page=1&limit=6')).data.map((school) => school.name)
    // Stanford's beds are unknown here: after every school whose housing is known, none (0) included.
    expect(names).toEqual([
      'Duke University',
      "St. John's College",
      'Watts School of Nursing',
      'Stanford University',
      'Zeta College 01',
      'Zeta College 02',
    ])
    // Relevance needs a search: without one it is the default order too.
    expect((await page('page=1&limit=6&sort=relevance')).data.map((school) => school.name)).toEqual(names)
    expect((await page('page=1&limit=6&sort=on-campus')).data.map((school) => school.name)).toEqual(names)
  })

  it('sort=enrollment lists the largest first, unknown enrollment last and A to Z among equals', async () => {
    expect((await page('page=1&limit=6&sort=enrollment')).data.map((school) => school.name)).toEqual([
      'Stanford University',
      'Duke University',
      "St. John's College",
      'Watts School of Nursing',
      'Zeta College 01',
      'Zeta College 02',
    ])
  })

  it.each(['on-campus', 'enrollment', 'name', 'relevance&search=college'])(
    'sort=%s: every school on exactly one page, in the order of the whole list',
    async (sort) => {
      const whole = (await page(`page=1&limit=100&sort=${sort}`)).data.map((school) => school.id)
      const paged: unknown[] = []
      for (let n = 1; n <= Math.ceil(whole.length / 4); n++)
        paged.push(...(await page(`page=${n}&limit=4&sort=${sort}`)).data.map((school) => school.id))
      expect(whole.length).toBeGreaterThan(4)
      expect(paged).toEqual(whole)
    },
  )

  it('a search ranks by relevance unless another order is asked for', async () => {
    const names = async (query: string) =>
      (await page(`page=1&limit=3&search=university&${query}`)).data.map((school) => school.name)
    // Both names hold the word equally well: the larger school first.
    expect(await names('')).toEqual(['Stanford University', 'Duke University'])
    expect(await names('sort=relevance')).toEqual(await names(''))
    expect(await names('sort=enrollment')).toEqual(['Stanford University', 'Duke University'])
    expect(await names('sort=name')).toEqual(['Duke University', 'Stanford University'])
  })

  it('pages: the last page holds the rest, a page past the end is empty with the true totals', async () => {
    expect((await page('page=3&limit=10')).data.map((school) => school.name)).toEqual(
      ['17', '18', '19', '20', '21'].map((n) => `Zeta College ${n}`),
    )
    expect(await page('page=4&limit=10')).toEqual({ data: [], meta: { total: 25, totalPages: 3 } })
    expect(await page('page=999999&limit=10')).toEqual({ data: [], meta: { total: 25, totalPages: 3 } })
    expect((await page('page=2&limit=7')).data.map((school) => school.name)[0]).toBe('Zeta College 04')
  })

  it('defaults to ten a page and caps the limit at 100', async () => {
    expect((await page('page=1')).data).toHaveLength(10)
    const capped = await page('page=1&limit=5000')
    expect(capped.data).toHaveLength(25)
    expect(capped.meta).toEqual({ total: 25, totalPages: 1 })
  })

  it.each([
    ['page=abc', 'page'],
    ['page=', 'page'],
    ['page=1&limit=', 'limit'],
    ['page=1&limit=ten', 'limit'],
    ['page=0', 'page'],
    ['page=-2', 'page'],
    ['page=1.5', 'page'],
    ['page=1&limit=0', 'limit'],
    ['page=1&state=Narnia', 'state'],
    ['page=1&size=huge', 'size'],
    ['page=1&sort=popularity', 'sort'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const { status, body } = await get(`/api/schools?${query}`)
    expect(status).toBe(400)
    expect(body).toMatchObject({
      error: expect.stringContaining(field),
      fields: { [field]: expect.any(String) },
    })
  })

  it('filters by state, type and size, alone or together', async () => {
    expect((await page('page=1&state=nc')).data.map((school) => school.name)).toEqual([
      'Duke University',
      'Watts School of Nursing',
    ])
    expect((await page('page=1&type=Liberal%20Arts%20College')).data.map((school) => school.name)).toEqual([
      "St. John's College",
    ])
    expect((await page('page=1&size=under-1k&state=NC')).data.map((school) => school.name)).toEqual([
      'Watts School of Nursing',
    ])
    expect(await page('page=1&state=WY')).toEqual({ data: [], meta: { total: 0, totalPages: 0 } })
  })
})

describe('GET /api/schools without page', () => {
  it('answers every school in compact form: id, name, city, state', async () => {
    const { status, body } = await get('/api/schools')
    expect(status).toBe(200)
    expect(Object.keys(body)).toEqual(['data'])
    const data = body.data as Record<string, unknown>[]
    expect(data).toHaveLength(25)
    expect(data[0]).toEqual({ id: expect.any(Number), name: 'Duke University', city: 'Durham', state: 'NC' })
  })
})

describe('GET /api/schools/{id} and /api/schools/name/{slug}', () => {
  it('answer { data: School } with the program count, on both routes', async () => {
    const byId = await get(`/api/schools/${stanfordId}`)
    expect(byId.status).toBe(200)
    expect(byId.body.data).toMatchObject({
      id: stanfordId,
      name: 'Stanford University',
      programCount: 2,
      locale: 'suburb',
      localeSize: 'large',
    })
    const byName = await get('/api/schools/name/stanford-university')
    expect(byName.status).toBe(200)
    expect(byName.body).toEqual(byId.body)
    expect((await get('/api/schools/name/watts-school-of-nursing')).body.data).toMatchObject({
      programCount: 0,
    })
  })

  it('the name route takes the spec slug URL-encoded, in any case, spaces read as hyphens', async () => {
    for (const slug of [
      "st.-john's-college",
      encodeURIComponent("st.-john's-college"),
      'St.-John%27s-College',
      'WATTS-SCHOOL-OF-NURSING',
      'watts%20school%20of%20nursing',
    ]) {
      const { status, body } = await get(`/api/schools/name/${slug}`)
      expect(status, slug).toBe(200)
      expect(body.data, slug).toHaveProperty('name')
    }
  })

  it('unknown → 404 { error }; a non-numeric or out-of-range id → 400', async () => {
    expect(await get('/api/schools/999999')).toEqual({ status: 404, body: { error: 'School not found' } })
    expect(await get('/api/schools/name/no-such-school')).toEqual({
      status: 404,
      body: { error: 'School not found' },
    })
    for (const id of ['abc', '12abc', '0', '-1', '99999999999']) {
      const { status, body } = await get(`/api/schools/${id}`)
      expect(status, id).toBe(400)
      expect(body, id).toMatchObject({ error: expect.stringContaining('id') })
    }
  })
})

describe('the tRPC twins', () => {
  it('call the same service and answer the same data', async () => {
    const caller = t.current.caller()
    const rest = await page('page=2&limit=10&state=ID')
    const rpc = await caller.schools.list({ page: 2, limit: 10, state: 'ID' })
    expect(JSON.parse(JSON.stringify(rpc))).toEqual(rest)
    expect(await caller.schools.compact()).toHaveLength(25)
    expect(await caller.schools.byId({ id: stanfordId })).toMatchObject({
      name: 'Stanford University',
      programCount: 2,
    })
    expect(await caller.schools.bySlug({ slug: 'Stanford-University' })).toMatchObject({ id: stanfordId })
    await expect(caller.schools.byId({ id: 424242 })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(caller.schools.list({ page: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' })
  })
})
