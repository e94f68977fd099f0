import { replaceControlCharacters } from '@/shared/control-characters'

/**
 * The staff lists' state in the URL: /staff/programs?q=… and /staff/schools?q=…&page=…, so a filtered list can be
 * reloaded and shared between colleagues. Anything malformed is dropped, never an error page. Plain functions,
 * no zod: route search validation ships with every page's first load.
 */
export interface StaffProgramsSearch {
  q?: string
}

export interface StaffSchoolsSearch {
  q?: string
  page?: number
}

const MAX_QUERY = 200

// The router parses `?q=2026` as a number, so numbers count as text too. A control character would make the
// API refuse the search: it becomes text that matches nothing instead.
const queryText = (value: unknown) => {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''
  return text ? replaceControlCharacters(text.slice(0, MAX_QUERY)) : undefined
}

/** Every key is returned (undefined when dropped): the router merges the result over the raw params. */
export const parseStaffProgramsSearch = (raw: Record<string, unknown>): StaffProgramsSearch => ({
  q: queryText(raw.q),
})

export function parseStaffSchoolsSearch(raw: Record<string, unknown>): StaffSchoolsSearch {
  const page = Number(raw.page)
  return {
    q: queryText(raw.q),
    page: Number.isInteger(page) && page > 1 && page <= 1_000_000 ? page : undefined,
  }
}
