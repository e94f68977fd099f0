import { z } from 'zod'
import { emptyToNull, idParamSchema, optionalText } from '@/shared/fields'
import { textField } from '@/shared/text-field'
import { stateByCode } from '@/shared/geo/us-states'
import { SLUG_MAX_LENGTH } from '@/shared/schools/slug'
import {
  COMPARE_MAX,
  CONTROLS,
  LOCALES,
  LOCALE_SIZES,
  RESIDENTIAL,
  SCHOOL_EXPORT_MAX,
  SCHOOL_LIMIT_MAX,
  SCHOOL_PAGE_SIZE,
  SCHOOL_SORTS,
  SIZE_BANDS,
  type Control,
  type Locale,
  type LocaleSize,
  type Residential,
  type SchoolSort,
  type SizeBand,
} from './school-constants'

export {
  COMPARE_MAX,
  CONTROLS,
  LOCALES,
  LOCALE_SIZES,
  RESIDENTIAL,
  SCHOOL_EXPORT_MAX,
  SCHOOL_LIMIT_MAX,
  SCHOOL_PAGE_SIZE,
  SCHOOL_SORTS,
  SIZE_BANDS,
  type Control,
  type Locale,
  type LocaleSize,
  type Residential,
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
  websiteUrl: z.string().meta({ format: 'uri-reference' }).nullable(),
  imageUrl: z.string().meta({ format: 'uri-reference' }).nullable(),
  logoUrl: z.string().meta({ format: 'uri-reference' }).nullable(),
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
  /** Street address and 5-digit ZIP (IPEDS ADDR, ZIP). */
  address: z.string().nullable(),
  zip: z.string().nullable(),
  /** Whether it teaches undergraduates at all (IPEDS UGOFFER); false for graduate-only institutions. */
  undergraduate: z.boolean().nullable(),
  /** Full-time and part-time headcount (HIFLD FT_ENROLL, PT_ENROLL). */
  fullTimeEnrollment: z.number().int().nullable(),
  partTimeEnrollment: z.number().int().nullable(),
  /** Residence-hall beds (HIFLD DORM_CAP); 0 when the school has no housing, null when unknown. */
  dormCapacity: z.number().int().nullable(),
  /** From the Carnegie size-and-setting class (C21SZSET); null for two-year and graduate-only institutions. */
  residential: z.enum(RESIDENTIAL).nullable(),
  /** Metro area: core-based statistical area and combined statistical area codes (IPEDS CBSA, CSA). */
  cbsa: z.number().int().nullable(),
  csa: z.number().int().nullable(),
})
export type School = z.infer<typeof schoolSchema>

/** The compact form the program filter reads (`GET /api/schools` without `page`). */
export const compactSchoolSchema = schoolSchema.pick({ id: true, name: true, city: true, state: true })
export type CompactSchool = z.infer<typeof compactSchoolSchema>

const optionalUrl = (description: string, example: string) =>
  textField()
    .trim()
    .max(2048, 'Must be at most 2048 characters')
    .refine(
      (value) => value === '' || /^https?:\/\/\S+$/i.test(value) || value.startsWith('/'),
      'Must be a web address (https://...)',
    )
    .transform(emptyToNull)
    .nullable()
    .optional()
    .meta({
      description: `${description}: a web address (https://...) or a path on this site; empty text or null clears it`,
      format: 'uri-reference',
      examples: [example],
    })

/** What staff type to create or edit a school (column limits from the stored schema). */
export const schoolInputSchema = z.object({
  name: textField()
    .trim()
    .min(1, 'Name is required')
    .max(255, 'Name must be at most 255 characters')
    .meta({
      description: 'The school’s name (1-255 characters); its slug follows it',
      examples: ['Lakeside Community College'],
    }),
  city: optionalText(100).meta({
    description: 'Its city; empty text or null clears it',
    examples: ['Madison'],
  }),
  state: textField()
    .trim()
    .toUpperCase()
    .refine(
      (value) => value === '' || stateByCode(value) !== undefined,
      'Must be a two-letter U.S. state code',
    )
    .transform(emptyToNull)
    .nullable()
    .optional()
    .meta({
      description: 'Two-letter U.S. state or territory code, any case; null clears it',
      examples: ['WI'],
    }),
  type: optionalText(50).meta({
    description: 'What kind of school, in words (up to 50 characters); null clears it',
    examples: ['Community College'],
  }),
  // A blank field is "not known", not zero students.
  studentPopulation: z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z.coerce
        .number({ error: 'Must be a number' })
        .int('Must be a whole number')
        .min(0, 'Cannot be negative')
        .max(1_000_000, 'Must be at most 1,000,000')
        .nullable()
        .optional(),
    )
    .meta({
      description: 'Enrollment: a whole number of students (0-1,000,000); blank or null: not known',
      examples: [4200],
    }),
  websiteUrl: optionalUrl('Its website', 'https://www.lakeside.example.edu'),
  imageUrl: optionalUrl('A photo of the campus', '/images/schools/lakeside.webp'),
  logoUrl: optionalUrl('Its logo', 'https://www.lakeside.example.edu/logo.png'),
  isActive: z
    .boolean()
    .optional()
    .meta({ description: 'Whether it shows in the public directory (default true)', examples: [true] }),
})
export type SchoolInput = z.input<typeof schoolInputSchema>

/**
 * `PATCH /api/schools/{id}`, tRPC `schools.update`: any subset of the same fields, merged (RFC 7396): a field
 * left out stays as it is, `null` (or blank text) clears a field that may be empty.
 */
export const schoolPatchSchema = schoolInputSchema.partial()
export type SchoolPatch = z.input<typeof schoolPatchSchema>

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

export const schoolIdSchema = idParamSchema

/** The name route's slug (URL-decoded): matched in any case, spaces read as hyphens (the spec's slug rule). */
export const schoolSlugParamSchema = z.object({
  slug: textField()
    .trim()
    .min(1, 'slug is required')
    .max(SLUG_MAX_LENGTH, 'slug is too long')
    .meta({
      description: 'The school’s slug, as in /schools/name/{slug}',
      examples: ['lakeside-community-college'],
    }),
})

/** A school with the agency's programs there, as the compare page shows them. */
export const comparedSchoolSchema = schoolSchema.extend({
  programs: z.array(z.object({ id: z.number().int(), name: z.string(), status: z.string() })),
})
export type ComparedSchool = z.infer<typeof comparedSchoolSchema>
