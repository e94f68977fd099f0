import fs from 'node:fs'
import { beforeEach, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../../tests/server/harness'
import { hasRealData, NO_REAL_DATA, realData } from '../../../../../tests/server/school-data'
import { schoolRecordOf } from '@/server/features/schools/school-record'
import { seedSchools } from '@/server/features/schools/school.seed'
import { SEED_SCHOOLS } from '@/server/features/schools/seed-schools'
import { localeWords, type LocaleParts } from '@/shared/schools/locale'
import { importSchools, readImportFiles } from './school-import.service'

/**
 * The importer on the real IPEDS 2022 directory and HIFLD enrollment (../shared/data), when present. The
 * hand-written fixtures (school-import.test.ts) cover the same code in a fresh clone.
 */
if (!hasRealData) console.warn(`school-import.real-data.test.ts ${NO_REAL_DATA}`)

describe.skipIf(!hasRealData)('importing the real IPEDS 2022 directory', () => {
  const t = useTestApp()
  const files = hasRealData
    ? readImportFiles({
        directory: fs.readFileSync(realData.directory),
        enrollment: fs.readFileSync(realData.enrollment),
      })
    : undefined
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    t.current.em().getConnection().execute<T[]>(query, params)

  beforeEach(async () => {
    await sql('delete from schools')
  })

  it('imports the 4,082 active degree-granting colleges; a second run changes nothing', async () => {
    const first = await importSchools(t.current.em(), files!)
    expect(first).toMatchObject({ inserted: 4082, updated: 0, unchanged: 0, withEnrollment: 3904 })
    expect(first.skipped.reduce((sum, { count }) => sum + count, 0)).toBe(6256 - 4082)
    expect(await importSchools(t.current.em(), files!)).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: 4082,
    })
    const [stats] = await sql<{ n: number; slugs: number }>(
      'select count(*)::int as n, count(distinct slug)::int as slugs from schools',
    )
    expect(stats).toEqual({ n: 4082, slugs: 4082 })
    expect(await sql(`select name, city, state from schools where slug = 'watts-school-of-nursing'`)).toEqual(
      [{ name: 'Watts School of Nursing', city: 'Durham', state: 'NC' }],
    )

    // The locale's kind and size, as IPEDS gives them (LOCALE 11 "City: Large" ... 43 "Rural: Remote").
    const locales = await sql<LocaleParts & { name: string }>(
      `select name, locale, locale_size as "localeSize" from schools
       where unitid in (190150, 243744, 182670, 105297) order by unitid`,
    )
    expect(locales.map((school) => ({ ...school, words: localeWords(school) }))).toEqual([
      { name: 'Dine College', locale: 'rural', localeSize: 'remote', words: 'Rural remote' },
      { name: 'Dartmouth College', locale: 'town', localeSize: 'remote', words: 'Remote town' },
      {
        name: 'Columbia University in the City of New York',
        locale: 'city',
        localeSize: 'large',
        words: 'Large city',
      },
      { name: 'Stanford University', locale: 'suburb', localeSize: 'large', words: 'Large suburb' },
    ])
    // Every code of the 4,082 schools, counted in the file: only the three "not available" (-3) have neither.
    const counts = await sql<{ locale: string | null; size: string | null; n: number }>(
      `select locale, locale_size as size, count(*)::int as n from schools group by 1, 2 order by 1, 2`,
    )
    expect(counts.map(({ locale, size, n }) => `${locale}/${size} ${n}`)).toEqual([
      'city/large 993',
      'city/midsize 483',
      'city/small 503',
      'rural/distant 89',
      'rural/fringe 261',
      'rural/remote 49',
      'suburb/large 868',
      'suburb/midsize 117',
      'suburb/small 74',
      'town/distant 313',
      'town/fringe 92',
      'town/remote 237',
      'null/null 3',
    ])
  })

  it('onto the seeded database, updates the seed schools instead of duplicating them', async () => {
    await seedSchools(t.current.em())
    const seeded = await sql<{ id: number; unitid: number; slug: string }>(
      'select id, unitid, slug from schools order by unitid',
    )
    expect(seeded).toHaveLength(SEED_SCHOOLS.length)

    const report = await importSchools(t.current.em(), files!)
    expect(report.inserted).toBe(4082 - SEED_SCHOOLS.length)
    expect(report.inserted + report.updated + report.unchanged).toBe(4082)
    expect(report.notInFile).toBe(0)
    // Same rows (ids) and same links (slugs) as before the import.
    expect(
      await sql('select id, unitid, slug from schools where unitid in (?) order by unitid', [
        seeded.map((school) => school.unitid),
      ]),
    ).toEqual(seeded)

    // What the seed says about each school is what the importer says, except the approximate figures and the
    // aliases (the seed lists none; the import adds them, and with them the search text).
    const imported = new Map(
      files!.directory.institutions.map((institution) => [institution.unitid, institution]),
    )
    for (const facts of SEED_SCHOOLS) {
      const institution = imported.get(facts.unitid)!
      const fromFile = schoolRecordOf({ ...institution, enrollment: null })
      const fromSeed = schoolRecordOf({ ...facts, enrollment: null })
      const exact = (record: typeof fromFile) => ({
        ...record,
        alias: undefined,
        searchText: undefined,
        latitude: undefined,
        longitude: undefined,
        sizeBand: undefined,
      })
      expect(exact(fromSeed), facts.name).toEqual(exact(fromFile))
      expect(Math.abs(fromSeed.latitude! - fromFile.latitude!)).toBeLessThan(0.001)
      const enrollment = files!.enrollment!.get(facts.unitid)!
      expect(Math.abs(facts.enrollment! - enrollment) / enrollment, facts.name).toBeLessThan(0.06)
    }
  })
})
