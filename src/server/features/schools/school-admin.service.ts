import type { z } from 'zod'
import type { SchoolDetail, schoolInputSchema, schoolPatchSchema } from '@/shared/schools/school.schema'
import { schoolSlug } from '@/shared/schools/slug'
import type { Em } from '@/server/db/orm'
import { notFound } from '@/server/errors'
import { SchoolEntity } from './school.entity'
import { getSchool } from './school.service'
import { staffEditedAfter, valuesOf } from './staff-edits'

const MAX_SLUG = 255

/** A school's fields as the shared schema parsed them at the edge. */
type SchoolValues = z.output<typeof schoolInputSchema>
/** A change to some of them: what is left out stays as it is. */
type SchoolChanges = z.output<typeof schoolPatchSchema>

/**
 * Staff writes to schools (decision D5). A school added by hand has no IPEDS UNITID, so re-imports never touch
 * it. Writes go through the ORM, so the directory cache and the search columns follow at once.
 */

/**
 * A slug no other school holds, by the importer's rule (docs/decisions/0021-school-import.md): the plain slug,
 * then with the city, then with a number.
 */
async function uniqueSlug(em: Em, name: string, city: string | null, exceptId?: number): Promise<string> {
  const plain = schoolSlug(name).slice(0, MAX_SLUG)
  const candidates = [plain]
  if (city) candidates.push(`${plain}-${schoolSlug(city)}`.slice(0, MAX_SLUG))
  const taken = async (slug: string) =>
    (await em.count(SchoolEntity, exceptId ? { slug, id: { $ne: exceptId } } : { slug })) > 0
  for (const slug of candidates) if (!(await taken(slug))) return slug
  for (let n = 2; ; n++) {
    const slug = `${plain.slice(0, MAX_SLUG - String(n).length - 1)}-${n}`
    if (!(await taken(slug))) return slug
  }
}

export async function createSchool(em: Em, values: SchoolValues): Promise<SchoolDetail> {
  const school = em.create(SchoolEntity, {
    name: values.name,
    slug: await uniqueSlug(em, values.name, values.city ?? null),
    city: values.city ?? null,
    state: values.state ?? null,
    type: values.type ?? null,
    studentPopulation: values.studentPopulation ?? null,
    websiteUrl: values.websiteUrl ?? null,
    imageUrl: values.imageUrl ?? null,
    logoUrl: values.logoUrl ?? null,
    isActive: values.isActive ?? true,
  })
  await em.flush()
  return getSchool(em, school.id)
}

/**
 * Applies the fields given and leaves the others as they are (merge semantics: `null` clears). A renamed school
 * moves to its new name's slug (the spec builds school links from the name).
 */
export async function updateSchool(em: Em, id: number, changes: SchoolChanges): Promise<SchoolDetail> {
  const school = await em.findOne(SchoolEntity, id)
  if (!school) throw notFound('School')
  const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined))
  if (changes.name !== undefined && schoolSlug(changes.name) !== schoolSlug(school.name))
    school.slug = await uniqueSlug(
      em,
      changes.name,
      changes.city === undefined ? (school.city ?? null) : changes.city,
      id,
    )
  const before = valuesOf(school)
  Object.assign(school, given)
  // An imported school's changed facts become staff's own, so the next import keeps them.
  if (school.unitid !== null) {
    school.staffEditedFields = staffEditedAfter(before, valuesOf(school), school.staffEditedFields)
  }
  await em.flush()
  return getSchool(em, id)
}

/** Deletes the school and, by the foreign key's cascade, its programs; says how many went with it. */
export async function deleteSchool(em: Em, id: number): Promise<{ id: number; programsDeleted: number }> {
  const { programCount } = await getSchool(em, id)
  const school = await em.findOne(SchoolEntity, id)
  if (!school) throw notFound('School')
  em.remove(school)
  await em.flush()
  return { id, programsDeleted: programCount }
}
