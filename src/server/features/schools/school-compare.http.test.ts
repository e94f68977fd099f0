import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { comparedSchoolSchema } from '@/shared/schools/school.schema'
import { createSchool } from './school.factory'

/** `GET /api/schools/compare?ids=` and tRPC `schools.compare` (ADR 0027): up to four schools with their programs. */
const t = useTestApp()
const ids: number[] = []
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read loosely; the assertions check its shape
type Json = any
const get = async (query: string) => {
  const response = await t.current.request(`/api/schools/compare?${query}`)
  return { status: response.status, body: (await response.json()) as Json }
}

beforeAll(async () => {
  const em = t.current.em()
  // The IPEDS locale of each (LOCALE 11 "City: Large", 21 "Suburb: Large").
  for (const [name, state, hbcu, locale, localeSize] of [
    ['Compare Test Spelman College', 'GA', true, 'city', 'large'],
    ['Compare Test Rice University', 'TX', false, 'city', 'large'],
    ['Compare Test Duke University', 'NC', false, 'city', 'large'],
    ['Compare Test Reed College', 'OR', false, 'city', 'large'],
    ['Compare Test Smith College', 'MA', false, 'suburb', 'large'],
  ] as const)
    ids.push(
      (
        await createSchool(em, {
          name,
          state,
          hbcu,
          carnegie: 21,
          control: 'private-nonprofit',
          locale,
          localeSize,
        })
      ).id,
    )
  await em.getConnection().execute(
    `insert into campus_programs (school_id, name, status, start_date) values
         (?, 'Homecoming Tour', 'completed', '2025-10-01'), (?, 'Welcome Week', 'active', '2026-09-01')`,
    [ids[1], ids[1]],
  )
})

describe('GET /api/schools/compare', () => {
  it('answers the schools in the order asked, each with every school field and its programs', async () => {
    const { status, body } = await get(`ids=${ids[1]},${ids[0]}`)
    expect(status).toBe(200)
    expect(body.data.map((school: { id: number }) => school.id)).toEqual([ids[1], ids[0]])
    const [rice, spelman] = body.data
    expect(Object.keys(rice).sort()).toEqual(Object.keys(comparedSchoolSchema.shape).sort())
    expect(spelman).toMatchObject({
      hbcu: true,
      carnegie: 21,
      control: 'private-nonprofit',
      locale: 'city',
      localeSize: 'large',
      programs: [],
    })
    // Latest first.
    expect(
      rice.programs.map((program: { name: string; status: string }) => [program.name, program.status]),
    ).toEqual([
      ['Welcome Week', 'active'],
      ['Homecoming Tour', 'completed'],
    ])
  })

  it('drops repeats, and leaves out an id that names no school', async () => {
    const { status, body } = await get(`ids=${ids[2]},${ids[2]},2147483000`)
    expect(status).toBe(200)
    expect(body.data.map((school: { id: number }) => school.id)).toEqual([ids[2]])
  })

  it.each([
    ['', 'ids'],
    ['ids=', 'ids'],
    ['ids=abc', 'ids'],
    ['ids=1,,2', 'ids'],
    ['ids=0', 'ids'],
    ['ids=-1', 'ids'],
    ['ids=1.5', 'ids'],
    ['ids=2147483648', 'ids'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const { status, body } = await get(query)
    expect(status).toBe(400)
    expect(body.error).toContain(field)
  })

  it('refuses a fifth school with a message that says the limit', async () => {
    const { status, body } = await get(`ids=${ids.join(',')}`)
    expect(status).toBe(400)
    expect(body.error).toContain('Compare at most 4 schools')
  })

  it('has a tRPC twin answering the same data', async () => {
    const rest = await get(`ids=${ids[3]},${ids[1]}`)
    const trpc = await t.current.caller().schools.compare({ ids: [ids[3]!, ids[1]!] })
    expect(JSON.parse(JSON.stringify(trpc))).toEqual(rest.body.data)
  })
})
