import { z } from 'zod'
import { blankAsUnset, wholeNumber } from '@/shared/fields'
import { stateByCode } from '@/shared/geo/us-states'
import { textField } from '@/shared/text-field'
import {
  COMPARE_MAX,
  CONTROL_FILTERS,
  DESIGNATIONS,
  LEVEL_FILTERS,
  RESIDENTIAL,
  SCHOOL_LIMIT_MAX,
  SCHOOL_PAGE_SIZE,
  SCHOOL_SORTS,
  SIZE_BANDS,
} from './school-constants'
import { schoolSchema } from './school.schema'

/** The directory's reads: its search and filters, a page of it, its CSV export, and a comparison's ids. */
const optionalFilter = blankAsUnset

/** Search and filters of the directory, shared by the paged list and the compact list. */
export const schoolFiltersSchema = z.object({
  /** Free text: name, alias, city, state code or name, type; case-, accent- and typo-tolerant. */
  search: optionalFilter(textField().trim().max(200, 'Search must be at most 200 characters')).meta({
    description:
      'Words to find in the name, other names, city, state or type; tolerant of case, accents and typos',
    examples: ['madison'],
  }),
  state: optionalFilter(
    textField()
      .trim()
      .toUpperCase()
      .refine((value) => stateByCode(value) !== undefined, 'Must be a two-letter U.S. state code'),
  ).meta({ description: 'Only schools in this state (two-letter code, any case)', examples: ['WI'] }),
  type: optionalFilter(textField().trim().max(50, 'Type must be at most 50 characters')).meta({
    description: 'Only schools of this type, as the directory’s filter names it',
    examples: ['Public Research University'],
  }),
  size: optionalFilter(z.enum(SIZE_BANDS, { error: `Size must be one of ${SIZE_BANDS.join(', ')}` })).meta({
    description: 'Only schools of this enrollment band',
    examples: ['10k-20k'],
  }),
  control: optionalFilter(
    z.enum(CONTROL_FILTERS, { error: `Control must be one of ${CONTROL_FILTERS.join(', ')}` }),
  ).meta({ description: 'Public, or private (nonprofit and for-profit alike)', examples: ['public'] }),
  residential: optionalFilter(
    z.enum(RESIDENTIAL, { error: `Residential must be one of ${RESIDENTIAL.join(', ')}` }),
  ).meta({
    description:
      'Campus life, from the Carnegie size-and-setting class of four-year campuses (two-year and graduate-only institutions have none)',
    examples: ['highly-residential'],
  }),
  designation: optionalFilter(
    z.enum(DESIGNATIONS, { error: `Designation must be one of ${DESIGNATIONS.join(', ')}` }),
  ).meta({ description: 'HBCU, tribal college or land-grant institution', examples: ['hbcu'] }),
  level: optionalFilter(
    z.enum(LEVEL_FILTERS, { error: `Level must be one of ${LEVEL_FILTERS.join(', ')}` }),
  ).meta({
    description:
      'Schools that teach undergraduates, or graduate-only institutions (a school IPEDS says nothing about is neither)',
    examples: ['undergraduate'],
  }),
})
export type SchoolFilters = z.infer<typeof schoolFiltersSchema>

/**
 * `GET /api/schools?page&limit[&search][&state][&type][&size][&sort]`. A page past the end is allowed (empty
 * data, true totals); a limit above 100 is capped, not refused. `sort` is relevance (searches only), on-campus
 * (most residence-hall beds first), enrollment (largest first, unknown last) or name; without it a search ranks
 * by relevance, the plain list by students on campus (ADR 0089).
 */
export const schoolListQuerySchema = schoolFiltersSchema.extend({
  sort: optionalFilter(
    z.enum(SCHOOL_SORTS, { error: `Sort must be one of ${SCHOOL_SORTS.join(', ')}` }),
  ).meta({
    description:
      'Order: relevance (searches only; the default with a search), on-campus (most students living on campus first, then by enrollment; the default without a search), enrollment (largest first) or name',
    examples: ['name'],
  }),
  // An empty page or limit is not a number: 400, like "abc".
  page: wholeNumber('page')
    .optional()
    .meta({
      description: 'A page of the directory, from 1; without it every match in compact form',
      examples: [1],
    }),
  limit: wholeNumber('limit')
    .transform((limit) => Math.min(limit, SCHOOL_LIMIT_MAX))
    .optional()
    .meta({
      description: `Schools a page (default ${SCHOOL_PAGE_SIZE}; above ${SCHOOL_LIMIT_MAX} reads as ${SCHOOL_LIMIT_MAX})`,
      examples: [20],
    }),
})
export type SchoolListQuery = z.input<typeof schoolListQuerySchema>

/** `GET /api/schools/export.csv`: the directory's search, filters and sort as the list has them, no paging. */
export const schoolExportQuerySchema = schoolListQuerySchema.pick({
  search: true,
  state: true,
  type: true,
  size: true,
  sort: true,
})
export type SchoolExportQuery = z.infer<typeof schoolExportQuerySchema>

/** One page of the directory with the totals its pagination needs. */
export const schoolPageSchema = z.object({
  data: z.array(schoolSchema),
  meta: z.object({ total: z.number().int(), totalPages: z.number().int() }),
})
export type SchoolPage = z.infer<typeof schoolPageSchema>

/**
 * `GET /api/schools/compare?ids=1,2,3` and tRPC `schools.compare({ ids: [1, 2, 3] })`: one to four school ids
 * (a comma-separated list or an array), repeats dropped, in the order given (ADR 0027).
 */
export const schoolCompareQuerySchema = z.object({
  ids: z
    .preprocess(
      (value) => (typeof value === 'string' ? (value.trim() === '' ? [] : value.split(',')) : value),
      z
        .array(wholeNumber('Each id'), { error: 'ids must be a comma-separated list of school ids' })
        .transform((ids) => [...new Set(ids)])
        .pipe(
          z
            .array(z.number())
            .min(1, 'Give at least one school id')
            .max(COMPARE_MAX, `Compare at most ${COMPARE_MAX} schools`),
        ),
    )
    .meta({
      description: `One to ${COMPARE_MAX} school ids, comma-separated, in the order to show them`,
      examples: ['12,40'],
    }),
})
export type SchoolCompareQuery = z.input<typeof schoolCompareQuerySchema>
export type ParsedSchoolCompareQuery = z.output<typeof schoolCompareQuerySchema>
