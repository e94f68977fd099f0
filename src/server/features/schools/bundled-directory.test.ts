import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { applyBundledDirectory, bundledDirectory } from './bundled-directory'
import { importSchools } from './import/school-import.service'
import { updateSchool } from './school-admin.service'

/**
 * The directory a fresh install starts with, and an existing install's upgrade to it (issue 33): the bundled
 * file in reference-data/schools, applied once per version, with staff edits kept.
 */
const t = useTestApp()
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  t.current.em().getConnection().execute<T[]>(query, params)
const count = async () => (await sql<{ n: number }>('select count(*)::int as n from schools'))[0]!.n

// Imports of the full directory (4,082 schools) take seconds on PGlite; a loaded machine needs more than 30 s.
describe('the bundled school directory', { timeout: 120_000 }, () => {
  it('upgrades a database holding the 160 demo schools: adds the rest once, keeps ids, slugs and staff edits', async () => {
    const full = bundledDirectory()
    expect(full.directory.institutions).toHaveLength(4082)

    // An install of an earlier version: 160 schools, without the new facts, as its demo seed wrote them.
    const earlier = full.directory.institutions.filter((_, index) => index % 25 === 0).slice(0, 160)
    await importSchools(t.current.em(), {
      directory: {
        institutions: earlier,
        skipped: { sector: 0, degrees: 0, inactive: 0 },
        absentColumns: [],
      },
      enrollment: new Map(
        earlier.map((school) => [
          school.unitid,
          { total: 1234, fullTime: null, partTime: null, dormCapacity: null },
        ]),
      ),
    })
    const before = await sql<{ id: number; unitid: number; slug: string }>(
      'select id, unitid, slug from schools order by unitid',
    )
    expect(before).toHaveLength(160)

    // Staff correct one school's name and website, and another's enrollment, on the staff form (every field).
    const [edited, counted] = before
    const form = async (id: number) => {
      const [row] = await sql<Record<string, string | number | null>>(
        `select name, city, state, type, student_population as "studentPopulation",
                website_url as "websiteUrl" from schools where id = ?`,
        [id],
      )
      return row as { name: string } & Record<string, string | number | null>
    }
    await updateSchool(t.current.em(), edited!.id, {
      ...(await form(edited!.id)),
      name: 'Our Partner Campus',
      websiteUrl: 'https://partner.example.edu/',
    })
    await updateSchool(t.current.em(), counted!.id, { ...(await form(counted!.id)), studentPopulation: 777 })
    const linked = await sql('select id, unitid, slug from schools order by unitid')

    const report = await applyBundledDirectory(t.current.em(), full)
    expect(report).toMatchObject({ inserted: 4082 - 160, keptStaffEdits: 2 })
    expect(await count()).toBe(4082)
    // Same rows and links for the schools that were there.
    const after = await sql<{ id: number; unitid: number; slug: string }>(
      'select id, unitid, slug from schools where unitid in (?) order by unitid',
      [before.map((school) => school.unitid)],
    )
    expect(after).toEqual(linked)

    const [kept] = await sql<Record<string, unknown>>('select * from schools where id = ?', [edited!.id])
    expect(kept).toMatchObject({
      name: 'Our Partner Campus',
      website_url: 'https://partner.example.edu/',
      staff_edited_fields: ['name', 'websiteUrl'],
    })
    // The facts staff did not touch came from the directory, the new ones included.
    const facts = full.enrollment!.get(edited!.unitid)
    expect(kept!.student_population).toBe(facts?.total ?? null)
    const [other] = await sql<Record<string, unknown>>('select * from schools where id = ?', [counted!.id])
    expect(other).toMatchObject({ student_population: 777, staff_edited_fields: ['studentPopulation'] })
    // Staff's name is what search finds.
    expect(await sql(`select id from schools where search_name like '%our partner campus%'`)).toEqual([
      { id: edited!.id },
    ])

    // Applied once: the next start does nothing, and importing the same data again changes nothing.
    expect(await applyBundledDirectory(t.current.em(), full)).toBeNull()
    expect(await importSchools(t.current.em(), full)).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: 4082,
    })
    expect(
      await sql('select name, student_population as n from schools where id in (?) order by id', [
        [edited!.id, counted!.id],
      ]),
    ).toEqual([
      { name: 'Our Partner Campus', n: facts?.total ?? null },
      { name: expect.any(String), n: 777 },
    ])
  })

  it('holds the facts a campus team plans by, unknown kept unknown', async () => {
    const [stats] = await sql<Record<string, number>>(
      `select count(*) filter (where dorm_capacity > 0)::int as halls,
              count(*) filter (where dorm_capacity = 0)::int as "noHousing",
              count(*) filter (where dorm_capacity is null)::int as "unknownHousing",
              count(*) filter (where residential is not null)::int as residential,
              count(*) filter (where undergraduate = false)::int as "graduateOnly",
              count(*) filter (where cbsa is not null)::int as metro,
              count(*) filter (where full_time_enrollment is not null)::int as "fullTime",
              count(*) filter (where address is not null)::int as address
       from schools`,
    )
    expect(stats!.halls).toBeGreaterThan(1500)
    expect(stats!.noHousing).toBeGreaterThan(500)
    expect(stats!.unknownHousing).toBeGreaterThan(0)
    expect(stats!.residential).toBeGreaterThan(1500)
    expect(stats!.graduateOnly).toBeGreaterThan(100)
    expect(stats!.metro).toBeGreaterThan(3000)
    expect(stats!.fullTime).toBeGreaterThan(3500)
    expect(stats!.address).toBeGreaterThan(4000)
    // Stanford: a large, highly residential four-year campus in the San Jose metro area.
    expect(await sql('select residential, undergraduate, cbsa from schools where unitid = 243744')).toEqual([
      { residential: 'highly-residential', undergraduate: true, cbsa: 41940 },
    ])
  })
})
