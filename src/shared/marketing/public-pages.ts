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

/**
 * The case studies the demo ships (ADR 0154): database records since issue 36, written by their table's migration,
 * so every install keeps these addresses until staff unpublish or delete them. The sitemap lists the published
 * studies from the table; tests and the page budgets name these.
 */
export const DEMO_CASE_STUDY_SLUGS = [
  'spotify',
  'coca-cola',
  'air-fresh-client',
  'loreal',
  'sephora',
  'microsoft',
  'patagonia',
] as const

/** A service's page and a case study's page: the one place their paths are spelled. */
export const servicePath = (slug: ServiceSlug) => `/services/${slug}`
export const caseStudyPath = (slug: string) => `/cs/${slug}`

export const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value)

/** Every public page that is not a database record (case studies are records: see DEMO_CASE_STUDY_SLUGS), in the order a visitor would meet them. */
export const STATIC_PUBLIC_PATHS: readonly string[] = [
  '/',
  '/services',
  ...SERVICE_SLUGS.map(servicePath),
  '/schools',
  '/campus-programs',
  '/brand-matching',
  '/blog',
  '/case-studies',
  '/book-call',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
]
