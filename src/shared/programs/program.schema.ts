import { z } from 'zod'
import { MAX_INT, wholeNumber } from '@/shared/fields'
import { textField } from '@/shared/text-field'
import { schoolIdSchema } from '@/shared/schools/school.schema'

import {
  CURRENT_PROGRAM_STATUSES,
  PROGRAM_PAGE_SIZE,
  PROGRAM_STATUSES,
  type ProgramStatus,
} from './program-constants'

export { CURRENT_PROGRAM_STATUSES, PROGRAM_PAGE_SIZE, PROGRAM_STATUSES, type ProgramStatus }

/** The program's school as every program carries it, so a list needs no second request. */
export const programSchoolSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The school page's slug: `/schools/name/{slug}`. */
  slug: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
})
export type ProgramSchool = z.infer<typeof programSchoolSchema>

/**
 * A campus program as every reader sees it (product §3, plus its school). Dates are Dates through tRPC,
 * ISO strings through REST; start and end dates are calendar days, stored as midnight UTC.
 */
export const programSchema = z.object({
  id: z.number().int(),
  schoolId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** One of PROGRAM_STATUSES for anything written through the app; older rows may hold other words. */
  status: z.string(),
  startDate: z.date().nullable(),
  endDate: z.date().nullable(),
  /**
   * Whole dollars. Staff-only unless `showBudgetPublicly`: a visitor's answer carries null in its place, as for a
   * program without a budget (ADR 0018).
   */
  budget: z.number().int().nullable(),
  /** Whether visitors may see the budget (default false). */
  showBudgetPublicly: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
  /** Null only if the school row is missing (the UI shows 'Unknown School'). */
  school: programSchoolSchema.nullable(),
})
export type Program = z.infer<typeof programSchema>

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value)

const DAY_OR_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/

/** 'YYYY-MM-DD' or an ISO date-time as a Date; a day that does not exist (Feb 31) as an invalid Date. */
function readDay(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const text = value.trim()
  if (text === '') return null
  const match = DAY_OR_DATE_TIME.exec(text)
  if (!match) return text
  const date = new Date(match[2] ? text : `${text}T00:00:00Z`)
  // JavaScript rolls Feb 31 over to March: refuse a day the calendar does not have.
  const sameDay = match[2] || (!Number.isNaN(date.getTime()) && date.toISOString().startsWith(match[1]!))
  return sameDay ? date : new Date(Number.NaN)
}

/** A calendar day: 'YYYY-MM-DD' (what a date input gives), a full ISO date-time, or a Date; kept as its UTC day. */
const calendarDay = (field: string, description: string, example: string) =>
  z
    .preprocess(
      readDay,
      z
        .date({
          error: (issue) =>
            typeof issue.input === 'string'
              ? `${field} must be a date (YYYY-MM-DD)`
              : `${field} must be a valid date`,
        })
        .meta({ format: 'date' })
        .transform((date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())))
        .nullable()
        .optional(),
    )
    .meta({
      description: `${description}: a calendar day, YYYY-MM-DD (a full ISO date-time is read as its UTC day); null clears it`,
      examples: [example],
    })

/** The fields staff fill in (limits from the stored schema, section 3). */
const programFields = z.object({
  schoolId: z.coerce
    .number({ error: 'School is required' })
    .int('School is required')
    .min(1, 'School is required')
    .max(MAX_INT, 'School is required')
    .meta({ description: 'The school it runs at (a school id)', examples: [12] }),
  name: textField()
    .trim()
    .min(1, 'Name is required')
    .max(255, 'Name must be at most 255 characters')
    .meta({ description: 'The program’s name (1-255 characters)', examples: ['Welcome Week Sampling'] }),
  description: z
    .preprocess(
      blankToNull,
      textField().trim().max(10_000, 'Description must be at most 10,000 characters').nullable().optional(),
    )
    .meta({
      description: 'What happens, in words (up to 10,000 characters); blank or null clears it',
      examples: ['Tables on the quad during the first week of classes.'],
    }),
  status: z
    .enum(PROGRAM_STATUSES, { error: `Status must be one of ${PROGRAM_STATUSES.join(', ')}` })
    .meta({ description: 'Where it stands (default planned on create)', examples: ['active'] }),
  startDate: calendarDay('Start date', 'Its first day', '2026-09-01'),
  endDate: calendarDay('End date', 'Its last day, not before the first', '2026-12-15'),
  budget: z
    .preprocess(
      blankToNull,
      z.coerce
        .number({ error: 'Budget must be a number' })
        .int('Budget must be a whole number of dollars')
        .min(0, 'Budget cannot be negative')
        .max(MAX_INT, 'Budget is too large')
        .nullable()
        .optional(),
    )
    .meta({ description: 'The investment in whole dollars; blank or null clears it', examples: [7500] }),
  /** "Show investment publicly": off unless chosen, so a budget typed in stays with staff (ADR 0018). */
  showBudgetPublicly: z
    .boolean({ error: 'Show budget publicly must be true or false' })
    .optional()
    .meta({ description: 'Whether visitors see the budget (default false: staff only)', examples: [false] }),
})

