import { beforeEach, describe, expect, it } from 'vitest'
import { fixture } from '../../../../../tests/server/school-data'
import { useTestApp } from '../../../../../tests/server/harness'
import { createSchool } from '@/server/features/schools/school.factory'
import { updateSchool } from '@/server/features/schools/school-admin.service'
import { SchoolImportError } from './csv-file'
import { formatImportReport, importSchools } from './school-import.service'

/** The importer on the hand-written Latin-1 fixture (tests/fixtures/ipeds/hd-sample.csv and its HIFLD sample). */
const t = useTestApp()
const directory = fixture('ipeds/hd-sample.csv')
const enrollment = fixture('hifld/colleges-sample.csv')

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  t.current.em().getConnection().execute<T[]>(query, params)
const bySlug = async (slug: string) =>
  (await sql<Record<string, unknown>>('select * from schools where slug = ?', [slug]))[0]
const count = async () => (await sql<{ n: number }>('select count(*)::int as n from schools'))[0]!.n

/** The fixture with a line replaced, re-encoded as Latin-1 like the original. */
const edited = (replace: (text: string) => string) =>
  Buffer.from(replace(directory.toString('latin1')), 'latin1')

beforeEach(async () => {
  await sql('delete from campus_programs')
  await sql('delete from schools')
})

