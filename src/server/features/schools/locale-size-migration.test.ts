import { describe, expect, it } from 'vitest'
import { fixture } from '../../../../tests/server/school-data'
import { useTestApp } from '../../../../tests/server/harness'
import { importSchools } from './import/school-import.service'

/**
 * The locale-size migration on a database that already holds imported schools (issue 17): it is undone on this
 * file's own database, applied again, and the next import fills the new column in place by UNITID.
 */
const t = useTestApp()
const BEFORE = 'Migration20261124233000_blog_search_and_bio'
const directory = fixture('ipeds/hd-sample.csv')
const enrollment = fixture('hifld/colleges-sample.csv')

describe('Migration20261125025851_locale_size', () => {
  it('adds an empty locale_size beside the kept locale; the next import fills it without new rows', async () => {
    const { orm } = t.current.db
    const sql = <T = Record<string, unknown>>(query: string) =>
      orm.em.fork().getConnection().execute<T[]>(query)
    const localeColumns = () =>
      sql(
        `select column_name, data_type, is_nullable from information_schema.columns
         where table_name = 'schools' and column_name like 'locale%' order by column_name`,
      )
    const rows = () =>
      sql<{ id: number; unitid: number; locale: string | null; locale_size: string | null }>(
        'select id, unitid, locale, locale_size from schools order by unitid',
      )

    await importSchools(orm.em.fork(), { directory, enrollment })
    const imported = await rows()
    expect(imported.filter((school) => school.locale_size)).toHaveLength(10)

    await orm.migrator.down({ to: BEFORE })
    expect(await localeColumns()).toEqual([
      { column_name: 'locale', data_type: 'character varying', is_nullable: 'YES' },
    ])

    await orm.migrator.up()
    expect(await localeColumns()).toEqual([
      { column_name: 'locale', data_type: 'character varying', is_nullable: 'YES' },
      { column_name: 'locale_size', data_type: 'character varying', is_nullable: 'YES' },
    ])
    // Existing rows keep their kind and do not know their size: nothing is guessed.
    expect(await rows()).toEqual(imported.map((school) => ({ ...school, locale_size: null })))

    expect(await importSchools(orm.em.fork(), { directory, enrollment })).toMatchObject({
      inserted: 0,
      updated: 10,
      unchanged: 0,
    })
    expect(await rows()).toEqual(imported)
  })
})
