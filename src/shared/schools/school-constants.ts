/**
 * The school vocabulary, without zod: route-level code (search validation, loaders) imports these, and it must
 * stay light because it ships in every page's first load.
 */
export const SIZE_BANDS = ['under-1k', '1k-5k', '5k-10k', '10k-20k', '20k-plus'] as const
export type SizeBand = (typeof SIZE_BANDS)[number]

export const LOCALES = ['city', 'suburb', 'town', 'rural'] as const
export type Locale = (typeof LOCALES)[number]

export const CONTROLS = ['public', 'private-nonprofit', 'private-for-profit'] as const
export type Control = (typeof CONTROLS)[number]

/** Spec section 9: the directory shows 10 schools a page; API callers may ask for up to 100. */
export const SCHOOL_PAGE_SIZE = 10
export const SCHOOL_LIMIT_MAX = 100
