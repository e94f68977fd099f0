import type { Em } from '@/server/db/orm'
import { schoolRecordOf, type SchoolFacts, type SchoolRecord } from '@/server/features/schools/school-record'
import { STAFF_EDITABLE_IMPORTED_FIELDS } from '@/shared/schools/staff-editable-fields'
import { schoolSearchName, schoolSearchText } from '@/shared/schools/search-text'
import { readHifldEnrollment, type HifldFacts } from './hifld-enrollment'
import {
  readIpedsDirectory,
  SKIP_REASONS,
  type IpedsDirectory,
  type IpedsInstitution,
  type SkipReason,
} from './ipeds-directory'
import { assignSlugs } from './school-slugs'
import {
  insertSchools,
  loadSchools,
  RECORD_COLUMNS,
  updateSchools,
  type ExistingSchool,
  type StoredRecord,
} from './school-writes'

export interface ImportInput {
  /** The IPEDS HD file's bytes (Latin-1 as published; UTF-8 accepted). */
  directory: Uint8Array
  /** The HIFLD file's bytes, for enrollment. Without it, schools keep the enrollment they have. */
  enrollment?: Uint8Array
  directoryLabel?: string
  enrollmentLabel?: string
}

export interface ImportReport {
  inserted: number
  updated: number
  unchanged: number
  /** Rows of the file that are not directory schools, by reason. */
  skipped: { reason: string; count: number }[]
  /** Schools in the database that this file does not list: kept as they are, never deleted. */
  notInFile: number
  /** Imported schools with a known enrollment. */
  withEnrollment: number
  /** Optional columns the directory file lacks: those facts stay unknown. */
  absentColumns: string[]
  /** Schools where fields staff edited by hand were kept instead of the file's values. */
  keptStaffEdits: number
}

const same = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) < 1e-9 : (a ?? null) === (b ?? null)

/** Both files, read and validated in full before anything touches the database. */
export interface ImportFiles {
  directory: IpedsDirectory
  enrollment?: Map<number, HifldFacts>
}

/** Reads and validates the files; a malformed file or row throws SchoolImportError naming the line. */
export function readImportFiles(input: ImportInput): ImportFiles {
  return {
    directory: readIpedsDirectory(input.directory, input.directoryLabel),
    ...(input.enrollment && { enrollment: readHifldEnrollment(input.enrollment, input.enrollmentLabel) }),
  }
}

/**
 * Loads the IPEDS directory into `schools`, keyed by UNITID (docs/decisions/0021-school-import.md): new schools
 * are inserted, known ones updated in place when a value changed, nothing is ever deleted. The files are
 * validated in full first; the writes then happen in one transaction, in batches.
 */
