import { readCsv, SchoolImportError } from './csv-file'

/**
 * HIFLD "Colleges and Universities": total headcount (TOT_ENROLL) by IPEDS id (IPEDSID = UNITID). -999 means
 * unknown, kept as null so the school shows 'Enrollment not available'.
 */
export function readHifldEnrollment(
  bytes: Uint8Array,
  fileLabel = 'HIFLD enrollment file',
): Map<number, number | null> {
  const enrollment = new Map<number, number | null>()
  for (const { line, values } of readCsv(bytes, fileLabel, ['IPEDSID', 'TOT_ENROLL'])) {
    const id = values.IPEDSID!
    const total = values.TOT_ENROLL!
    if (!/^\d+$/.test(id))
      throw new SchoolImportError(`${fileLabel}, line ${line}: IPEDSID "${id}" is not a whole number.`)
    if (!/^-?\d+$/.test(total)) {
      throw new SchoolImportError(`${fileLabel}, line ${line}: TOT_ENROLL "${total}" is not a whole number.`)
    }
    const value = Number(total)
    enrollment.set(Number(id), value > 0 ? value : null)
  }
  return enrollment
}
