/**
 * The program vocabulary, without zod: route-level code (search validation, loaders) imports these, and it must
 * stay light because it ships in every page's first load.
 */

/** The statuses staff choose from (product §9: default planned; colours in program-display.ts). */
export const PROGRAM_STATUSES = ['planned', 'active', 'completed', 'cancelled'] as const
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number]

/** The programs the public list shows unless told otherwise (the API's default is every status). */
export const CURRENT_PROGRAM_STATUSES: readonly ProgramStatus[] = ['active', 'planned']

/** The public list's page size (issue 17). */
export const PROGRAM_PAGE_SIZE = 12