describe('importing the IPEDS directory', () => {
  it('loads active degree-granting institutions of sectors 1-6, and says why it skipped the others', async () => {
    const report = await importSchools(t.current.em(), { directory, enrollment })
    expect(report).toMatchObject({ inserted: 10, updated: 0, unchanged: 0, notInFile: 0, withEnrollment: 5 })
    expect(report.skipped).toEqual([
      { reason: expect.stringContaining('SECTOR 0, 7-9'), count: 1 },
      { reason: expect.stringContaining('DEGGRANT'), count: 1 },
      { reason: expect.stringContaining('CYACTIVE'), count: 1 },
    ])
    expect(await count()).toBe(10)
    expect(await bySlug('closed-college')).toBeUndefined()
    const printed = formatImportReport(report)
    expect(printed).toContain('Inserted:  10')
    expect(printed).toContain('Skipped:   3 rows of the file')
    expect(printed).toContain('1 does not grant degrees (DEGGRANT is not 1)')
  })

  it('decodes Latin-1, and maps type, enrollment, size, locale, control, flags, website and coordinates', async () => {
    await importSchools(t.current.em(), { directory, enrollment })
    expect(await bySlug('universidad-de-bayamón')).toMatchObject({
      name: 'Universidad de Bayamón',
      city: 'Bayamón',
      state: 'PR',
      type: 'Private College',
      website_url: 'https://ubayamon.edu/',
      student_population: 800,
      size_band: 'under-1k',
    })
    expect(await bySlug('alpha-state-university')).toMatchObject({
      unitid: 100001,
      alias: 'ASU | Alpha State',
      type: 'Public Research University',
      student_population: 6012,
      size_band: '5k-10k',
      control: 'public',
      sector: 1,
      carnegie: 16,
      locale: 'city',
      locale_size: 'midsize',
      hbcu: true,
      tribal: false,
      land_grant: true,
      latitude: 34.783368,
      longitude: -86.568502,
      website_url: 'https://www.alpha.edu/',
      is_active: true,
    })
    // HIFLD's -999 is "unknown": no enrollment, and the size band falls back to IPEDS INSTSIZE (4: 10k-20k).
    expect(await bySlug('glendale-community-college-glendale')).toMatchObject({
      state: 'CA',
      student_population: null,
      size_band: '10k-20k',
      website_url: 'https://www.glendale.edu/',
      type: 'Community College',
    })
    expect(await bySlug('watts-school-of-nursing')).toMatchObject({
      city: 'Durham',
      state: 'NC',
      type: 'Health Sciences College',
      student_population: 145,
    })
    expect(await bySlug('meadville-institute-of-technology')).toMatchObject({
      city: 'Meadville',
      type: 'Technical Institute',
      control: 'private-for-profit',
      website_url: 'https://www.meadvilletech.edu/programs?a=1',
      latitude: null,
    })
  })

  it('stores the locale as its kind and size; a changed LOCALE code updates both in place by UNITID', async () => {
    await importSchools(t.current.em(), { directory, enrollment })
    const locales = await sql<{ unitid: number; locale: string | null; locale_size: string | null }>(
      'select unitid, locale, locale_size from schools where unitid in (100001, 100003, 100004, 100006, 100013) order by unitid',
    )
    // LOCALE 12, 11, 21, 13 and 32 in the fixture.
    expect(locales).toEqual([
      { unitid: 100001, locale: 'city', locale_size: 'midsize' },
      { unitid: 100003, locale: 'city', locale_size: 'large' },
      { unitid: 100004, locale: 'suburb', locale_size: 'large' },
      { unitid: 100006, locale: 'city', locale_size: 'small' },
      { unitid: 100013, locale: 'town', locale_size: 'distant' },
    ])

    const stanford = await bySlug('stanford-university')
    const withLocale = (code: string) =>
      edited((text) => text.replace(',15, 4,21,-122.167', `,15, 4,${code},-122.167`))
    expect(await importSchools(t.current.em(), { directory: withLocale('43'), enrollment })).toMatchObject({
      inserted: 0,
      updated: 1,
      unchanged: 9,
    })
    expect(await bySlug('stanford-university')).toMatchObject({
      id: stanford!.id,
      locale: 'rural',
      locale_size: 'remote',
    })
    // IPEDS's -3, "not available": nothing is kept from before.
    expect(await importSchools(t.current.em(), { directory: withLocale('-3'), enrollment })).toMatchObject({
      updated: 1,
    })
    expect(await bySlug('stanford-university')).toMatchObject({
      id: stanford!.id,
      locale: null,
      locale_size: null,
    })
  })

  it('gives same-named schools unique, deterministic slugs: plain, then the city, then the UNITID', async () => {
    await importSchools(t.current.em(), { directory, enrollment })
    const slugs = await sql<{ unitid: number; slug: string }>(
      `select unitid, slug from schools where name in ('Glendale Community College', 'Western Technical College') order by unitid`,
    )
    expect(slugs).toEqual([
      { unitid: 100002, slug: 'glendale-community-college' },
      { unitid: 100003, slug: 'glendale-community-college-glendale' },
      { unitid: 100005, slug: 'western-technical-college' },
      { unitid: 100006, slug: 'western-technical-college-la-crosse' },
      { unitid: 100007, slug: 'western-technical-college-el-paso' },
    ])
  })

  it('a second run changes nothing; a changed file updates rows in place by UNITID, never duplicating', async () => {
    await importSchools(t.current.em(), { directory, enrollment })
    const before = await bySlug('stanford-university')
    expect(await importSchools(t.current.em(), { directory, enrollment })).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: 10,
    })
    expect((await bySlug('stanford-university'))!.updated_at).toEqual(before!.updated_at)

    const renamed = edited((text) => text.replace('"Stanford University"', '"Leland Stanford University"'))
    expect(await importSchools(t.current.em(), { directory: renamed, enrollment })).toMatchObject({
      inserted: 0,
      updated: 1,
      unchanged: 9,
    })
    expect(await count()).toBe(10)
    expect(await bySlug('stanford-university')).toBeUndefined()
    expect(await bySlug('leland-stanford-university')).toMatchObject({ id: before!.id, unitid: 100011 })
  })

  it('keeps the enrollment it has when run without an enrollment file', async () => {
    await importSchools(t.current.em(), { directory, enrollment })
    expect(await importSchools(t.current.em(), { directory })).toMatchObject({ updated: 0, unchanged: 10 })
    expect(await bySlug('watts-school-of-nursing')).toMatchObject({ student_population: 145 })
  })

  it('never deletes: schools the file no longer lists stay, with their programs, and so do hand-added ones', async () => {
    await importSchools(t.current.em(), { directory, enrollment })
    const watts = await bySlug('watts-school-of-nursing')
    await sql(`insert into campus_programs (school_id, name) values (?, 'Nursing Week')`, [watts!.id])
    await createSchool(t.current.em(), { name: 'Hand Added College', city: 'Durham', state: 'NC' })

    const withoutWatts = edited((text) =>
      text
        .split('\r\n')
        .filter((line) => !line.startsWith('100012,'))
        .join('\r\n'),
    )
    const report = await importSchools(t.current.em(), { directory: withoutWatts, enrollment })
    expect(report).toMatchObject({ inserted: 0, updated: 0, unchanged: 9, notInFile: 2 })
    expect(formatImportReport(report)).toContain(
      'Kept:      2 schools in the database that this file does not list',
    )
    expect(await bySlug('watts-school-of-nursing')).toMatchObject({ id: watts!.id })
    expect(await bySlug('hand-added-college')).toBeDefined()
    expect(await sql('select name from campus_programs')).toEqual([{ name: 'Nursing Week' }])
  })

  it('never takes the slug of a school it does not manage; the newcomer gets its city instead', async () => {
    await createSchool(t.current.em(), { name: 'Stanford University', city: 'Somewhere', state: 'CA' })
    await importSchools(t.current.em(), { directory, enrollment })
    expect(await bySlug('stanford-university')).toMatchObject({ unitid: null, city: 'Somewhere' })
    expect(await bySlug('stanford-university-stanford')).toMatchObject({ unitid: 100011 })
  })
})

