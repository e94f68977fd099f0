import type { RequiredEntityData } from '@mikro-orm/core'
import { schoolSlug } from '@/shared/schools/slug'
import type { Em } from '@/server/db/orm'
import { SchoolEntity, type School } from './school.entity'

export type SchoolData = Partial<RequiredEntityData<School>> & { name: string }

/**
 * Creates a school: the demo seed, the importer's tests and every feature's tests share it. The slug follows
 * the spec's rule unless given; callers that may meet duplicate names pass their own.
 */
export async function createSchool(em: Em, data: SchoolData): Promise<School> {
  const school = em.create(SchoolEntity, { slug: schoolSlug(data.name), ...data })
  await em.flush()
  return school
}
