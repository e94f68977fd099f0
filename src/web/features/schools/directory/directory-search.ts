import { replaceControlCharacters } from '@/shared/control-characters'
import { stateByCode } from '@/shared/geo/us-states'
import {
  CONTROL_FILTERS,
  DESIGNATIONS,
  LEVEL_FILTERS,
  RESIDENTIAL,
  SCHOOL_PAGE_SIZE,
  SCHOOL_SORTS,
  SIZE_BANDS,
  type ControlFilter,
  type Designation,
  type LevelFilter,
  type Residential,
  type SchoolSort,
  type SizeBand,
} from '@/shared/schools/school-constants'
import type { SchoolListQuery } from '@/shared/schools/school-query.schema'

/**
 * The directory's state in the URL (decision D15): search text, filters, sort, page and view mode, so every list can
 * be shared and reloaded. A value that makes no sense is dropped, never an error page. Written without zod:
 * search validation runs in every page's first-load bundle.
 */
export interface DirectorySearch {
  q?: string
  state?: string
  type?: string
  size?: SizeBand
  control?: ControlFilter
  residential?: Residential
  designation?: Designation
  level?: LevelFilter
  /** Absent: relevance when searching, enrollment otherwise (ADR 0026). */
  sort?: SchoolSort
  page?: number
  view?: 'list' | 'grid'
}

/** The value when it is one of the allowed ones, else undefined. */
const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined

// A control character would make the API refuse the query: it becomes text that matches nothing instead.
const text = (value: unknown, max: number) => {
  const trimmed = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''
  return trimmed && trimmed.length <= max ? replaceControlCharacters(trimmed) : undefined
}

/**
 * Only what is set and valid, so default values never show in the URL. Every key is returned (undefined when
 * dropped): the router merges this result over the raw params, so a key left out would keep its raw value, and
 * a dropped `?page=2147483648` would still reach the API.
 */
export function validateDirectorySearch(raw: Record<string, unknown>): DirectorySearch {
  const q = text(raw.q, 200)
  const state = text(raw.state, 2)?.toUpperCase()
  const type = text(raw.type, 50)
  const page = Number(raw.page)
  return {
    q: q || undefined,
    state: state && stateByCode(state) ? state : undefined,
    type: type || undefined,
    size: oneOf(SIZE_BANDS, raw.size),
    control: oneOf(CONTROL_FILTERS, raw.control),
    residential: oneOf(RESIDENTIAL, raw.residential),
    designation: oneOf(DESIGNATIONS, raw.designation),
    level: oneOf(LEVEL_FILTERS, raw.level),
    sort: oneOf(SCHOOL_SORTS, raw.sort),
    page: Number.isInteger(page) && page > 1 && page <= 1_000_000 ? page : undefined,
    view: raw.view === 'grid' ? 'grid' : undefined,
  }
}

export const listQueryOf = (search: DirectorySearch): SchoolListQuery => ({
  page: search.page ?? 1,
  limit: SCHOOL_PAGE_SIZE,
  search: search.q,
  state: search.state,
  type: search.type,
  size: search.size,
  control: search.control,
  residential: search.residential,
  designation: search.designation,
  level: search.level,
  sort: search.sort,
})

/** The filters besides the search text, as the URL names them. */
export const FILTER_KEYS = [
  'state',
  'type',
  'size',
  'control',
  'residential',
  'designation',
  'level',
] as const

/** The directory as a CSV file with the list's search, filters and sort (`GET /api/schools/export.csv`). */
export function exportHrefOf(search: DirectorySearch): string {
  const params = new URLSearchParams()
  const { q, sort } = search
  for (const [key, value] of Object.entries({ search: q, ...pickFilters(search), sort }))
    if (value) params.set(key, value)
  const query = params.toString()
  return `/api/schools/export.csv${query ? `?${query}` : ''}`
}

const pickFilters = (search: DirectorySearch) =>
  Object.fromEntries(FILTER_KEYS.map((key) => [key, search[key]]))

export const hasFilters = (search: DirectorySearch) =>
  Boolean(search.q || FILTER_KEYS.some((key) => search[key]))
