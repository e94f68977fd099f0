import { CITY_NAMES } from './city-names'
import type { CityPlace } from './place-shapes'
import { METRO_NAMES } from './region-names'

/**
 * The one table of place names matching reads (issue 39, docs/matching.md): regions people say, with their
 * states, and cities and metro areas, with the school cities and the metro areas (IPEDS CBSA/CSA codes) that
 * count as in them. Longer and more specific names are matched first and blank their text, so "the Upper
 * Midwest" is not also "the Midwest" and "Kansas City" is not also Kansas.
 */

export { REGIONS, METRO_NAMES } from './region-names'
export { CITY_NAMES } from './city-names'

/** Metro names first: "the DMV" before the city "Washington, D.C.", "the Twin Cities" before Minneapolis. */
export const CITIES: CityPlace[] = [...METRO_NAMES, ...CITY_NAMES]
