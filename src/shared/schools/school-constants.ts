/**
 * The school vocabulary, without zod: route-level code (search validation, loaders) imports these, and it must
 * stay light because it ships in every page's first load.
 */
export const SIZE_BANDS = ['under-1k', '1k-5k', '5k-10k', '10k-20k', '20k-plus'] as const
export type SizeBand = (typeof SIZE_BANDS)[number]

export const LOCALES = ['city', 'suburb', 'town', 'rural'] as const
export type Locale = (typeof LOCALES)[number]

/**
 * The size part of the IPEDS locale: cities and suburbs are large, midsize or small (by population); towns and
 * rural areas are fringe, distant or remote (by distance from an urbanized area). See shared/schools/locale.ts.
 */
export const LOCALE_SIZES = ['large', 'midsize', 'small', 'fringe', 'distant', 'remote'] as const
export type LocaleSize = (typeof LOCALE_SIZES)[number]

export const CONTROLS = ['public', 'private-nonprofit', 'private-for-profit'] as const
export type Control = (typeof CONTROLS)[number]

/** product §9: the directory shows 10 schools a page; API callers may ask for up to 100. */
export const SCHOOL_PAGE_SIZE = 10
export const SCHOOL_LIMIT_MAX = 100
/** The most rows one directory download holds: more than the whole IPEDS directory (4,082), so a bound, not a cut. */
export const SCHOOL_EXPORT_MAX = 5000

/**
 * The directory's orders (ADRs 0026, 0089): best match (only with a search), most students on campus, largest
 * enrollment, A to Z. Without `sort`, a search ranks by relevance and the plain list by students on campus, so
 * it opens on campuses students attend in person rather than on online-first institutions.
 */
export const SCHOOL_SORTS = ['relevance', 'on-campus', 'enrollment', 'name'] as const
export type SchoolSort = (typeof SCHOOL_SORTS)[number]

/** The plain list's order when none is asked for (ADR 0089). */
export const DEFAULT_LIST_SORT = 'on-campus' satisfies SchoolSort

/** The order a list gets: the one asked for, else relevance when searching and students on campus otherwise. */
export const effectiveSort = (sort: SchoolSort | undefined, searching: boolean): SchoolSort =>
  sort === 'relevance' && !searching
    ? DEFAULT_LIST_SORT
    : (sort ?? (searching ? 'relevance' : DEFAULT_LIST_SORT))

/** Up to four schools side by side at /schools/compare (ADR 0027). */
export const COMPARE_MAX = 4

/**
 * The residential character of a four-year campus, from the Carnegie size-and-setting class (C21SZSET): most
 * students commute, or a quarter to a half live on campus, or half or more live on campus and most are full-time.
 */
export const RESIDENTIAL = ['nonresidential', 'primarily-residential', 'highly-residential'] as const
export type Residential = (typeof RESIDENTIAL)[number]

/** The directory's further filters (issue 33): public or private, a federal designation, who it teaches. */
export const CONTROL_FILTERS = ['public', 'private'] as const
export type ControlFilter = (typeof CONTROL_FILTERS)[number]
export const DESIGNATIONS = ['hbcu', 'tribal', 'land-grant'] as const
export type Designation = (typeof DESIGNATIONS)[number]
/** Undergraduate: IPEDS says it offers undergraduate programs; graduate-only: it says it offers none. */
export const LEVEL_FILTERS = ['undergraduate', 'graduate-only'] as const
export type LevelFilter = (typeof LEVEL_FILTERS)[number]