describe('a malformed file or row', () => {
  async function failure(files: { directory: Buffer; enrollment?: Buffer }) {
    try {
      await importSchools(t.current.em(), files)
    } catch (error) {
      expect(error).toBeInstanceOf(SchoolImportError)
      return (error as Error).message
    }
    throw new Error('the import succeeded')
  }

  it('names the line, and writes nothing, even when earlier rows were fine', async () => {
    await importSchools(t.current.em(), { directory, enrollment })
    const snapshot = await sql('select * from schools order by id')
    const bad = edited((text) =>
      text
        .replace('"Alpha State University"', '"Alpha State University Renamed"')
        .replace('100005,"Western', '1000x5,"Western'),
    )
    expect(await failure({ directory: bad, enrollment })).toBe(
      'IPEDS directory file, line 6: UNITID "1000x5" is not a whole number.',
    )
    expect(await sql('select * from schools order by id')).toEqual(snapshot)
  })

  it.each([
    [
      'a missing column',
      (text: string) => text.replace(',STABBR,', ',STATE,'),
      'line 1: missing column STABBR',
    ],
    ['a row with too few values', (text: string) => text.replace(',"Normal","AL"', ',"Normal"'), 'line 2:'],
    [
      'an unknown state',
      (text: string) => text.replace('"Durham","NC"', '"Durham","XX"'),
      'line 13: STABBR "XX"',
    ],
    [
      'a duplicate UNITID',
      (text: string) => text.replace('100013,', '100012,'),
      'line 14: UNITID 100012 appears twice (first on line 13)',
    ],
    [
      'an empty name',
      (text: string) => text.replace('"Watts School of Nursing"', '""'),
      'line 13: INSTNM is empty',
    ],
    ['a bad coordinate', (text: string) => text.replace('-78.941', 'north'), 'line 13: LONGITUD "north"'],
    [
      'an unterminated quote',
      (text: string) => text.replace('"Stanford","CA"', '"Stanford,"CA'),
      'IPEDS directory file, line',
    ],
  ])('%s', async (_, change, message) => {
    expect(await failure({ directory: edited(change), enrollment })).toContain(message)
    expect(await count()).toBe(0)
  })

  it('in the enrollment file too', async () => {
    const badEnrollment = Buffer.from(enrollment.toString('utf8').replace('6012', 'many'), 'utf8')
    expect(await failure({ directory, enrollment: badEnrollment })).toBe(
      'HIFLD enrollment file, line 2: TOT_ENROLL "many" is not a whole number.',
    )
    expect(await count()).toBe(0)
  })

  it('a failure while writing rolls back the whole import (one transaction)', async () => {
    await importSchools(t.current.em(), { directory, enrollment })
    const snapshot = await sql('select * from schools order by id')
    // The database refuses one of the rows the next run inserts, after that run has already updated others.
    await sql(`create function refuse_school() returns trigger language plpgsql as $$
      begin raise exception 'refused by test'; end $$`)
    await sql(`create trigger refuse_school before insert on schools for each row
      when (new.unitid = 100099) execute function refuse_school()`)
    try {
      const changed = edited(
        (text) =>
          text.replace('"Alpha State University"', '"Alpha State University Renamed"') +
          '100099,"New College"," ","1 New St","Newton","MA","new.edu", 2, 2, 1, 1, 2, 2, 2,21, 1,21,-71.2,42.3\r\n',
      )
      await expect(importSchools(t.current.em(), { directory: changed, enrollment })).rejects.toThrow(
        'refused by test',
      )
      expect(await sql('select * from schools order by id')).toEqual(snapshot)
    } finally {
      await sql('drop trigger refuse_school on schools')
      await sql('drop function refuse_school()')
    }
  })
})

describe('a school staff renamed', () => {
  it('keeps its slug when a later import adds another school of that name; the newcomer gets its city', async () => {
    const withoutWatts = edited((text) =>
      text
        .split('\r\n')
        .filter((line) => !line.startsWith('100012,'))
        .join('\r\n'),
    )
    await importSchools(t.current.em(), { directory: withoutWatts, enrollment })
    const stanford = await bySlug('stanford-university')
    // Staff give Stanford's row the name the next file brings for a school it did not list before.
    await updateSchool(t.current.em(), stanford!.id as number, {
      name: 'Watts School of Nursing',
      city: stanford!.city as string,
      state: stanford!.state as string,
      type: stanford!.type as string,
      studentPopulation: stanford!.student_population as number,
      websiteUrl: stanford!.website_url as string,
    })
    expect(await bySlug('watts-school-of-nursing')).toMatchObject({ id: stanford!.id })

    await importSchools(t.current.em(), { directory, enrollment })
    // Staff's school keeps its address and name; the newcomer of the same name takes the next slug by the rule.
    expect(await bySlug('watts-school-of-nursing')).toMatchObject({
      id: stanford!.id,
      unitid: 100011,
      name: 'Watts School of Nursing',
    })
    expect(await bySlug('watts-school-of-nursing-durham')).toMatchObject({
      unitid: 100012,
      name: 'Watts School of Nursing',
    })
  })
})
