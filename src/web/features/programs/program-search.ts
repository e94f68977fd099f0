import {
  CURRENT_PROGRAM_STATUSES,
  PROGRAM_PAGE_SIZE,
  PROGRAM_STATUSES,
  type ProgramStatus,
} from '@/shared/programs/program-constants'

/**
 * The program list's state in the URL: `/campus-programs?school=<id>&status=<status|all>&page=<n>`. No status is
 * the page's default, active and planned programs; 'all' is every status. 'all', nothing, or anything that is
 * not a school id means every school; a bad value is dropped, never an error page.
 */
export type ProgramStatusChoice = ProgramStatus | 'all'
export interface ProgramSearch {
  school?: number
  status?: ProgramStatusChoice
  page?: number
}

const MAX_ID = 2_147_483_647
const STATUS_CHOICES: readonly string[] = [...PROGRAM_STATUSES, 'all']

const positiveInt = (raw: unknown, max: number) => {
  const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= max ? value : undefined
}

/**
 * The router parses `?school=12` as the number 12 and `?school=abc` as a string, so both kinds are read. Every
 * key is always returned (undefined when dropped) because the router merges this result over the raw params.
 */
export function validateProgramSearch(raw: Record<string, unknown>): ProgramSearch {
  const page = positiveInt(raw.page, 1_000_000)
  return {
    school: positiveInt(raw.school, MAX_ID),
    status: STATUS_CHOICES.includes(raw.status as string) ? (raw.status as ProgramStatusChoice) : undefined,
    page: page && page > 1 ? page : undefined,
  }
}

/** The statuses a choice shows: the default is what is running or coming. */
export const statusesOf = (status: ProgramStatusChoice | undefined): ProgramStatus[] =>
  status === 'all' ? [...PROGRAM_STATUSES] : status ? [status] : [...CURRENT_PROGRAM_STATUSES]

/** `programs.page` input for a URL state; the loader and the page must ask with the same one. */
export const programListInput = (search: ProgramSearch) => ({
  ...(search.school ? { schoolId: search.school } : {}),
  status: statusesOf(search.status),
  page: search.page ?? 1,
  limit: PROGRAM_PAGE_SIZE,
})
