import type { SchoolFilters } from '@/shared/schools/school-query.schema'
import {
  FILTER_KEYS,
  validateDirectorySearch,
  type DirectorySearch,
} from '@/web/features/schools/directory/directory-search'

/** The map view's URL: the directory's search and filters (not its page or view), so one link serves both. */
export type MapSearch = Pick<DirectorySearch, 'q' | (typeof FILTER_KEYS)[number]>

export function validateMapSearch(raw: Record<string, unknown>): MapSearch {
  const search = validateDirectorySearch(raw)
  return { q: search.q, ...Object.fromEntries(FILTER_KEYS.map((key) => [key, search[key]])) }
}

/**
 * The read's filters, named one by one: the router keeps URL parameters the page does not know (`?search=1`)
 * beside the validated ones, and a rest spread would pass them on to the API.
 */
export const mapQueryOf = (search: MapSearch): SchoolFilters => ({
  search: search.q,
  ...Object.fromEntries(FILTER_KEYS.map((key) => [key, search[key]])),
})
