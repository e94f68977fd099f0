import { stateByCode } from '@/shared/geo/us-states'
import { readCsv, SchoolImportError, type CsvRecord } from './csv-file'

/** One institution of the IPEDS HD file, with the columns the product uses, validated. */
export interface IpedsInstitution {
  line: number
  unitid: number
  name: string
  alias: string | null
  /** Street address (ADDR) and 5-digit ZIP; null when the file has none. */
  address: string | null
  zip: string | null
  city: string | null
  state: string
  website: string | null
  sector: number
  /** UGOFFER: whether it teaches undergraduates at all; null when not reported (or not in the file). */
  undergraduate: boolean | null
  carnegie: number | null
  /** C21SZSET, the Carnegie size-and-setting class (residential character; 18 = exclusively graduate). */
  sizeSetting: number | null
  instsize: number | null
  locale: number | null
  hbcu: boolean
  tribal: boolean
  landGrant: boolean
  latitude: number | null
  longitude: number | null
  /** Core-based statistical area and combined statistical area codes (metro areas), when the file has them. */
  cbsa: number | null
  csa: number | null
}

export const IPEDS_COLUMNS = [
  'UNITID',
  'INSTNM',
  'IALIAS',
  'CITY',
  'STABBR',
  'WEBADDR',
  'SECTOR',
  'DEGGRANT',
  'CYACTIVE',
  'HBCU',
  'TRIBAL',
  'LANDGRNT',
  'C21BASIC',
  'INSTSIZE',
  'LOCALE',
  'LATITUDE',
  'LONGITUD',
] as const

/**
 * Columns read when the file has them (the 2022 and later directory files do): a file without one imports with
 * that fact unknown, and the report names it.
 */
export const IPEDS_OPTIONAL_COLUMNS = ['ADDR', 'ZIP', 'UGOFFER', 'C21SZSET', 'CBSA', 'CSA'] as const

/**
 * Other names later directory files use for a column of the 2022 file. A file is read by the 2022 names; one
 * with none of a column's names stops the import with one line naming the column.
 */
export const IPEDS_COLUMN_ALIASES: Readonly<Record<string, readonly string[]>> = {
  LONGITUD: ['LONGITUDE'],
  LATITUDE: ['LATITUD'],
  IALIAS: ['ALIAS'],
  WEBADDR: ['WEBSITE'],
}

/** Why a row of the file is not a school of the directory. */
export const SKIP_REASONS = {
  sector: 'not a degree-granting sector (administrative unit or less-than-2-year: SECTOR 0, 7-9)',
  degrees: 'does not grant degrees (DEGGRANT is not 1)',
  inactive: 'not active in the current year (CYACTIVE is not 1)',
} as const
export type SkipReason = keyof typeof SKIP_REASONS

export interface IpedsDirectory {
  institutions: IpedsInstitution[]
  skipped: Record<SkipReason, number>
  /** Optional columns this file lacks: those facts stay unknown. */
  absentColumns: string[]
}

class Row {
  constructor(
    private readonly record: CsvRecord,
    private readonly fileLabel: string,
  ) {}

  fail(column: string, problem: string): never {
    throw new SchoolImportError(`${this.fileLabel}, line ${this.record.line}: ${column} ${problem}.`)
  }

  private raw(column: string): string {
    return this.record.values[column]?.trim() ?? ''
  }

  text(column: string, max: number, required = false): string | null {
    const value = this.raw(column)
    if (!value) return required ? this.fail(column, 'is empty') : null
    if (value.length > max) this.fail(column, `is longer than ${max} characters`)
    return value
  }

  /** A whole-number code; IPEDS writes -1/-2/-3 for "not reported" / "not applicable". */
  code(column: string, { required = false } = {}): number | null {
    const raw = this.raw(column)
    if (!raw) return required ? this.fail(column, 'is empty') : null
    if (!/^-?\d+$/.test(raw)) this.fail(column, `"${raw}" is not a whole number`)
    const value = Number(raw)
    return value < 0 && !required ? null : value
  }

  coordinate(column: string, limit: number): number | null {
    const raw = this.raw(column)
    if (!raw) return null
    const value = Number(raw)
    if (!Number.isFinite(value) || Math.abs(value) > limit) this.fail(column, `"${raw}" is not a coordinate`)
    return value
  }
}

/** Reads and validates the whole file before anything is written; keeps active degree-granting sectors 1-6. */
export function readIpedsDirectory(bytes: Uint8Array, fileLabel = 'IPEDS directory file'): IpedsDirectory {
  const records = readCsv(bytes, fileLabel, IPEDS_COLUMNS, IPEDS_COLUMN_ALIASES)
  const header = new Set(Object.keys(records[0]?.values ?? {}))
  const absentColumns = records.length ? IPEDS_OPTIONAL_COLUMNS.filter((column) => !header.has(column)) : []
  const skipped: Record<SkipReason, number> = { sector: 0, degrees: 0, inactive: 0 }
  const institutions: IpedsInstitution[] = []
  const seen = new Map<number, number>()

  for (const record of records) {
    const row = new Row(record, fileLabel)
    const unitid = row.code('UNITID', { required: true })!
    if (unitid <= 0) row.fail('UNITID', `"${unitid}" is not a valid IPEDS id`)
    const firstLine = seen.get(unitid)
    if (firstLine) row.fail('UNITID', `${unitid} appears twice (first on line ${firstLine})`)
    seen.set(unitid, record.line)

    const name = row.text('INSTNM', 255, true)!
    const state = row.text('STABBR', 2, true)!.toUpperCase()
    if (!stateByCode(state)) row.fail('STABBR', `"${state}" is not a U.S. state or territory code`)
    const sector = row.code('SECTOR', { required: true })!
    const degreeGranting = row.code('DEGGRANT')
    const active = row.code('CYACTIVE')
    const undergraduate = row.code('UGOFFER')
    const institution: IpedsInstitution = {
      line: record.line,
      unitid,
      name,
      alias: row.text('IALIAS', 2000),
      address: row.text('ADDR', 200),
      zip: row.text('ZIP', 10)?.slice(0, 5) ?? null,
      city: row.text('CITY', 100),
      state,
      website: row.text('WEBADDR', 2000),
      sector,
      undergraduate: undergraduate === null ? null : undergraduate === 1,
      carnegie: row.code('C21BASIC'),
      sizeSetting: row.code('C21SZSET'),
      instsize: row.code('INSTSIZE'),
      locale: row.code('LOCALE'),
      hbcu: row.code('HBCU') === 1,
      tribal: row.code('TRIBAL') === 1,
      landGrant: row.code('LANDGRNT') === 1,
      latitude: row.coordinate('LATITUDE', 90),
      longitude: row.coordinate('LONGITUD', 180),
      cbsa: row.code('CBSA'),
      csa: row.code('CSA'),
    }

    if (sector < 1 || sector > 6) skipped.sector++
    else if (degreeGranting !== 1) skipped.degrees++
    else if (active !== 1) skipped.inactive++
    else institutions.push(institution)
  }
  return { institutions, skipped, absentColumns }
}
