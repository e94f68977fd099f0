import type { Control, Locale, LocaleSize, Residential, SizeBand } from '@/shared/schools/school.schema'
import { residentialOf } from '@/shared/schools/residential'
import { localeOfCode } from '@/shared/schools/locale'
import { schoolTypeOf } from '@/shared/schools/school-type'
import { schoolSearchName, schoolSearchText } from '@/shared/schools/search-text'
import { sizeBandOf } from '@/shared/schools/size-band'

/**
 * The facts about a school that IPEDS (plus HIFLD enrollment) provides. The importer reads them from the files,
 * the demo seed lists them by hand; both turn them into a stored record with `schoolRecordOf`, so a seeded
 * school and the same school imported later agree.
 */
export interface SchoolFacts {
  unitid: number
  name: string
  alias?: string | null
  city: string | null
  state: string
  website?: string | null
  /** IPEDS SECTOR 1-6. */
  sector: number
  /** C21BASIC; null when IPEDS did not classify the school. */
  carnegie: number | null
  enrollment: number | null
  /** IPEDS INSTSIZE, the size band's fallback when enrollment is unknown. */
  instsize?: number | null
  /** IPEDS LOCALE code (11-43; -3 or null: not available). */
  locale?: number | null
  hbcu?: boolean
  tribal?: boolean
  landGrant?: boolean
  latitude?: number | null
  longitude?: number | null
  address?: string | null
  zip?: string | null
  /** UGOFFER; null when not reported. */
  undergraduate?: boolean | null
  /** C21SZSET, the Carnegie size-and-setting code. */
  sizeSetting?: number | null
  cbsa?: number | null
  csa?: number | null
  fullTimeEnrollment?: number | null
  partTimeEnrollment?: number | null
  /** Residence-hall beds; 0 = no housing; null = unknown. */
  dormCapacity?: number | null
}

/** The IPEDS-owned columns of `schools` (staff-owned ones, isActive, imageUrl and logoUrl, are never set here). */
export interface SchoolRecord {
  unitid: number
  name: string
  alias: string | null
  city: string | null
  state: string
  type: string
  studentPopulation: number | null
  websiteUrl: string | null
  hbcu: boolean
  tribal: boolean
  landGrant: boolean
  control: Control
  sector: number
  carnegie: number | null
  sizeBand: SizeBand | null
  locale: Locale | null
  localeSize: LocaleSize | null
  latitude: number | null
  longitude: number | null
  address: string | null
  zip: string | null
  undergraduate: boolean | null
  residential: Residential | null
  cbsa: number | null
  csa: number | null
  fullTimeEnrollment: number | null
  partTimeEnrollment: number | null
  dormCapacity: number | null
  searchName: string
  searchText: string
}

const CONTROL_OF_SECTOR: Record<number, Control> = {
  1: 'public',
  4: 'public',
  2: 'private-nonprofit',
  5: 'private-nonprofit',
  3: 'private-for-profit',
  6: 'private-for-profit',
}

/** `www.aamu.edu/` → `https://www.aamu.edu/`; http becomes https; anything that is not a web address → null. */
export function normalizeWebsite(raw: string | null | undefined): string | null {
  const value = raw?.trim()
  if (!value) return null
  const withScheme = /^https?:\/\//i.test(value) ? value.replace(/^http:/i, 'https:') : `https://${value}`
  try {
    const url = new URL(withScheme)
    if (!url.hostname.includes('.') || /\s/.test(value)) return null
    return url.href
  } catch {
    return null
  }
}

/** IPEDS writes a few cities in capitals ("MEADVILLE"): show them like the others ("Meadville"). */
export function tidyCity(city: string | null | undefined): string | null {
  const value = city?.trim().replace(/\s+/g, ' ')
  if (!value) return null
  if (value !== value.toUpperCase() || !/[A-Z]{3}/.test(value)) return value
  return value
    .toLowerCase()
    .replace(/(^|[\s\-'.])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
}

/** IALIAS separates names with `|` (sometimes doubled) or runs of spaces: keep them, tidily separated. */
export function tidyAlias(alias: string | null | undefined): string | null {
  const parts = (alias ?? '')
    .split('|')
    .map((part) => part.trim().replace(/\s{2,}/g, ' | '))
    .filter(Boolean)
  return parts.length ? parts.join(' | ') : null
}

export function schoolRecordOf(facts: SchoolFacts): SchoolRecord {
  const name = facts.name.trim().replace(/\s+/g, ' ')
  const city = tidyCity(facts.city)
  const alias = tidyAlias(facts.alias)
  const type = schoolTypeOf({ sector: facts.sector, carnegie: facts.carnegie, name })
  const enrollment = facts.enrollment && facts.enrollment > 0 ? facts.enrollment : null
  const searchable = { name, alias, city, state: facts.state, type, hbcu: facts.hbcu }
  return {
    unitid: facts.unitid,
    name,
    alias,
    city,
    state: facts.state,
    type,
    studentPopulation: enrollment,
    websiteUrl: normalizeWebsite(facts.website),
    hbcu: facts.hbcu ?? false,
    tribal: facts.tribal ?? false,
    landGrant: facts.landGrant ?? false,
    control: CONTROL_OF_SECTOR[facts.sector] ?? 'public',
    sector: facts.sector,
    carnegie: facts.carnegie,
    sizeBand: sizeBandOf(enrollment, facts.instsize),
    ...localeOfCode(facts.locale),
    latitude: facts.latitude ?? null,
    longitude: facts.longitude ?? null,
    address: tidyCity(facts.address),
    zip: facts.zip ?? null,
    undergraduate: facts.undergraduate ?? null,
    residential: residentialOf(facts.sizeSetting),
    cbsa: facts.cbsa ?? null,
    csa: facts.csa ?? null,
    fullTimeEnrollment: facts.fullTimeEnrollment ?? null,
    partTimeEnrollment: facts.partTimeEnrollment ?? null,
    dormCapacity: facts.dormCapacity ?? null,
    searchName: schoolSearchName(searchable),
    searchText: schoolSearchText(searchable),
  }
}
