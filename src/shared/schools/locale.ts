import { LOCALES, type Locale, type LocaleSize } from './school-constants'

/**
 * The IPEDS locale (LOCALE in the HD file, NCES's urban-centric locale) as stored and in words, one source for
 * the importer, the demo seed, the school pages and the compare table. The tens digit is the kind of place
 * (1 city, 2 suburb, 3 town, 4 rural); the units digit its size: large, midsize or small for cities and
 * suburbs (by population), fringe, distant or remote for towns and rural areas (by distance from an urban
 * area). IPEDS writes -3 when it has none.
 */
const SIZES_OF: Record<Locale, readonly LocaleSize[]> = {
  city: ['large', 'midsize', 'small'],
  suburb: ['large', 'midsize', 'small'],
  town: ['fringe', 'distant', 'remote'],
  rural: ['fringe', 'distant', 'remote'],
}

export interface LocaleParts {
  locale: Locale | null
  localeSize: LocaleSize | null
}

/** 12 → city, midsize; 43 → rural, remote; a missing or negative code → neither. */
export function localeOfCode(code: number | null | undefined): LocaleParts {
  const locale = code && code > 0 ? (LOCALES[Math.floor(code / 10) - 1] ?? null) : null
  const localeSize = locale ? (SIZES_OF[locale][(code! % 10) - 1] ?? null) : null
  return { locale, localeSize }
}

const KIND_WORDS: Record<Locale, string> = { city: 'City', suburb: 'Suburb', town: 'Town', rural: 'Rural' }

/**
 * IPEDS's own words in plain English: "City: Large" → "Large city", "Suburb: Midsize" → "Midsize suburb",
 * "Town: Remote" → "Remote town", "Rural: Fringe" → "Rural fringe" (NCES's name for it). The kind alone
 * ("City") when the size is unknown; null when the locale is.
 */
export function localeWords({ locale, localeSize }: LocaleParts): string | null {
  if (!locale) return null
  if (!localeSize || !SIZES_OF[locale].includes(localeSize)) return KIND_WORDS[locale]
  if (locale === 'rural') return `Rural ${localeSize}`
  return `${localeSize[0]!.toUpperCase()}${localeSize.slice(1)} ${locale}`
}
