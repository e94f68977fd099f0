/**
 * The marketing site's pages, as data both sides read: the web routes check their slugs against these lists
 * and the server's sitemap lists every path (decision D2: these are real pages).
 */
export const SERVICE_SLUGS = [
  'campus-marketing',
  'street-teams',
  'brand-activations',
  'influencer-marketing',
] as const
export type ServiceSlug = (typeof SERVICE_SLUGS)[number]

/** How many services the copy says the agency offers: one per service page, so the two cannot disagree. */
export const SERVICE_COUNT = SERVICE_SLUGS.length

/** Case studies of /cs/{slug} served from the built-in table. */
export const TABLE_CASE_STUDY_SLUGS = ['loreal', 'sephora', 'microsoft', 'patagonia'] as const
export type TableCaseStudySlug = (typeof TABLE_CASE_STUDY_SLUGS)[number]

/** Case studies with a long-form page of their own. */
export const LONG_FORM_CASE_STUDY_SLUGS = ['spotify', 'coca-cola', 'air-fresh-client'] as const

export const CASE_STUDY_SLUGS = [...LONG_FORM_CASE_STUDY_SLUGS, ...TABLE_CASE_STUDY_SLUGS] as const
export type CaseStudySlug = (typeof CASE_STUDY_SLUGS)[number]

/** A service's page and a case study's page: the one place their paths are spelled. */
export const servicePath = (slug: ServiceSlug) => `/services/${slug}`
export const caseStudyPath = (slug: CaseStudySlug) => `/cs/${slug}`

export const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value)

/** Every public page that is not a database record, in the order a visitor would meet them. */
export const STATIC_PUBLIC_PATHS: readonly string[] = [
  '/',
  '/services',
  ...SERVICE_SLUGS.map(servicePath),
  '/schools',
  '/campus-programs',
  '/brand-matching',
  '/blog',
  '/case-studies',
  ...CASE_STUDY_SLUGS.map(caseStudyPath),
  '/book-call',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
]
