import { caseStudyFieldsSchema } from '@/shared/case-studies/case-study.schema'
import { DEMO_CASE_STUDIES } from './demo-case-study'

/** A SQL string literal (standard_conforming_strings, PostgreSQL's default since 9.1: only `'` is special). */
const literal = (value: string | null) => (value === null ? 'null' : `'${value.replaceAll("'", "''")}'`)
const json = (value: unknown) => `${literal(JSON.stringify(value))}::jsonb`

/**
 * The statements that write the demo case studies (ADR 0154), for the migration that creates their table: every
 * install, new or upgraded, keeps the seven addresses it always had. Each study passes the shared schema first,
 * so the demo copy is exactly what a staff save could write.
 */
export function demoCaseStudyInserts(): string[] {
  return DEMO_CASE_STUDIES.map((demo) => {
    const { slug, title, client, industry, summary, metric, keywords, logoUrl, imageUrl, imageAlt, ...rest } =
      caseStudyFieldsSchema.parse(demo)
    const {
      sortOrder,
      published,
      confirmed,
      lead,
      headline,
      challenge,
      approach,
      delivered,
      learned,
      quote,
    } = rest
    const body = { lead, headline, challenge, approach, delivered, learned, quote }
    const values = [
      literal(slug),
      literal(title),
      literal(client),
      literal(industry),
      literal(summary),
      json(metric),
      json(keywords),
      literal(logoUrl ?? null),
      literal(imageUrl ?? null),
      literal(imageAlt ?? null),
      json({ ...body, quote: { ...quote, illustrativeName: quote.illustrativeName ?? null } }),
      String(sortOrder),
      String(published),
      String(confirmed),
    ]
    return `insert into "case_studies" ("slug", "title", "client", "industry", "summary", "metric", "keywords", "logo_url", "image_url", "image_alt", "body", "sort_order", "published", "confirmed") values (${values.join(', ')}) on conflict ("slug") do nothing;`
  })
}
