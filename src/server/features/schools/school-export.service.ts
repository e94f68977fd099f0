import { toCsv, type CsvValue } from '@/shared/csv'
import { SCHOOL_EXPORT_MAX } from '@/shared/schools/school-constants'
import type { SchoolExportQuery } from '@/shared/schools/school-query.schema'
import { localeWords } from '@/shared/schools/locale'
import { SIZE_BAND_LABELS } from '@/shared/schools/size-band'
import { schoolPath } from '@/shared/schools/slug'
import type { Em } from '@/server/db/orm'
import { SCHOOL_COLUMNS, toSchool, type SchoolRow } from './school.service'
import { orderOf, resolveSearch, whereOf } from './school-search'

const HEADER = [
  'Name',
  'Other names',
  'City',
  'State',
  'Type',
  'Students',
  'Size',
  'Control',
  'Setting',
  'HBCU',
  'Tribal college',
  'Land-grant',
  'Website',
  'Latitude',
  'Longitude',
  'IPEDS UNITID',
  'Page',
] as const

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No')

/**
 * The directory as a CSV file with the list's own search, filters and order (issue 33): what a visitor sees on
 * /schools, every page at once. One query with the list's WHERE and ORDER BY, bounded by SCHOOL_EXPORT_MAX rows
 * (more than the whole directory), and cells made formula-safe by the shared CSV writer. A UTF-8 byte-order mark
 * makes spreadsheets read accented names right.
 */
export async function schoolDirectoryCsv(
  em: Em,
  query: SchoolExportQuery,
  publicUrl: string,
): Promise<string> {
  const search = await resolveSearch(em, query.search)
  const where = whereOf(query, search)
  const order = orderOf(search, query.sort)
  const rows = await em.execute<SchoolRow[]>(
    `select ${SCHOOL_COLUMNS} from schools s ${where.text} ${order.text} limit ${SCHOOL_EXPORT_MAX}`,
    [...where.params, ...order.params],
  )
  return `\uFEFF${toCsv([
    HEADER,
    ...rows
      .map(toSchool)
      .map((school): CsvValue[] => [
        school.name,
        school.alias,
        school.city,
        school.state,
        school.type,
        school.studentPopulation,
        school.sizeBand && SIZE_BAND_LABELS[school.sizeBand],
        school.control,
        localeWords(school),
        yesNo(school.hbcu),
        yesNo(school.tribal),
        yesNo(school.landGrant),
        school.websiteUrl,
        school.latitude,
        school.longitude,
        school.unitid,
        `${publicUrl}${schoolPath(school.slug)}`,
      ]),
  ])}`
}

/** "schools-2026-11-27.csv", or "schools-tx-2026-11-27.csv" for one state. */
export const schoolExportFileName = (query: SchoolExportQuery, today = new Date()) =>
  `schools-${query.state ? `${query.state.toLowerCase()}-` : ''}${today.toISOString().slice(0, 10)}.csv`
