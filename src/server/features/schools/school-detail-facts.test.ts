import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { schoolDetailSchema } from '@/shared/schools/school.schema'
import { createSchool } from './school.factory'
import { stateBounds } from './map/us-map'

/**
 * What the school page may claim (ADR 0024) and where it draws the school (ADR 0025), as the detail reads
 * return them: REST by id and by name, tRPC byId and bySlug.
 */
const t = useTestApp()

const ids = { partner: 0, past: 0, cancelledOnly: 0, none: 0, alaska: 0, puertoRico: 0 }

const addPrograms = async (
  schoolId: number,
  rows: [status: string, start: string | null, created: string][],
) => {
  for (const [status, start, created] of rows)
    await t.current
      .em()
      .getConnection()
      .execute(
        `insert into campus_programs (school_id, name, status, start_date, created_at) values (?, 'Program', ?, ?, ?)`,
        [schoolId, status, start, created],
      )
}

beforeAll(async () => {
  const em = t.current.em()
  const school = async (name: string, state: string, latitude: number | null, longitude: number | null) =>
    (await createSchool(em, { name, city: 'Somewhere', state, latitude, longitude })).id
  ids.partner = await school('Partner University', 'NC', 36.001, -78.938)
  ids.past = await school('Past Partner College', 'TX', 30.285, -97.735)
  ids.cancelledOnly = await school('Cancelled Plans College', 'OH', 40.0, -83.0)
  ids.none = await school('Unplanned University', 'NC', null, null)
  ids.alaska = await school('University of Alaska Fairbanks', 'AK', 64.857, -147.82)
  ids.puertoRico = await school('Universidad de Puerto Rico-Rio Piedras', 'PR', 18.4, -66.05)

  // Earliest start is 2023-02-01; the program without a start counts from its creation (2023-05-01), the
  // cancelled one (2020) never ran, so it does not date the partnership.
  await addPrograms(ids.partner, [
    ['active', '2024-09-01T00:00:00Z', '2024-08-01T00:00:00Z'],
    ['completed', '2023-02-01T00:00:00Z', '2023-01-01T00:00:00Z'],
    ['planned', null, '2023-05-01T00:00:00Z'],
    ['cancelled', '2020-01-01T00:00:00Z', '2019-12-01T00:00:00Z'],
  ])
  await addPrograms(ids.past, [['completed', null, '2022-03-04T00:00:00Z']])
  await addPrograms(ids.cancelledOnly, [['cancelled', '2025-01-01T00:00:00Z', '2024-12-01T00:00:00Z']])
})

const restById = async (id: number) => {
  const response = await t.current.request(`/api/schools/${id}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: Record<string, unknown> }).data
}

describe('the partnership a school page may claim', () => {
  it('counts planned and active programs, and dates the partnership from the first program that ran', async () => {
    const detail = await t.current.caller().schools.byId({ id: ids.partner })
    expect(schoolDetailSchema.parse(detail)).toEqual(detail)
    expect(detail).toMatchObject({ programCount: 4, activeProgramCount: 2 })
    expect(detail.firstProgramDate).toEqual(new Date('2023-02-01T00:00:00Z'))
  })

  it('a past partner keeps its date with no active programs; the creation date stands in for a missing start', async () => {
    const detail = await t.current.caller().schools.byId({ id: ids.past })
    expect(detail).toMatchObject({ programCount: 1, activeProgramCount: 0 })
    expect(detail.firstProgramDate).toEqual(new Date('2022-03-04T00:00:00Z'))
  })

  it.each([
    ['no programs', 'none'],
    ['only a cancelled program', 'cancelledOnly'],
  ] as const)('a school with %s has no partnership date', async (_, key) => {
    const detail = await t.current.caller().schools.byId({ id: ids[key] })
    expect(detail.firstProgramDate).toBeNull()
    expect(detail.activeProgramCount).toBe(0)
  })

  it('REST by id and by name return the same fields, the date as an ISO string', async () => {
    const byId = await restById(ids.partner)
    expect(byId).toMatchObject({
      programCount: 4,
      activeProgramCount: 2,
      firstProgramDate: '2023-02-01T00:00:00.000Z',
    })
    const byName = await t.current.request('/api/schools/name/partner-university')
    expect(((await byName.json()) as { data: unknown }).data).toEqual(byId)
    const bySlug = await t.current.caller().schools.bySlug({ slug: 'partner-university' })
    expect(bySlug.firstProgramDate).toEqual(new Date('2023-02-01T00:00:00Z'))
  })
})

describe('where the map draws the school', () => {
  const inside = (point: { x: number; y: number }, bounds: [[number, number], [number, number]]) =>
    point.x >= bounds[0][0] && point.x <= bounds[1][0] && point.y >= bounds[0][1] && point.y <= bounds[1][1]

  it.each([
    ['partner', 'North Carolina'],
    ['past', 'Texas'],
    ['alaska', 'Alaska'],
  ] as const)('the %s school lands inside %s on the map', async (key, state) => {
    const detail = await t.current.caller().schools.byId({ id: ids[key] })
    expect(detail.mapPoint).not.toBeNull()
    expect(inside(detail.mapPoint!, stateBounds(state)!)).toBe(true)
    expect(inside(detail.mapPoint!, stateBounds('Hawaii')!)).toBe(false)
  })

  it('has no point without coordinates, or outside the projection (Puerto Rico)', async () => {
    expect((await restById(ids.none)).mapPoint).toBeNull()
    expect((await restById(ids.puertoRico)).mapPoint).toBeNull()
  })
})
