import { formatWholeNumber } from '@/shared/us-format'
import type { Residential } from './school-constants'

/**
 * C21SZSET codes 6-17 are four-year size classes, each split three ways: primarily nonresidential, primarily
 * residential, highly residential. Two-year colleges (1-5), exclusively graduate institutions (18) and
 * unclassified ones (-2) have no residential character: null, never a guess.
 */
export function residentialOf(sizeSetting: number | null | undefined): Residential | null {
  if (sizeSetting == null || sizeSetting < 6 || sizeSetting > 17) return null
  const kinds: Residential[] = ['nonresidential', 'primarily-residential', 'highly-residential']
  return kinds[(sizeSetting - 6) % 3]!
}

export const RESIDENTIAL_LABELS: Record<Residential, string> = {
  nonresidential: 'Mostly commuter',
  'primarily-residential': 'Primarily residential',
  'highly-residential': 'Highly residential',
}

/**
 * "About 6,800 students live on campus (21% of students)", or "No on-campus housing", from residence-hall
 * capacity and headcount; null when either is unknown (unknown is never shown as 0). Beds are capacity, not
 * occupancy: "about", and the share is capped at 100% (a few campuses have more beds than enrolled students).
 */
export function onCampusSentence(dormCapacity: number | null, students: number | null): string | null {
  if (dormCapacity === null) return null
  if (dormCapacity === 0) return 'No on-campus housing'
  const about = `About ${formatWholeNumber(roundedBeds(dormCapacity))} students live on campus`
  if (!students) return about
  const share = Math.min(100, Math.round((dormCapacity / students) * 100))
  return `${about} (${share < 1 ? 'under 1' : share}% of students)`
}

/** Two significant figures above 1,000, so a bed count does not read more precise than it is. */
function roundedBeds(beds: number): number {
  if (beds < 1000) return beds
  const unit = 10 ** (Math.floor(Math.log10(beds)) - 1)
  return Math.round(beds / unit) * unit
}
