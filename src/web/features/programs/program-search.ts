/**
 * The program list's state in the URL: `/campus-programs?school=<id>`. 'all', nothing, or anything that is not a
 * school id means every program; a bad value is dropped, never an error page. No zod: this runs in every
 * visitor's first load.
 */
export interface ProgramSearch {
  school?: number
}

const MAX_ID = 2_147_483_647

/**
 * The router parses `?school=12` as the number 12 and `?school=abc` as a string, so both kinds are read. The key
 * is always returned (undefined when dropped) because the router merges this result over the raw params.
 */
export function validateProgramSearch(raw: Record<string, unknown>): ProgramSearch {
  const value = typeof raw.school === 'string' && /^\d+$/.test(raw.school) ? Number(raw.school) : raw.school
  const school =
    typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID ? value : undefined
  return { school }
}

/** `programs.list` input for a URL state; the loader and the page must ask with the same one. */
export const programListInput = (search: ProgramSearch) =>
  search.school ? { schoolId: search.school } : undefined
