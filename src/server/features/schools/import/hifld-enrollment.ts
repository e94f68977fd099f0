import { readCsv, SchoolImportError } from './csv-file'

/** What HIFLD adds to a school of the IPEDS directory; null where HIFLD does not know. */
export interface HifldFacts {
  total: number | null
  fullTime: number | null
  partTime: number | null
  /**
   * Residence-hall beds: DORM_CAP where the school has housing (HOUSING 1), 0 where it says it has none
   * (HOUSING 2: HIFLD then writes -999, yet "no halls" is a known fact), null where unknown.
   */
  dormCapacity: number | null
}

/** Columns read when the file has them; an older extract with only TOT_ENROLL leaves them unknown. */
const OPTIONAL = ['FT_ENROLL', 'PT_ENROLL', 'HOUSING', 'DORM_CAP'] as const

/**
 * HIFLD "Colleges and Universities": enrollment and residence-hall capacity by IPEDS id (IPEDSID = UNITID).
 * Negative values (-999, -1, -2) mean unknown and are kept as null, so a school shows 'not available', never 0.
 */
export function readHifldEnrollment(
  bytes: Uint8Array,
  fileLabel = 'HIFLD enrollment file',
): Map<number, HifldFacts> {
  const facts = new Map<number, HifldFacts>()
  for (const { line, values } of readCsv(bytes, fileLabel, ['IPEDSID', 'TOT_ENROLL'])) {
    const whole = (column: string, required = false): number | null => {
      const raw = values[column]
      if (raw === undefined || (raw === '' && !required)) return null
      if (!/^-?\d+$/.test(raw)) {
        throw new SchoolImportError(`${fileLabel}, line ${line}: ${column} "${raw}" is not a whole number.`)
      }
      return Number(raw)
    }
    const id = values.IPEDSID!
    if (!/^\d+$/.test(id))
      throw new SchoolImportError(`${fileLabel}, line ${line}: IPEDSID "${id}" is not a whole number.`)
    const positive = (value: number | null) => (value !== null && value > 0 ? value : null)
    const [fullTime, partTime, housing, beds] = OPTIONAL.map((column) => whole(column))
    const total = positive(whole('TOT_ENROLL', true))
    // A split of an unknown total is no fact either.
    const part = (value: number | null | undefined) => (total && value != null && value >= 0 ? value : null)
    facts.set(Number(id), {
      total,
      fullTime: part(fullTime),
      partTime: part(partTime),
      dormCapacity: housing === 2 ? 0 : housing === 1 ? positive(beds ?? null) : null,
    })
  }
  return facts
}
