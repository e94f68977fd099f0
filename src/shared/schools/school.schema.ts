import { z } from 'zod'
import { blankAsUnset, emptyToNull, idParamSchema, optionalText, wholeNumber } from '@/shared/fields'
import { textField } from '@/shared/text-field'
import { stateByCode } from '@/shared/geo/us-states'
import { SLUG_MAX_LENGTH } from '@/shared/schools/slug'
import {
  COMPARE_MAX,
  CONTROLS,
  LOCALES,
  LOCALE_SIZES,
  SCHOOL_EXPORT_MAX,
  SCHOOL_LIMIT_MAX,
  SCHOOL_PAGE_SIZE,
  SCHOOL_SORTS,
  SIZE_BANDS,
  type Control,
  type Locale,
  type LocaleSize,
  type SchoolSort,
  type SizeBand,
} from './school-constants'

export {
  COMPARE_MAX,
  CONTROLS,
  LOCALES,
  LOCALE_SIZES,
  SCHOOL_EXPORT_MAX,
  SCHOOL_LIMIT_MAX,
  SCHOOL_PAGE_SIZE,
  SCHOOL_SORTS,
  SIZE_BANDS,
  type Control,
  type Locale,
  type LocaleSize,
  type SchoolSort,
  type SizeBand,
}

/**
 * The school, as every reader sees it (REST, tRPC, pages, matching). The spec's fields (section 3) plus what
 * the IPEDS data offers and the product needs.
 */
export const schoolSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Unique, URL-safe; the spec's rule (lower case, spaces to hyphens) with a suffix for duplicate names. */
  slug: z.string(),
  city: z.string().nullable(),
  /** Two-letter U.S. state or territory code. */
  state: z.string().nullable(),
  /** Readable label mapped from IPEDS sector and Carnegie class, e.g. "Public Research University". */
  type: z.string().nullable(),
  studentPopulation: z.number().int().nullable(),
  websiteUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.date(),
  /** IPEDS UNITID: the key imports update by. Null for schools staff added by hand. */
  unitid: z.number().int().nullable(),
  /** Other names (IPEDS IALIAS), searched too. */
  alias: z.string().nullable(),
  hbcu: z.boolean(),
  tribal: z.boolean(),
  landGrant: z.boolean(),
  control: z.enum(CONTROLS).nullable(),
  /** IPEDS sector 1-6 (public / private nonprofit / private for-profit × 4-year / 2-year). */
  sector: z.number().int().nullable(),
  /** 2021 Carnegie basic classification code (C21BASIC). */
  carnegie: z.number().int().nullable(),
  sizeBand: z.enum(SIZE_BANDS).nullable(),
  /** The kind of place, from the IPEDS LOCALE code: city, suburb, town or rural. */
  locale: z.enum(LOCALES).nullable(),
  /**
   * The rest of that code: large, midsize or small (cities and suburbs), fringe, distant or remote (towns and
   * rural areas). Null when IPEDS gives none, and for schools staff added by hand. In words: `localeWords`.
   */
  localeSize: z.enum(LOCALE_SIZES).nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
})
export type School = z.infer<typeof schoolSchema>

/** The compact form the program filter reads (`GET /api/schools` without `page`). */
export const compactSchoolSchema = schoolSchema.pick({ id: true, name: true, city: true, state: true })
export type CompactSchool = z.infer<typeof compactSchoolSchema>

const optionalUrl = textField()
  .trim()
  .max(2048, 'Must be at most 2048 characters')
  .refine(
    (value) => value === '' || /^https?:\/\/\S+$/i.test(value) || value.startsWith('/'),
    'Must be a web address (https://...)',
  )
  .transform(emptyToNull)
  .nullable()
  .optional()

/** What staff type to create or edit a school (column limits from the stored schema). */
export const schoolInputSchema = z.object({
  name: textField().trim().min(1, 'Name is required').max(255, 'Name must be at most 255 characters'),
  city: optionalText(100),
  state: textField()
    .trim()
    .toUpperCase()
    .refine(
      (value) => value === '' || stateByCode(value) !== undefined,
      'Must be a two-letter U.S. state code',
    )
    .transform(emptyToNull)
    .nullable()
    .optional(),
  type: optionalText(50),
  // A blank field is "not known", not zero students.
  studentPopulation: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.coerce
      .number({ error: 'Must be a number' })
      .int('Must be a whole number')
      .min(0, 'Cannot be negative')
      .max(1_000_000, 'Must be at most 1,000,000')
      .nullable()
      .optional(),
  ),
  websiteUrl: optionalUrl,
  imageUrl: optionalUrl,
  logoUrl: optionalUrl,
  isActive: z.boolean().optional(),
})
export type SchoolInput = z.input<typeof schoolInputSchema>

