import type { SchoolFilters } from '@/shared/schools/school.schema'
import {
  validateDirectorySearch,
  type DirectorySearch,
} from '@/web/features/schools/directory/directory-search'

/** The map view's URL: the directory's search and filters (not its page or view), so one link serves both. */
export type MapSearch = Pick<DirectorySearch, 'q' | 'state' | 'type' | 'size'>

export function validateMapSearch(raw: Record<string, unknown>): MapSearch {
  const { q, state, type, size } = validateDirectorySearch(raw)
  return { q, state, type, size }
}

export const mapQueryOf = (search: MapSearch): SchoolFilters => ({
  search: search.q,
  state: search.state,
  type: search.type,
  size: search.size,
})
