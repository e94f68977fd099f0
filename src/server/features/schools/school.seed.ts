import type { Em } from '@/server/db/orm'
import { assignSlugs } from './import/school-slugs'
import { SchoolEntity } from './school.entity'
import { schoolRecordOf } from './school-record'
import { SEED_SCHOOLS } from './seed-schools'

/**
 * Demo schools (seeders.ts runs this first: programs and matching refer to schools). Built with the importer's
 * own mapping and slug rule, so a later import of the full IPEDS file updates these rows instead of adding
 * duplicates. Schools already present (an import ran before the first start) are left as they are.
 */
export async function seedSchools(em: Em): Promise<void> {
  const present = await em.execute<{ unitid: number | null; slug: string }[]>(
    'select unitid, slug from schools',
  )
  const known = new Set(present.map((school) => school.unitid))
  const records = SEED_SCHOOLS.filter((facts) => !known.has(facts.unitid)).map(schoolRecordOf)
  const slugs = assignSlugs(
    records,
    present.map((school) => school.slug),
  )
  for (const record of records) em.create(SchoolEntity, { ...record, slug: slugs.get(record.unitid)! })
  await em.flush()
}
