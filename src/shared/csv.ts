/**
 * CSV for spreadsheets (RFC 4180: comma-separated, CRLF line ends, quotes doubled inside quoted cells), safe to
 * open in Excel, LibreOffice or Google Sheets: a cell that starts with = + - @ (or a tab or carriage return,
 * which some spreadsheets skip before such a character) would be read as a formula, so it gets a leading
 * apostrophe and is shown as the text it is (OWASP "CSV injection").
 */
export type CsvValue = string | number | null | undefined

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return String(value)
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text
}

export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