type DatedValues = { startDate?: Date | null; endDate?: Date | null }

/** The end date, when both are given, is not before the start date. Shared by forms, REST and tRPC. */
export const datesInOrder = (values: DatedValues) =>
  !values.startDate || !values.endDate || values.endDate.getTime() >= values.startDate.getTime()
export const DATES_OUT_OF_ORDER = 'End date cannot be before the start date'

/**
 * The date-order rule as a refinement that runs whenever both dates themselves are valid, even if other fields
 * are not, so a form shows every error in one go.
 */
const datesInOrderCheck = {
  path: ['endDate'],
  message: DATES_OUT_OF_ORDER,
  // Only on an object: a body of `null` or a number is refused as such, not read as dates (a 500 found by fuzzing).
  when: (payload: z.core.ParsePayload) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => issue.path?.[0] === 'startDate' || issue.path?.[0] === 'endDate'),
}

/**
 * Create (POST, tRPC `programs.create`, the staff form). Status defaults to planned (product §9), the budget
 * to staff-only.
 */
export const programInputSchema = programFields
  .extend({
    status: programFields.shape.status.default('planned'),
    showBudgetPublicly: programFields.shape.showBudgetPublicly.default(false),
  })
  .refine(datesInOrder, datesInOrderCheck)
export type ProgramInput = z.input<typeof programInputSchema>
/** What the service receives: the input as the transport edge parsed it (defaults filled in). */
export type ParsedProgramInput = z.output<typeof programInputSchema>

/** Update (PATCH): any subset; the service checks the date order again against the stored values. */
export const programPatchSchema = programFields.partial().refine(datesInOrder, datesInOrderCheck)
export type ProgramPatch = z.input<typeof programPatchSchema>
export type ParsedProgramPatch = z.output<typeof programPatchSchema>

export const programIdSchema = schoolIdSchema

const PROGRAM_LIMIT_MAX = 100

/**
 * `GET /api/campus-programs[?schoolId=][&status=][&page=][&limit=]`: the school filter takes 'all' (or nothing)
 * or a school id (product §9). A school id that is not a positive whole number is a 400; an unknown one is an
 * empty list. `status` narrows to the statuses named (comma-separated, or an array through tRPC); without it every
 * status is listed, as the API always has.
 */
export const programListQuerySchema = z.object({
  schoolId: z
    .preprocess(
      (value) => (value === '' || value === 'all' || value === null ? undefined : value),
      schoolIdSchema.shape.id.optional(),
    )
    .meta({
      description: 'Only this school’s programs (its id); `all` or blank: every school',
      examples: [12],
    }),
  status: z
    .preprocess(
      (value) =>
        value === '' || value === null || value === 'all'
          ? undefined
          : typeof value === 'string'
            ? value.split(',').map((part) => part.trim())
            : value,
      z
        .array(z.enum(PROGRAM_STATUSES, { error: `Status must be one of ${PROGRAM_STATUSES.join(', ')}` }))
        .max(PROGRAM_STATUSES.length, 'Name each status once')
        .transform((statuses) => [...new Set(statuses)])
        .optional(),
    )
    .meta({
      description: 'Only these statuses, comma-separated; without it every status',
      examples: ['planned,active'],
    }),
})
export type ProgramListQuery = z.input<typeof programListQuerySchema>
export type ParsedProgramListQuery = z.output<typeof programListQuerySchema>

const pageNumber = wholeNumber

/**
 * The list a page at a time (`page` given): `{ data, meta: { total, totalPages } }`, 12 a page unless `limit`
 * says otherwise (capped at 100). A page past the end is empty with the true totals.
 */
export const programPageQuerySchema = programListQuerySchema.extend({
  page: pageNumber('page')
    .optional()
    .meta({ description: 'A page of programs, from 1; without it every match', examples: [1] }),
  limit: pageNumber('limit')
    .transform((limit) => Math.min(limit, PROGRAM_LIMIT_MAX))
    .optional()
    .meta({
      description: `Programs a page (default ${PROGRAM_PAGE_SIZE}; above ${PROGRAM_LIMIT_MAX} reads as ${PROGRAM_LIMIT_MAX})`,
      examples: [12],
    }),
})
export type ProgramPageQuery = z.input<typeof programPageQuerySchema>
export type ParsedProgramPageQuery = z.output<typeof programPageQuerySchema>

export const programPageSchema = z.object({
  data: z.array(programSchema),
  meta: z.object({ total: z.number().int(), totalPages: z.number().int() }),
})
export type ProgramPage = z.infer<typeof programPageSchema>
