/**
 * The imported facts a staff form can change. Once staff change one, later imports leave it as staff set it
 * (ADR 0021; features/schools/staff-edits.ts). The pictures and isActive are staff-owned outright, never imported.
 * Apart from school-constants.ts, which every page's first load carries, as only staff forms and the importer use it.
 */
export const STAFF_EDITABLE_IMPORTED_FIELDS = [
  'name',
  'city',
  'state',
  'type',
  'studentPopulation',
  'websiteUrl',
] as const
