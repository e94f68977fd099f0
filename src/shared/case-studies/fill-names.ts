import type { SiteConfig } from '@/shared/site'

type Names = Pick<SiteConfig, 'partnerName' | 'brandName'>

/** Replaces `{partner}` and `{brand}` with the site's names. */
export function fillNames(text: string, site: Names): string {
  return text.replaceAll('{partner}', site.partnerName).replaceAll('{brand}', site.brandName)
}

/**
 * A case study (or its card, or a list of them) with `{partner}` and `{brand}` filled in every text it holds: the stored copy names
 * the site's partner by placeholder (ADR 0154), so a rename in the settings reaches every study.
 */
export function withNames<T>(value: T, site: Names): T {
  if (typeof value === 'string') return fillNames(value, site) as T
  if (Array.isArray(value)) return value.map((item: unknown) => withNames(item, site)) as T
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, withNames(inner as unknown, site)]),
    ) as T
  return value
}
