import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { createSchool } from '@/server/features/schools/school.factory'

/** `/api/campus-programs` a page and a status at a time over real HTTP (issue 17). */
const t = useTestApp()

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read loosely; the assertions check its shape
type Json = any

describe('GET /api/campus-programs with status and page (issue 17)', () => {
  let school = { id: 0 }
  const statuses = ['active', 'planned', 'completed', 'cancelled'] as const
  const list = async (query: string) => {
    const response = await t.current.request(`/api/campus-programs?schoolId=${school.id}&${query}`)
    return { status: response.status, ...(await response.json()) } as Json
  }
  beforeAll(async () => {
    school = await createSchool(t.current.em(), {
      name: 'Programs Paging College',
      city: 'Reno',
      state: 'NV',
    })
    // 14 programs: four active, four planned, three completed, three cancelled.
    const rows = Array.from({ length: 14 }, (_, index) => [statuses[index % 4], `Paging ${index + 1}`])
    for (const [status, name] of rows)
      await t.current
        .em()
        .getConnection()
        .execute(`insert into campus_programs (school_id, name, status) values (?, ?, ?)`, [
          school.id,
          name,
          status,
        ])
  })

  it('without the new params still lists every status in one answer, as documented', async () => {
    const { data, meta } = await list('')
    expect(data).toHaveLength(14)
    expect(meta).toBeUndefined()
    expect(new Set(data.map((program: { status: string }) => program.status))).toEqual(new Set(statuses))
  })

  it('narrows to the statuses named, comma-separated', async () => {
    const { data } = await list('status=active,planned')
    expect(data).toHaveLength(8)
    expect(data.every((program: { status: string }) => ['active', 'planned'].includes(program.status))).toBe(
      true,
    )
    expect((await list('status=cancelled')).data).toHaveLength(3)
    expect((await list('status=all')).data).toHaveLength(14)
  })

  it('pages with page and limit: { data, meta }, every program on exactly one page', async () => {
    const whole = (await list('')).data.map((program: { id: number }) => program.id)
    const first = await list('page=1&limit=12')
    const second = await list('page=2&limit=12')
    expect(first.meta).toEqual({ total: 14, totalPages: 2 })
    expect([...first.data, ...second.data].map((program: { id: number }) => program.id)).toEqual(whole)
    expect(await list('page=3&limit=12')).toMatchObject({ data: [], meta: { total: 14, totalPages: 2 } })
    expect((await list('page=1')).data).toHaveLength(12)
    expect((await list('page=1&status=completed')).meta).toEqual({ total: 3, totalPages: 1 })
  })

  it.each([
    ['status=finished', 'status'],
    ['status=active,', 'status'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1&limit=0', 'limit'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const { status, error } = await list(query)
    expect(status).toBe(400)
    expect(error).toContain(field)
  })

  it('has a tRPC twin, programs.page', async () => {
    const rest = await list('status=active,planned&page=1&limit=5')
    const trpc = await t.current
      .caller()
      .programs.page({ schoolId: school.id, status: ['active', 'planned'], page: 1, limit: 5 })
    expect(JSON.parse(JSON.stringify(trpc))).toEqual({ data: rest.data, meta: rest.meta })
  })
})