/**
 * The detail screen's school: the school plus how many campus programs it has (decision D16), and what the
 * page may honestly say about the agency's work there (docs/decisions/0024-honest-school-facts.md).
 */
export const schoolDetailSchema = schoolSchema.extend({
  programCount: z.number().int(),
  /** Programs planned or running now: only these make the school an "Active Partner". */
  activeProgramCount: z.number().int(),
  /**
   * When the agency's work here began: the earliest start date of a program that was not cancelled (its
   * creation date when it has no start date). Null when there was none: no partnership to claim.
   */
  firstProgramDate: z.date().nullable(),
  /**
   * The school on the app's own map of the United States (Albers USA, the 975×610 frame of
   * `/maps/us-states.svg`), projected on the server from latitude and longitude. Null without coordinates or
   * outside the projection (Puerto Rico and the other territories).
   */
  mapPoint: z.object({ x: z.number(), y: z.number() }).nullable(),
})
export type SchoolDetail = z.infer<typeof schoolDetailSchema>

const optionalFilter = blankAsUnset

/** Search and filters of the directory, shared by the paged list and the compact list. */
export const schoolFiltersSchema = z.object({
  /** Free text: name, alias, city, state code or name, type; case-, accent- and typo-tolerant. */
  search: optionalFilter(textField().trim().max(200, 'Search must be at most 200 characters')),
  state: optionalFilter(
    textField()
      .trim()
      .toUpperCase()
      .refine((value) => stateByCode(value) !== undefined, 'Must be a two-letter U.S. state code'),
  ),
  type: optionalFilter(textField().trim().max(50, 'Type must be at most 50 characters')),
  size: optionalFilter(z.enum(SIZE_BANDS, { error: `Size must be one of ${SIZE_BANDS.join(', ')}` })),
})
export type SchoolFilters = z.infer<typeof schoolFiltersSchema>

/**
 * `GET /api/schools?page&limit[&search][&state][&type][&size][&sort]`. A page past the end is allowed (empty
 * data, true totals); a limit above 100 is capped, not refused. `sort` is relevance (searches only), enrollment
 * (largest first, unknown last) or name; without it a search ranks by relevance, the plain list by enrollment.
 */
export const schoolListQuerySchema = schoolFiltersSchema.extend({
  sort: optionalFilter(z.enum(SCHOOL_SORTS, { error: `Sort must be one of ${SCHOOL_SORTS.join(', ')}` })),
  // An empty page or limit is not a number: 400, like "abc".
  page: wholeNumber('page').optional(),
  limit: wholeNumber('limit')
    .transform((limit) => Math.min(limit, SCHOOL_LIMIT_MAX))
    .optional(),
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

export const schoolIdSchema = idParamSchema

/** The name route's slug (URL-decoded): matched in any case, spaces read as hyphens (the spec's slug rule). */
export const schoolSlugParamSchema = z.object({
  slug: textField().trim().min(1, 'slug is required').max(SLUG_MAX_LENGTH, 'slug is too long'),
})

/**
 * `GET /api/schools/compare?ids=1,2,3` and tRPC `schools.compare({ ids: [1, 2, 3] })`: one to four school ids
 * (a comma-separated list or an array), repeats dropped, in the order given (ADR 0027).
 */
export const schoolCompareQuerySchema = z.object({
  ids: z.preprocess(
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
  ),
})
export type SchoolCompareQuery = z.input<typeof schoolCompareQuerySchema>
export type ParsedSchoolCompareQuery = z.output<typeof schoolCompareQuerySchema>

/** A school with the agency's programs there, as the compare page shows them. */
export const comparedSchoolSchema = schoolSchema.extend({
  programs: z.array(z.object({ id: z.number().int(), name: z.string(), status: z.string() })),
})
export type ComparedSchool = z.infer<typeof comparedSchoolSchema>
