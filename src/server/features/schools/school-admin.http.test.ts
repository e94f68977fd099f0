import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { jsonRequest } from '@/server/features/blog/blog.test-helpers'

/** Staff writes to schools over real HTTP (issue 5): slugs, validation, the programs' cascade, access. */
const t = useTestApp()
let admin = ''
let member = ''

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read loosely; the assertions check its shape
type Json = any
const body = async (response: Response) =>
  (await response.json()) as { data?: Json; error?: string; fields?: Record<string, string> }
const send = (method: string, path: string, values?: unknown, cookie = admin) =>
  t.current.request(path, jsonRequest(method, values, cookie))

const lakeside = {
  name: 'Lakeside Community College',
  city: 'Madison',
  state: 'wi',
  type: 'Community College',
}

beforeAll(async () => {
  admin = (await t.current.signIn({ isAdmin: true })).cookie
  member = (await t.current.signIn({ isAdmin: false })).cookie
})

describe('POST /api/schools', () => {
  it('adds the school with the spec slug, no UNITID, active, and it shows in the directory at once', async () => {
    // Read the directory first, so the directory cache holds an answer the write must replace.
    expect((await body(await send('GET', '/api/schools?page=1&search=lakeside'))).data).toEqual([])
    const response = await send('POST', '/api/schools', { ...lakeside, studentPopulation: '4200' })
    expect(response.status).toBe(201)
    const { data } = await body(response)
    expect(data).toMatchObject({
      name: 'Lakeside Community College',
      slug: 'lakeside-community-college',
      state: 'WI',
      studentPopulation: 4200,
      unitid: null,
      isActive: true,
      programCount: 0,
    })
    const listed = (await body(await send('GET', '/api/schools?page=1&search=lakeside'))).data
    expect(listed.map((school: { id: number }) => school.id)).toEqual([data.id])
    expect((await send('GET', '/api/schools/name/lakeside-community-college')).status).toBe(200)
  })

  it('reads a blank student population as not known, not as zero', async () => {
    const { data } = await body(
      await send('POST', '/api/schools', { name: 'Blank Count College', studentPopulation: '' }),
    )
    expect(data.studentPopulation).toBeNull()
  })

  it('gives a second school of the same name its city in the slug, and a third a number', async () => {
    const second = (await body(await send('POST', '/api/schools', { ...lakeside, city: 'Green Bay' }))).data
    expect(second.slug).toBe('lakeside-community-college-green-bay')
    const third = (await body(await send('POST', '/api/schools', { ...lakeside, city: 'Green Bay' }))).data
    expect(third.slug).toBe('lakeside-community-college-2')
  })

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: 'x'.repeat(256) }, 'name', 'Name must be at most 255 characters'],
    [{ state: 'Wisconsin' }, 'state', 'Must be a two-letter U.S. state code'],
    [{ city: 'c'.repeat(101) }, 'city', 'Must be at most 100 characters'],
    [{ studentPopulation: -1 }, 'studentPopulation', 'Cannot be negative'],
    [{ websiteUrl: 'javascript:alert(1)' }, 'websiteUrl', 'Must be a web address (https://...)'],
  ])('refuses %j with 400 naming the field', async (override, field, message) => {
    const response = await send('POST', '/api/schools', { ...lakeside, ...override })
    expect(response.status).toBe(400)
    expect((await body(response)).fields?.[field]).toBe(message)
  })

  it('is for staff only', async () => {
    expect((await send('POST', '/api/schools', lakeside, '')).status).toBe(401)
    expect((await send('POST', '/api/schools', lakeside, member)).status).toBe(403)
  })
})

describe('PATCH /api/schools/{id}', () => {
  it('changes the fields sent; a new name moves the school to its new slug', async () => {
    const { data: created } = await body(
      await send('POST', '/api/schools', { name: 'Harbor Tech', city: 'Erie', state: 'PA' }),
    )
    const response = await send('PATCH', `/api/schools/${created.id}`, {
      name: 'Harbor Technical Institute',
      city: 'Erie',
      state: 'PA',
      websiteUrl: 'https://harbor.example.edu',
      isActive: false,
    })
    expect(response.status).toBe(200)
    expect((await body(response)).data).toMatchObject({
      slug: 'harbor-technical-institute',
      websiteUrl: 'https://harbor.example.edu',
      isActive: false,
    })
    expect((await send('GET', '/api/schools/name/harbor-tech')).status).toBe(404)
    expect((await send('PATCH', '/api/schools/999999', { name: 'Nobody' })).status).toBe(404)
    expect((await send('PATCH', `/api/schools/${created.id}`, { name: 'Mine now' }, member)).status).toBe(403)
  })
})

describe('DELETE /api/schools/{id}', () => {
  it("deletes the school and, by cascade, its programs; says how many went; other schools' stay", async () => {
    const { data: school } = await body(await send('POST', '/api/schools', { name: 'Cascade College' }))
    const { data: keeper } = await body(await send('POST', '/api/schools', { name: 'Keeper College' }))
    for (const name of ['Welcome Week', 'Career Fair'])
      await send('POST', '/api/campus-programs', { schoolId: school.id, name })
    const kept = (
      await body(await send('POST', '/api/campus-programs', { schoolId: keeper.id, name: 'Expo' }))
    ).data
    expect((await body(await send('GET', `/api/schools/${school.id}`))).data.programCount).toBe(2)

    expect((await send('DELETE', `/api/schools/${school.id}`, undefined, '')).status).toBe(401)
    expect((await send('DELETE', `/api/schools/${school.id}`, undefined, member)).status).toBe(403)
    const response = await send('DELETE', `/api/schools/${school.id}`)
    expect(response.status).toBe(200)
    expect((await body(response)).data).toEqual({ id: school.id, programsDeleted: 2 })

    expect((await send('GET', `/api/schools/${school.id}`)).status).toBe(404)
    expect((await body(await send('GET', `/api/campus-programs?schoolId=${school.id}`))).data).toEqual([])
    expect((await send('GET', `/api/campus-programs/${kept.id}`)).status).toBe(200)
    expect((await send('DELETE', `/api/schools/${school.id}`)).status).toBe(404)
  })
})
