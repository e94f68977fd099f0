import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { schoolInputSchema, type SchoolDetail, type SchoolInput } from '@/shared/schools/school.schema'
import { STAFF_EDITABLE_IMPORTED_FIELDS } from '@/shared/schools/staff-editable-fields'

/** What the form hands over after validation: the shared schema's output. */
export type SchoolValues = z.output<typeof schoolInputSchema>

/** Every field of the form: server field errors are placed only on these. */
export const SCHOOL_FIELDS = [...STAFF_EDITABLE_IMPORTED_FIELDS, 'imageUrl', 'logoUrl', 'isActive'] as const

export const schoolResolver = zodResolver(schoolInputSchema)

/** A new school is active with everything else empty; or the school's own values, blanks for nulls. */
export function schoolDefaults(school?: SchoolDetail): SchoolInput {
  return {
    name: school?.name ?? '',
    city: school?.city ?? '',
    state: school?.state ?? '',
    type: school?.type ?? '',
    studentPopulation: school?.studentPopulation ?? null,
    websiteUrl: school?.websiteUrl ?? '',
    imageUrl: school?.imageUrl ?? '',
    logoUrl: school?.logoUrl ?? '',
    isActive: school?.isActive ?? true,
  }
}

/**
 * An empty number box means "not known" (null). The shared schema coerces, and a blank would coerce to 0 students,
 * so the form turns it into null before validation.
 */
export const blankAsNull = (value: unknown) => (value === '' || value === undefined ? null : value)
