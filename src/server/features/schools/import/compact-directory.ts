import { createHash } from 'node:crypto'
import zlib from 'node:zlib'
import { SchoolImportError } from './csv-file'
import type { HifldFacts } from './hifld-enrollment'
import type { IpedsInstitution } from './ipeds-directory'
import type { ImportFiles } from './school-import.service'

/**
 * The school directory a fresh install starts with (issue 33, ADR 0028): the rows the importer keeps from the
 * IPEDS directory file joined with HIFLD's headcounts and residence halls, as tab-separated text behind a
 * commented header that names the sources, gzipped (about 250 kB for 4,082 schools). Values are kept as the
 * files give them, so the same mapping (school-record.ts) turns both the raw files and this one into schools.
 */

/** The columns, in order: one for each fact the importer reads. */
const COLUMNS = [
  'unitid',
  'name',
  'alias',
  'address',
  'city',
  'state',
  'zip',
  'website',
  'sector',
  'undergraduate',
  'carnegie',
  'size_setting',
  'instsize',
  'locale',
  'hbcu',
  'tribal',
  'land_grant',
  'latitude',
  'longitude',
  'cbsa',
  'csa',
  'enrollment',
  'full_time',
  'part_time',
  'dorm_capacity',
] as const

/** Where the data came from, written into the header and read back for the school pages' source line. */
export interface DirectorySource {
  /** The IPEDS collection year of the directory file (hd2022.csv: 2022). */
  ipedsYear: number
  ipedsFile: string
  hifldFile: string
}

export interface CompactDirectory extends ImportFiles {
  source: DirectorySource
  /** A digest of the file, so a start can tell whether this directory was applied already (directoryVersionOf). */
  version: string
}

const text = (value: string | null) => (value ?? '').replace(/[\t\r\n]+/g, ' ')
const num = (value: number | null) => (value === null ? '' : String(value))
const flag = (value: boolean | null) => (value === null ? '' : value ? '1' : '0')

function rowOf(school: IpedsInstitution, hifld: HifldFacts | undefined): string {
  return [
    num(school.unitid),
    text(school.name),
    text(school.alias),
    text(school.address),
    text(school.city),
    school.state,
    text(school.zip),
    text(school.website),
    num(school.sector),
    flag(school.undergraduate),
    num(school.carnegie),
    num(school.sizeSetting),
    num(school.instsize),
    num(school.locale),
    flag(school.hbcu),
    flag(school.tribal),
    flag(school.landGrant),
    num(school.latitude),
    num(school.longitude),
    num(school.cbsa),
    num(school.csa),
    num(hifld?.total ?? null),
    num(hifld?.fullTime ?? null),
    num(hifld?.partTime ?? null),
    num(hifld?.dormCapacity ?? null),
  ].join('\t')
}

/**
 * The file's bytes: the same files give the same bytes (rows in UNITID order, no dates, gzip without a
 * timestamp), so a rebuilt file only differs when the data does.
 */
export function writeCompactDirectory(files: ImportFiles, source: DirectorySource): Buffer {
  const schools = [...files.directory.institutions].sort((a, b) => a.unitid - b.unitid)
  const header = [
    '# CampusPulse school directory: every active degree-granting U.S. college (IPEDS sectors 1-6, DEGGRANT 1, CYACTIVE 1).',
    `# Sources (U.S. government works, public domain): IPEDS Institutional Characteristics, directory information (HD), ${source.ipedsYear}, National Center for Education Statistics; HIFLD Colleges and Universities (enrollment and residence halls, joined on IPEDSID = UNITID).`,
    `# ipeds-year: ${source.ipedsYear}`,
    `# ipeds-file: ${source.ipedsFile}`,
    `# hifld-file: ${source.hifldFile}`,
    `# schools: ${schools.length}`,
    '# Built by `npm run schools:build-data -- <IPEDS HD csv> <HIFLD csv>`. Columns map to IPEDS UNITID, INSTNM, IALIAS, ADDR, CITY, STABBR, ZIP, WEBADDR, SECTOR, UGOFFER (1/0), C21BASIC, C21SZSET, INSTSIZE, LOCALE, HBCU, TRIBAL, LANDGRNT, LATITUDE, LONGITUD, CBSA, CSA and HIFLD TOT_ENROLL, FT_ENROLL, PT_ENROLL, DORM_CAP (0 where HOUSING says none). Empty = unknown.',
    COLUMNS.join('\t'),
  ]
  const rows = schools.map((school) => rowOf(school, files.enrollment?.get(school.unitid)))
  return zlib.gzipSync(Buffer.from([...header, ...rows, ''].join('\n'), 'utf8'), { level: 9 })
}

