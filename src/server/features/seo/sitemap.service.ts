import { caseStudyPath, STATIC_PUBLIC_PATHS } from '@/shared/marketing/public-pages'
import { schoolPath } from '@/shared/schools/slug'
import type { Em } from '@/server/db/orm'

/** The protocol's limit for one sitemap file; a larger catalogue would need a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000

export interface SitemapEntry {
  path: string
  lastModified?: Date
}

type Row = Record<string, unknown>
const dateOf = (value: unknown) => (value == null ? undefined : new Date(value as string | Date))

/**
 * Every public page (decision D22): the static pages, each published case study (ADR 0154), each school, each
 * campus program and each article that is published now (scheduled ones stay out until their time, D12). The tables are read directly, so the sitemap
 * does not depend on how the features that own them shape their services.
 */
export async function sitemapEntries(em: Em): Promise<SitemapEntry[]> {
  const [caseStudies, schools, programs, articles] = await Promise.all([
    em.execute<Row[]>('select slug, updated_at from case_studies where published order by sort_order, id'),
    em.execute<Row[]>('select slug, updated_at from schools order by id'),
    em.execute<Row[]>('select id, updated_at from campus_programs order by id'),
    em.execute<Row[]>(
      'select slug, updated_at from blog_articles where published = true and published_at <= now() order by published_at desc, id desc',
    ),
  ])
  const entries: SitemapEntry[] = [
    ...STATIC_PUBLIC_PATHS.map((path) => ({ path })),
    ...caseStudies.map((row) => ({
      path: caseStudyPath(encodeURIComponent(String(row.slug))),
      lastModified: dateOf(row.updated_at),
    })),
    ...schools.map((row) => ({ path: schoolPath(String(row.slug)), lastModified: dateOf(row.updated_at) })),
    ...programs.map((row) => ({ path: `/campus-programs/${row.id}`, lastModified: dateOf(row.updated_at) })),
    ...articles.map((row) => ({
      path: `/blog/${encodeURIComponent(String(row.slug))}`,
      lastModified: dateOf(row.updated_at),
    })),
  ]
  return entries.slice(0, SITEMAP_MAX_URLS)
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  )

/** sitemaps.org XML with absolute URLs on the public origin. */
export function sitemapXml(entries: SitemapEntry[], publicUrl: string): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : ''
    return `<url><loc>${escapeXml(publicUrl + entry.path)}</loc>${lastmod}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
