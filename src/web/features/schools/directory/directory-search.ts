import { stateByCode } from '../../../../shared/geo/us-states'
import { SCHOOL_PAGE_SIZE, SIZE_BANDS, type SizeBand } from '../../../../shared/schools/school-constants'
import type { SchoolListQuery } from '../../../../shared/schools/school.schema'

/**
 * The directory's state in the URL (decision D15): search text, filters, page and view mode, so every list can
 * be shared and reloaded. A value that makes no sense is dropped, never an error page. Written without zod:
 * search validation runs in every page's first-load bundle.
 */
export interface DirectorySearch {
  q?: string
  state?: string
  type?: string
  size?: SizeBand
  page?: number
  view?: 'list' | 'grid'
}

const text = (value: unknown, max: number) => {
  const trimmed = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''
  return trimmed && trimmed.length <= max ? trimmed : undefined
}

/** Only what is set and valid, so default values never show in the URL. */
export function validateDirectorySearch(raw: Record<string, unknown>): DirectorySearch {
  const search: DirectorySearch = {}
  const q = text(raw.q, 200)
  if (q) search.q = q
  const state = text(raw.state, 2)?.toUpperCase()
  if (state && stateByCode(state)) search.state = state
  const type = text(raw.type, 50)
  if (type) search.type = type
  if (SIZE_BANDS.includes(raw.size as SizeBand)) search.size = raw.size as SizeBand
  const page = Number(raw.page)
  if (Number.isInteger(page) && page > 1 && page <= 1_000_000) search.page = page
  if (raw.view === 'grid') search.view = 'grid'
  return search
}

export const listQueryOf = (search: DirectorySearch): SchoolListQuery => ({
  page: search.page ?? 1,
  limit: SCHOOL_PAGE_SIZE,
  search: search.q,
  state: search.state,
  type: search.type,
  size: search.size,
})

export const hasFilters = (search: DirectorySearch) =>
  Boolean(search.q || search.state || search.type || search.size)