/**
 * A directory file's version: a digest of its bytes. The build is deterministic, so the same data gives the same
 * version; a start compares it without unpacking the file (boot.ts).
 */
export const directoryVersionOf = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 16)

/** Reads the bundled file back into what the importer takes; a damaged file throws SchoolImportError. */
export function readCompactDirectory(bytes: Uint8Array, label = 'school directory file'): CompactDirectory {
  let content: string
  try {
    content = zlib.gunzipSync(bytes).toString('utf8')
  } catch {
    throw new SchoolImportError(`${label}: not a gzipped directory file.`)
  }
  const lines = content.split('\n').filter(Boolean)
  const meta = new Map<string, string>()
  for (const line of lines) {
    const match = /^# ([a-z-]+): (.*)$/.exec(line)
    if (match) meta.set(match[1]!, match[2]!)
  }
  const body = lines.filter((line) => !line.startsWith('#'))
  if (body[0] !== COLUMNS.join('\t')) throw new SchoolImportError(`${label}: unexpected columns.`)

  const institutions: IpedsInstitution[] = []
  const enrollment = new Map<number, HifldFacts>()
  body.slice(1).forEach((line, index) => {
    const values = line.split('\t')
    if (values.length !== COLUMNS.length) {
      throw new SchoolImportError(`${label}, row ${index + 1}: expected ${COLUMNS.length} values.`)
    }
    const field = Object.fromEntries(COLUMNS.map((column, at) => [column, values[at]!]))
    const str = (column: (typeof COLUMNS)[number]) => field[column] || null
    const num = (column: (typeof COLUMNS)[number]) => (field[column] ? Number(field[column]) : null)
    const bool = (column: (typeof COLUMNS)[number]) => (field[column] ? field[column] === '1' : null)
    const unitid = Number(field.unitid)
    institutions.push({
      line: index + 1,
      unitid,
      name: field.name!,
      alias: str('alias'),
      address: str('address'),
      zip: str('zip'),
      city: str('city'),
      state: field.state!,
      website: str('website'),
      sector: Number(field.sector),
      undergraduate: bool('undergraduate'),
      carnegie: num('carnegie'),
      sizeSetting: num('size_setting'),
      instsize: num('instsize'),
      locale: num('locale'),
      hbcu: field.hbcu === '1',
      tribal: field.tribal === '1',
      landGrant: field.land_grant === '1',
      latitude: num('latitude'),
      longitude: num('longitude'),
      cbsa: num('cbsa'),
      csa: num('csa'),
    })
    const headcounts: HifldFacts = {
      total: num('enrollment'),
      fullTime: num('full_time'),
      partTime: num('part_time'),
      dormCapacity: num('dorm_capacity'),
    }
    // As from the HIFLD file: a school HIFLD does not list has no entry.
    if (Object.values(headcounts).some((value) => value !== null)) enrollment.set(unitid, headcounts)
  })
  return {
    directory: { institutions, skipped: { sector: 0, degrees: 0, inactive: 0 }, absentColumns: [] },
    enrollment,
    source: {
      ipedsYear: Number(meta.get('ipeds-year')),
      ipedsFile: meta.get('ipeds-file') ?? '',
      hifldFile: meta.get('hifld-file') ?? '',
    },
    version: directoryVersionOf(bytes),
  }
}
