import type { SchoolRecord } from './school-record'

/**
 * The imported fields a staff form can change. Once staff change one, it is theirs: later imports leave it as
 * staff set it (ADR 0021). isActive and the pictures are staff-owned outright and never imported.
 */
export const STAFF_EDITABLE_IMPORTED_FIELDS = [
  'name',
  'city',
  'state',
  'type',
  'studentPopulation',
  'websiteUrl',
] as const satisfies readonly (keyof SchoolRecord)[]
export type StaffEditableField = (typeof STAFF_EDITABLE_IMPORTED_FIELDS)[number]

/** Those fields as both a stored school and a staff form hold them (a hand-added school may lack a state). */
type EditableValues = {
  [field in StaffEditableField]?: SchoolRecord[field] | null
}

/** The fields staff have edited after this write: the ones edited before, plus any whose value it changed. */
export function staffEditedAfter(
  before: EditableValues,
  after: EditableValues,
  alreadyEdited: readonly string[],
): string[] {
  const edited = new Set(alreadyEdited)
  for (const field of STAFF_EDITABLE_IMPORTED_FIELDS) {
    if ((before[field] ?? null) !== (after[field] ?? null)) edited.add(field)
  }
  return [...edited].sort()
}

export const valuesOf = (school: EditableValues): EditableValues => ({
  name: school.name,
  city: school.city,
  state: school.state,
  type: school.type,
  studentPopulation: school.studentPopulation,
  websiteUrl: school.websiteUrl,
})
