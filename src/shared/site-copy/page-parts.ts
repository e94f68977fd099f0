import { SERVICE_SLUGS } from '@/shared/marketing/public-pages'

/**
 * The parts of the site whose copy staff edit (issue 36, ADR 0155), each one row of `site_pages` once saved.
 * Zod-free and tiny: the staff screen's route reads it to check its search parameter.
 */
export const PAGE_PARTS = ['home', 'about', 'terms', 'privacy', 'services', ...SERVICE_SLUGS] as const
export type PagePart = (typeof PAGE_PARTS)[number]

export const isPagePart = (value: unknown): value is PagePart =>
  (PAGE_PARTS as readonly unknown[]).includes(value)
