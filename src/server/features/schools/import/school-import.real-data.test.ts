import fs from 'node:fs'
import { beforeEach, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../../tests/server/harness'
import { hasRealData, NO_REAL_DATA, realData } from '../../../../../tests/server/school-data'
import { BUNDLED_DIRECTORY_FILE, bundledDirectory } from '@/server/features/schools/bundled-directory'
import { localeWords, type LocaleParts } from '@/shared/schools/locale'
import { writeCompactDirectory } from './compact-directory'
import type { IpedsInstitution } from './ipeds-directory'
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

  it('the bundled directory is exactly what the build makes of these files, facts and all', () => {
    const bundled = bundledDirectory()
    const byUnitid = (institutions: IpedsInstitution[]) =>
      new Map(institutions.map(({ line: _line, ...institution }) => [institution.unitid, institution]))
    expect(byUnitid(bundled.directory.institutions)).toEqual(byUnitid(files!.directory.institutions))
    // HIFLD rows of schools outside the directory, or with nothing known, are not kept.
    const inDirectory = byUnitid(bundled.directory.institutions)
    const kept = [...files!.enrollment!].filter(
      ([unitid, facts]) => inDirectory.has(unitid) && Object.values(facts).some((value) => value !== null),
    )
    expect(bundled.enrollment).toEqual(new Map(kept))
    expect(
      [...bundled.enrollment!.values()].filter((facts) => facts.dormCapacity! > 0).length,
    ).toBeGreaterThan(1500)
    expect(bundled.source.ipedsYear).toBe(2022)
    expect(writeCompactDirectory(files!, bundled.source)).toEqual(fs.readFileSync(BUNDLED_DIRECTORY_FILE))
  })
})
