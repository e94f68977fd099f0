/** What the importer's test files share: the fixtures, SQL on the file's app, an empty directory before each test. */
import { beforeEach } from 'vitest'
import { fixture } from '../../../../../tests/server/school-data'
import type { TestApp } from '../../../../../tests/server/harness'

/** The hand-written Latin-1 fixture (tests/fixtures/ipeds/hd-sample.csv) and its HIFLD sample. */
export const directory = fixture('ipeds/hd-sample.csv')
export const enrollment = fixture('hifld/colleges-sample.csv')

/** The fixture with a line replaced, re-encoded as Latin-1 like the original. */
export const edited = (replace: (text: string) => string) =>
  Buffer.from(replace(directory.toString('latin1')), 'latin1')

/** Queries on the file's app, and no schools or programs before each of its tests. */
export function importTestKit(t: { readonly current: TestApp }) {
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    t.current.em().getConnection().execute<T[]>(query, params)
  const bySlug = async (slug: string) =>
    (await sql<Record<string, unknown>>('select * from schools where slug = ?', [slug]))[0]
  const count = async () => (await sql<{ n: number }>('select count(*)::int as n from schools'))[0]!.n

  beforeEach(async () => {
    await sql('delete from campus_programs')
    await sql('delete from schools')
  })
  return { sql, bySlug, count }
}
