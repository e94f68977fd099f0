import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../../tests/server/harness'
import { createSchool } from '@/server/features/schools/school.factory'
import { updateSchool } from '@/server/features/schools/school-admin.service'
import { formatImportReport, importSchools } from './school-import.service'
import { directory, edited, enrollment, importTestKit } from './school-import.test-helpers'

/** The importer on the hand-written Latin-1 fixture (tests/fixtures/ipeds/hd-sample.csv and its HIFLD sample). */
const t = useTestApp()
const { sql, bySlug, count } = importTestKit(t)

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
