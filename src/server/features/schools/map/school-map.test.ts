import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../../tests/server/harness'
import type { SchoolMap, SchoolMapPoint } from '@/shared/schools/us-map'
import { createSchool } from '@/server/features/schools/school.factory'
import { thinPoints } from './school-map.service'

/** The directory's map view (ADR 0025): the search as projected dots, thinned at national scale. */
const t = useTestApp()

beforeAll(async () => {
  const em = t.current.em()
  await createSchool(em, {
    name: 'Duke University',
    city: 'Durham',
    state: 'NC',
    studentPopulation: 17_000,
    latitude: 36.001,
    longitude: -78.938,
  })
  await createSchool(em, {
    name: 'Watts School of Nursing',
    city: 'Durham',
    state: 'NC',
    studentPopulation: 150,
    latitude: 35.99,
    longitude: -78.9,
  })
  await createSchool(em, { name: 'Nowhere College', city: 'Durham', state: 'NC', studentPopulation: 90 })
  await createSchool(em, {
    name: 'Universidad de Puerto Rico-Rio Piedras',
    city: 'San Juan',
    state: 'PR',
    studentPopulation: 13_000,
    latitude: 18.4,
    longitude: -66.05,
  })
})

const restMap = async (query: string) => {
  const response = await t.current.request(`/api/schools/map${query}`)
  return { status: response.status, body: (await response.json()) as { data: SchoolMap; error?: string } }
}

describe('GET /api/schools/map and schools.map', () => {
  it('places the matching schools, largest first, and counts those it cannot place', async () => {
    const { status, body } = await restMap('?state=NC')
    expect(status).toBe(200)
    expect(body.data.total).toBe(3)
    expect(body.data.unplaced).toBe(1)
    expect(body.data.thinned).toBe(false)
    expect(body.data.points.map((point) => point.name)).toEqual([
      'Duke University',
      'Watts School of Nursing',
    ])
    expect(body.data.points[0]).toMatchObject({ slug: 'duke-university', city: 'Durham', schools: 1 })
    expect(await t.current.caller().schools.map({ state: 'NC' })).toEqual(body.data)
  })

  it('follows the search, and Puerto Rico is matched but not placed', async () => {
    expect((await restMap('?search=watts')).body.data.points.map((point) => point.name)).toEqual([
      'Watts School of Nursing',
    ])
    const pr = await restMap('?state=PR')
    expect(pr.body.data).toMatchObject({ total: 1, unplaced: 1, points: [] })
  })

  it.each(['?state=ZZ', '?size=huge', `?search=${'x'.repeat(201)}`])('refuses %s with 400', async (query) => {
    const { status, body } = await restMap(query)
    expect(status).toBe(400)
    expect(body.error).toBeTruthy()
  })
})

describe('thinPoints', () => {
  const point = (id: number, x: number, y: number): SchoolMapPoint => ({
    id,
    slug: `s${id}`,
    name: `School ${id}`,
    city: null,
    state: null,
    studentPopulation: 1000 - id,
    x,
    y,
    schools: 1,
  })

  it('keeps every dot up to the limit', () => {
    const points = [point(1, 10, 10), point(2, 10.5, 10.5)]
    expect(thinPoints(points, 2)).toEqual({ points, thinned: false })
  })

  it('above it, keeps the first (largest) school of each crowded spot and counts the others', () => {
    // 300 schools on a 20×15 grid 2 units apart, then one far away.
    const points = Array.from({ length: 300 }, (_, index) =>
      point(index, (index % 20) * 2, Math.floor(index / 20) * 2),
    )
    points.push(point(999, 900, 500))
    const { points: kept, thinned } = thinPoints(points, 50)
    expect(thinned).toBe(true)
    expect(kept.length).toBeLessThanOrEqual(50)
    expect(kept.reduce((sum, dot) => sum + dot.schools, 0)).toBe(301)
    expect(kept[0]).toMatchObject({ id: 0 })
    expect(kept.at(-1)).toMatchObject({ id: 999, schools: 1 })
  })
})
