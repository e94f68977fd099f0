/**
 * Where the directory's facts come from, as each school page names it. One constant, so that when the data
 * file the schools are loaded from states its own edition, the year is read from there and every page follows.
 */
export const SCHOOL_DATA_SOURCE = {
  /** The IPEDS Institutional Characteristics directory (HD file) the rows were imported from. */
  directoryYear: 2022,
  directory: 'IPEDS',
  publisher: 'NCES',
  enrollment: 'HIFLD',
} as const

/** A school staff added by hand has no IPEDS UNITID and no imported facts. */
export const STAFF_ADDED_SOURCE = 'Added by staff'

/** "Source: IPEDS 2022 directory (NCES) and HIFLD enrollment", or "Added by staff" for a school without UNITID. */
export function schoolSourceLine(
  school: { unitid: number | null },
  source: {
    directoryYear: number
    directory: string
    publisher: string
    enrollment: string
  } = SCHOOL_DATA_SOURCE,
): string {
  if (school.unitid === null) return STAFF_ADDED_SOURCE
  return `Source: ${source.directory} ${source.directoryYear} directory (${source.publisher}) and ${source.enrollment} enrollment`
}
