import type { SizeBand } from './school-constants'

/** What the size filter shows for each band. */
export const SIZE_BAND_LABELS: Record<SizeBand, string> = {
  'under-1k': 'Under 1,000 students',
  '1k-5k': '1,000 - 4,999 students',
  '5k-10k': '5,000 - 9,999 students',
  '10k-20k': '10,000 - 19,999 students',
  '20k-plus': '20,000+ students',
}

/** IPEDS INSTSIZE 1-5 use the same bands; -1/-2 mean "not reported" / "not applicable". */
const INSTSIZE_BANDS: Record<number, SizeBand> = {
  1: 'under-1k',
  2: '1k-5k',
  3: '5k-10k',
  4: '10k-20k',
  5: '20k-plus',
}

/** The band of a known enrollment; without one, the band IPEDS reports (INSTSIZE), else none. */
export function sizeBandOf(enrollment: number | null, instsize?: number | null): SizeBand | null {
  if (enrollment !== null && enrollment > 0) {
    if (enrollment < 1_000) return 'under-1k'
    if (enrollment < 5_000) return '1k-5k'
    if (enrollment < 10_000) return '5k-10k'
    if (enrollment < 20_000) return '10k-20k'
    return '20k-plus'
  }
  return (instsize && INSTSIZE_BANDS[instsize]) || null
}