export async function importSchools(em: Em, input: ImportInput | ImportFiles): Promise<ImportReport> {
  const { directory, enrollment } =
    'institutions' in input.directory ? (input as ImportFiles) : readImportFiles(input as ImportInput)

  const report = await em.transactional(async (tx) => {
    const existing = await loadSchools(tx)
    const byUnitid = new Map<number, ExistingSchool>()
    for (const school of existing) if (school.unitid !== null) byUnitid.set(school.unitid, school)

    let keptStaffEdits = 0
    const records = directory.institutions.map((institution) => {
      const current = byUnitid.get(institution.unitid)
      const hifld = enrollment ? enrollment.get(institution.unitid) : keptHeadcounts(current)
      const record = schoolRecordOf(schoolFactsOf(institution, hifld))
      if (!current?.staffEditedFields.length) return record
      keptStaffEdits++
      return withStaffEdits(record, current)
    })
    const inFile = new Set(records.map((record) => record.unitid))
    const outside = existing.filter((school) => school.unitid === null || !inFile.has(school.unitid))
    // A school keeps its slug (its page's address) while its name stays; staff's renames keep theirs too. The
    // newcomers and the renamed share out the rest by the importer's rule, around the slugs already held.
    const nameOf = new Map(records.map((record) => [record.unitid, record.name]))
    const keeping = existing.filter(
      (school) => school.unitid !== null && nameOf.get(school.unitid) === school.name,
    )
    const keeps = new Set(keeping.map((school) => school.unitid))
    const slugs = assignSlugs(
      records.filter((record) => !keeps.has(record.unitid)),
      [...outside, ...keeping].map((school) => school.slug),
    )
    for (const school of keeping) slugs.set(school.unitid!, school.slug)

    const inserts: StoredRecord[] = []
    const updates: (StoredRecord & { id: number })[] = []
    const movingSlugIds: number[] = []
    for (const record of records) {
      const stored: StoredRecord = { ...record, slug: slugs.get(record.unitid)! }
      const current = byUnitid.get(record.unitid)
      if (!current) inserts.push(stored)
      else if (RECORD_COLUMNS.some(([key]) => !same(current[key], stored[key]))) {
        updates.push({ ...stored, id: current.id })
        if (current.slug !== stored.slug) movingSlugIds.push(current.id)
      }
    }

    await updateSchools(tx, updates, movingSlugIds)
    await insertSchools(tx, inserts)

    return {
      inserted: inserts.length,
      updated: updates.length,
      unchanged: records.length - inserts.length - updates.length,
      skipped: (Object.entries(directory.skipped) as [SkipReason, number][])
        .filter(([, count]) => count > 0)
        .map(([reason, count]) => ({ reason: SKIP_REASONS[reason], count })),
      notInFile: outside.length,
      withEnrollment: records.filter((record) => record.studentPopulation !== null).length,
      absentColumns: directory.absentColumns,
      keptStaffEdits,
    }
  })
  // Fresh statistics and visibility map, so the planner picks the indexes at once (PGlite has no autovacuum).
  if (report.inserted + report.updated > 0) await em.execute('vacuum (analyze) schools, school_search_words')
  return report
}

/** One school's facts: its directory row and, when there is one, its HIFLD headcounts and residence halls. */
export function schoolFactsOf(institution: IpedsInstitution, hifld: HifldFacts | undefined): SchoolFacts {
  return {
    ...institution,
    enrollment: hifld?.total ?? null,
    fullTimeEnrollment: hifld?.fullTime ?? null,
    partTimeEnrollment: hifld?.partTime ?? null,
    dormCapacity: hifld?.dormCapacity ?? null,
  }
}

/** Without an enrollment file, a known school keeps the headcounts and beds it has. */
const keptHeadcounts = (current: ExistingSchool | undefined): HifldFacts | undefined =>
  current && {
    total: current.studentPopulation,
    fullTime: current.fullTimeEnrollment,
    partTime: current.partTimeEnrollment,
    dormCapacity: current.dormCapacity,
  }

/** The file's record with the fields staff edited put back, and the search columns made from the result. */
function withStaffEdits(record: SchoolRecord, current: ExistingSchool): SchoolRecord {
  const merged: SchoolRecord = { ...record }
  for (const field of STAFF_EDITABLE_IMPORTED_FIELDS) {
    if (current.staffEditedFields.includes(field)) Object.assign(merged, { [field]: current[field] })
  }
  const searchable = { ...merged, hbcu: merged.hbcu }
  return { ...merged, searchName: schoolSearchName(searchable), searchText: schoolSearchText(searchable) }
}

/** The report as the command prints it. */
export function formatImportReport(report: ImportReport): string {
  const skipped = report.skipped.reduce((sum, { count }) => sum + count, 0)
  const lines = [
    `Inserted:  ${report.inserted}`,
    `Updated:   ${report.updated}`,
    `Unchanged: ${report.unchanged}`,
    `Skipped:   ${skipped} rows of the file`,
    ...report.skipped.map(({ reason, count }) => `  ${count} ${reason}`),
    `Enrollment known for ${report.withEnrollment} of ${report.inserted + report.updated + report.unchanged} schools.`,
  ]
  if (report.keptStaffEdits > 0) {
    lines.push(
      `Kept staff edits on ${report.keptStaffEdits} schools (fields staff changed are never overwritten).`,
    )
  }
  if (report.absentColumns.length > 0) {
    lines.push(`Not in this file (left unknown): ${report.absentColumns.join(', ')}.`)
  }
  if (report.notInFile > 0) {
    lines.push(
      `Kept:      ${report.notInFile} schools in the database that this file does not list (never deleted: added by hand, or no longer in IPEDS).`,
    )
  }
  return lines.join('\n')
}
