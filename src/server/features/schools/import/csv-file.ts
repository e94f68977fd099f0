import { CsvError, parse } from 'csv-parse/sync'

/** A problem with an input file, named by file and line so a person can fix it. Nothing was written. */
export class SchoolImportError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SchoolImportError'
  }
}

/**
 * IPEDS publishes its directory in ISO-8859-1 (Latin-1); HIFLD in UTF-8 with a byte-order mark. A file is read
 * as UTF-8 when it is valid UTF-8 (a Latin-1 file with accented letters practically never is), otherwise as
 * Latin-1, so a re-saved UTF-8 copy of the IPEDS file imports correctly too.
 */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    // Buffer's 'latin1' is true ISO-8859-1 (TextDecoder's 'latin1' would be windows-1252).
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')
  }
}

export interface CsvRecord {
  /** 1-based line of the file where the record starts (the header is line 1). */
  line: number
  values: Record<string, string>
}

/**
 * Parses a CSV file with a header row. Every value is trimmed afterwards (IPEDS pads numeric codes with a
 * space; the parser's own trimming would defeat its tolerance of stray quotes). Quotes
 * inside quoted values are tolerated: the real IPEDS file has one (a URL with `"veteran"` in it).
 */
export function readCsv(
  bytes: Uint8Array,
  fileLabel: string,
  requiredColumns: readonly string[],
  /** Other names a column may have in other years' files; values are filed under the required name. */
  aliases: Readonly<Record<string, readonly string[]>> = {},
): CsvRecord[] {
  let rows: { record: string[]; info: { lines: number } }[]
  try {
    rows = parse(decodeText(bytes), {
      bom: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[]
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines
      throw new SchoolImportError(
        `${fileLabel}, line ${line ?? '?'}: ${error.message.replace(/ at line \d+/, '')}`,
      )
    }
    throw error
  }
  const [header, ...records] = rows
  if (!header) throw new SchoolImportError(`${fileLabel}: the file is empty.`)
  const columns = header.record.map((name) => name.trim().toUpperCase())
  for (const [column, others] of Object.entries(aliases)) {
    if (columns.includes(column)) continue
    const index = columns.findIndex((name) => others.includes(name))
    if (index >= 0) columns[index] = column
  }
  const missing = requiredColumns.filter((column) => !columns.includes(column))
  if (missing.length) {
    throw new SchoolImportError(
      `${fileLabel}, line 1: missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}. ` +
        'Is this the right file?',
    )
  }
  return records.map(({ record, info }) => {
    if (record.length !== columns.length) {
      throw new SchoolImportError(
        `${fileLabel}, line ${info.lines}: expected ${columns.length} values, found ${record.length}.`,
      )
    }
    const values: Record<string, string> = {}
    columns.forEach((column, index) => (values[column] = record[index]!.trim()))
    return { line: info.lines, values }
  })
}
