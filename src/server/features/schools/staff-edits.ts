import { STAFF_EDITABLE_IMPORTED_FIELDS } from '@/shared/schools/staff-editable-fields'
import type { SchoolRecord } from './school-record'

export type StaffEditableField = (typeof STAFF_EDITABLE_IMPORTED_FIELDS)[number] & keyof SchoolRecord

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

export const valuesOf = (school: EditableValues): EditableValues =>
  Object.fromEntries(STAFF_EDITABLE_IMPORTED_FIELDS.map((field) => [field, school[field]]))
