import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { REGIONS, stateByCode } from '@/shared/geo/us-states'
import { seedSchools } from './school.seed'

/** The demo seed: at least 100 real schools of every kind, with Watts School of Nursing at the home page's link. */
const t = useTestApp()
const sql = <T = Record<string, unknown>>(query: string) => t.current.em().getConnection().execute<T[]>(query)

describe('seedSchools', () => {
  it('seeds 100+ real schools across regions, controls, sizes and kinds, each with its IPEDS UNITID', async () => {
    await seedSchools(t.current.em())
    const schools = await sql<{
      name: string
      slug: string
      city: string
      state: string
      type: string
      control: string
      student_population: number
      unitid: number
      hbcu: boolean
      tribal: boolean
      locale: string | null
      locale_size: string | null
    }>('select * from schools')
    expect(schools.length).toBeGreaterThanOrEqual(100)
    expect(
      schools.every(
        (school) => school.unitid > 0 && school.city && school.state && school.student_population > 0,
      ),
    ).toBe(true)
    expect(new Set(schools.map((school) => stateByCode(school.state)?.region))).toEqual(
      new Set([...REGIONS, null]),
    )
    const types = new Set(schools.map((school) => school.type))
    for (const kind of [
      'Community College',
      'Liberal Arts College',
      'Technical Institute',
      'Public Research University',
      'Private Research University',
      'Tribal College',
      'Health Sciences College',
    ])
      expect(types, kind).toContain(kind)
    expect(new Set(schools.map((school) => school.control))).toEqual(new Set(['public', 'private-nonprofit']))
    expect(schools.filter((school) => school.hbcu).length).toBeGreaterThanOrEqual(10)
    expect(schools.some((school) => school.student_population < 1_000)).toBe(true)
    expect(schools.some((school) => school.student_population > 50_000)).toBe(true)
    // Every seed row lists its IPEDS LOCALE code (the real-data import test compares them with the file).
    expect(schools.every((school) => school.locale && school.locale_size)).toBe(true)
    expect(new Set(schools.map((school) => school.locale))).toEqual(
      new Set(['city', 'suburb', 'town', 'rural']),
    )
    expect(schools.find((school) => school.slug === 'watts-school-of-nursing')).toMatchObject({
      name: 'Watts School of Nursing',
      city: 'Durham',
      state: 'NC',
      unitid: 199883,
      locale: 'city',
      locale_size: 'large',
    })
  })

  it('adds only the schools that are missing (an import may have come first)', async () => {
    const before = await sql<{ n: number }>('select count(*)::int as n from schools')
    await seedSchools(t.current.em())
    expect(await sql('select count(*)::int as n from schools')).toEqual(before)
  })
})
