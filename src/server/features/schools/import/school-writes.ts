import type { Em } from '@/server/db/orm'
import type { SchoolRecord } from '@/server/features/schools/school-record'

/** A school as the importer writes it: the IPEDS-owned columns plus its slug. */
export type StoredRecord = SchoolRecord & { slug: string }

/** Column, SQL name and type of every IPEDS-owned column (typed, so VALUES lists of nulls still type-check). */
export const RECORD_COLUMNS: readonly [keyof StoredRecord, string, string][] = [
  ['unitid', 'unitid', 'int'],
  ['name', 'name', 'varchar'],
  ['slug', 'slug', 'varchar'],
  ['alias', 'alias', 'text'],
  ['city', 'city', 'varchar'],
  ['state', 'state', 'varchar'],
  ['type', 'type', 'varchar'],
  ['studentPopulation', 'student_population', 'int'],
  ['websiteUrl', 'website_url', 'text'],
  ['hbcu', 'hbcu', 'boolean'],
  ['tribal', 'tribal', 'boolean'],
  ['landGrant', 'land_grant', 'boolean'],
  ['control', 'control', 'varchar'],
  ['sector', 'sector', 'smallint'],
  ['carnegie', 'carnegie', 'smallint'],
  ['sizeBand', 'size_band', 'varchar'],
  ['locale', 'locale', 'varchar'],
  ['localeSize', 'locale_size', 'varchar'],
  ['latitude', 'latitude', 'double precision'],
  ['longitude', 'longitude', 'double precision'],
  ['address', 'address', 'varchar'],
  ['zip', 'zip', 'varchar'],
  ['undergraduate', 'undergraduate', 'boolean'],
  ['residential', 'residential', 'varchar'],
  ['cbsa', 'cbsa', 'int'],
  ['csa', 'csa', 'int'],
  ['fullTimeEnrollment', 'full_time_enrollment', 'int'],
  ['partTimeEnrollment', 'part_time_enrollment', 'int'],
  ['dormCapacity', 'dorm_capacity', 'int'],
  ['searchName', 'search_name', 'text'],
  ['searchText', 'search_text', 'text'],
]

/** Rows per statement: 31 parameters each stays far below PostgreSQL's 65,535-parameter limit. */
const BATCH = 1000

const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / BATCH) }, (_, index) =>
    items.slice(index * BATCH, (index + 1) * BATCH),
  )

export type ExistingSchool = StoredRecord & {
  id: number
  unitid: number | null
  /** The imported fields staff changed by hand, which the import keeps. */
  staffEditedFields: string[]
}

/** Every school in the database, with the columns the importer compares. */
export async function loadSchools(em: Em): Promise<ExistingSchool[]> {
  const columns = RECORD_COLUMNS.map(([key, column]) => `"${column}" as "${key}"`).join(', ')
  return em.execute<ExistingSchool[]>(
    `select id, ${columns}, staff_edited_fields as "staffEditedFields" from schools`,
  )
}

export async function insertSchools(em: Em, records: readonly StoredRecord[]) {
  const columns = RECORD_COLUMNS.map(([, column]) => `"${column}"`).join(', ')
  const row = `(${RECORD_COLUMNS.map(() => '?').join(', ')})`
  for (const chunk of chunks(records)) {
    await em.execute(
      `insert into schools (${columns}) values ${chunk.map(() => row).join(', ')}`,
      chunk.flatMap((record) => RECORD_COLUMNS.map(([key]) => record[key])),
      'run',
    )
  }
}

/**
 * Updates schools in place by id, a thousand per statement. Slugs that move are first parked on a temporary
 * value, so two schools may swap slugs without tripping the unique constraint halfway.
 */
export async function updateSchools(
  em: Em,
  updates: readonly (StoredRecord & { id: number })[],
  movingSlugIds: number[],
) {
  for (const ids of chunks(movingSlugIds)) {
    await em.execute(
      `update schools set slug = '~import~' || id where id in (${ids.map(() => '?').join(', ')})`,
      ids,
      'run',
    )
  }
  const assignments = RECORD_COLUMNS.map(([, column]) => `"${column}" = v."${column}"`).join(', ')
  const row = `(?::int, ${RECORD_COLUMNS.map(([, , type]) => `?::${type}`).join(', ')})`
  const names = ['id', ...RECORD_COLUMNS.map(([, column]) => column)].map((name) => `"${name}"`).join(', ')
  for (const chunk of chunks(updates)) {
    await em.execute(
      `update schools as s set ${assignments}, "updated_at" = now()
       from (values ${chunk.map(() => row).join(', ')}) as v(${names})
       where s.id = v.id`,
      chunk.flatMap((record) => [record.id, ...RECORD_COLUMNS.map(([key]) => record[key])]),
      'run',
    )
  }
}
