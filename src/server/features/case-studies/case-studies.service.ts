import { UniqueConstraintViolationException } from '@mikro-orm/core'
import type { Em } from '@/server/db/orm'
import { AppError, notFound } from '@/server/errors'
import type { CurrentUser } from '@/server/features/auth/public'
import { recordContentRevision } from '@/server/features/site/public'
import type {
  CaseStudy,
  CaseStudyBody,
  CaseStudyCard,
  CaseStudyValues,
  StaffCaseStudy,
} from '@/shared/case-studies/case-study.schema'
import { formatUtcMinute } from '@/shared/us-format'

/**
 * The agency's case studies (issue 36, ADR 0154). Visitors read the published ones; editors and admins read
 * drafts too and write. Raw SQL: a save's version check lives in its statement's WHERE clause (ADR 0135), so of
 * two saves from one version exactly one gets the row, on every replica.
 */
interface CaseStudyRow {
  id: number
  slug: string
  title: string
  client: string
  industry: string
  summary: string
  metric: { value: string; label: string }
  keywords: string[]
  logo_url: string | null
  image_url: string | null
  image_alt: string | null
  body: CaseStudyBody
  sort_order: number
  published: boolean
  confirmed: boolean
  version: number
  updated_at: string
  updated_by: string | null
}

const SELECT = `select c.id, c.slug, c.title, c.client, c.industry, c.summary, c.metric, c.keywords, c.logo_url,
    c.image_url, c.image_alt, c.body, c.sort_order, c.published, c.confirmed, c.version,
    to_json(c.updated_at) #>> '{}' as updated_at, u.display_name as updated_by
  from case_studies c left join users u on u.id = c.updated_by_id`
const ORDER = 'order by c.sort_order, c.id'

/** jsonb arrives parsed from PGlite and node-postgres alike; text only if a driver ever sends it so. */
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value)

const cardOf = (row: CaseStudyRow): CaseStudyCard => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  client: row.client,
  industry: row.industry,
  summary: row.summary,
  metric: parsed(row.metric),
  logoUrl: row.logo_url,
  imageUrl: row.image_url,
  imageAlt: row.image_alt,
  confirmed: row.confirmed === true,
})

const studyOf = (row: CaseStudyRow): CaseStudy => {
  const body = parsed(row.body)
  return {
    ...cardOf(row),
    lead: body.lead,
    headline: body.headline,
    challenge: body.challenge,
    approach: body.approach,
    delivered: body.delivered,
    learned: body.learned,
    quote: { ...body.quote, illustrativeName: body.quote.illustrativeName ?? null },
    keywords: parsed(row.keywords),
    published: row.published === true,
  }
}

const staffStudyOf = (row: CaseStudyRow): StaffCaseStudy => ({
  ...studyOf(row),
  sortOrder: row.sort_order,
  version: row.version,
  updatedAt: new Date(row.updated_at),
  updatedBy: row.updated_by,
})

const rows = (em: Em, where: string, params: unknown[] = []) =>
  em.execute<CaseStudyRow[]>(`${SELECT} ${where} ${ORDER}`, params)

/** The published studies, in their order: the cards of /case-studies, the home page and the service pages. */
export async function publishedCaseStudyCards(em: Em): Promise<CaseStudyCard[]> {
  return (await rows(em, 'where c.published')).map(cardOf)
}

/** A published study's page; a draft or an unknown slug is not found, alike. */
export async function publishedCaseStudy(em: Em, slug: string): Promise<CaseStudy> {
  const [row] = await rows(em, 'where c.published and c.slug = ?', [slug])
  if (!row) throw notFound('Case study')
  return studyOf(row)
}

/** Any study's page by slug, drafts too: what an editor's preview shows (ADR 0154). */
export async function anyCaseStudyBySlug(em: Em, slug: string): Promise<CaseStudy> {
  const [row] = await rows(em, 'where c.slug = ?', [slug])
  if (!row) throw notFound('Case study')
  return studyOf(row)
}

/** Every study for staff, drafts included, in their order. */
export async function staffCaseStudies(em: Em): Promise<StaffCaseStudy[]> {
  return (await rows(em, '')).map(staffStudyOf)
}

export async function staffCaseStudy(em: Em, id: number): Promise<StaffCaseStudy> {
  const [row] = await rows(em, 'where c.id = ?', [id])
  if (!row) throw notFound('Case study')
  return staffStudyOf(row)
}

const slugTaken = (slug: string) =>
  new AppError('CONFLICT', `A case study with the address /cs/${slug} already exists. Choose another slug.`, {
    fields: { slug: 'Another case study already uses this slug' },
  })

const staleSave = (savedAt: Date, by: string | null) =>
  new AppError(
    'CONFLICT',
    `Someone else${by ? ` (${by})` : ''} saved this case study at ${formatUtcMinute(savedAt)}, after you opened it. Reload to see their change (this save was not made).`,
    { fields: { expectedVersion: 'Someone else saved this case study after you opened it' } },
  )

/** The columns a save writes, each with its placeholder (the JSON ones cast), and their values in that order. */
const SAVED_COLUMNS = [
  ['slug', '?'],
  ['title', '?'],
  ['client', '?'],
  ['industry', '?'],
  ['summary', '?'],
  ['metric', '?::jsonb'],
  ['keywords', '?::jsonb'],
  ['logo_url', '?'],
  ['image_url', '?'],
  ['image_alt', '?'],
  ['body', '?::jsonb'],
  ['sort_order', '?'],
  ['published', '?'],
  ['confirmed', '?'],
  ['updated_by_id', '?'],
] as const
const COLUMNS = SAVED_COLUMNS.map(([column]) => column).join(', ')
const PLACEHOLDERS = SAVED_COLUMNS.map(([, placeholder]) => placeholder).join(', ')
const ASSIGNMENTS = SAVED_COLUMNS.map(([column, placeholder]) => `${column} = ${placeholder}`).join(', ')

function columnValues(values: CaseStudyValues, savedBy: CurrentUser | null): unknown[] {
  const { lead, headline, challenge, approach, delivered, learned, quote } = values
  const body: CaseStudyBody = { lead, headline, challenge, approach, delivered, learned, quote }
  return [
    values.slug,
    values.title,
    values.client,
    values.industry,
    values.summary,
    JSON.stringify(values.metric),
    JSON.stringify(values.keywords),
    values.logoUrl ?? null,
    values.imageUrl ?? null,
    values.imageAlt ?? null,
    JSON.stringify({ ...body, quote: { ...quote, illustrativeName: quote.illustrativeName ?? null } }),
    values.sortOrder,
    values.published,
    values.confirmed,
    savedBy?.id ?? null,
  ]
}

/**
 * Keeps what a save wrote in the history of site content (ADR 0151): kind `case-study`, keyed by the study's id,
 * in the save's transaction (the operations run writes in one), after its version check let it through.
 */
const keepRevision = (
  em: Em,
  id: number,
  version: number,
  values: CaseStudyValues,
  savedBy: CurrentUser | null,
) =>
  recordContentRevision(em, {
    kind: 'case-study',
    key: String(id),
    version,
    snapshot: JSON.parse(JSON.stringify(values)) as Record<string, unknown>,
    userId: savedBy?.id ?? null,
  })

/** A new study; a slug another study has is refused (409) without touching it. */
export async function createCaseStudy(
  em: Em,
  values: CaseStudyValues,
  savedBy: CurrentUser | null,
): Promise<StaffCaseStudy> {
  const [created] = await em.execute<{ id: number }[]>(
    `insert into case_studies (${COLUMNS}) values (${PLACEHOLDERS}) on conflict (slug) do nothing returning id`,
    columnValues(values, savedBy),
  )
  if (!created) throw slugTaken(values.slug)
  await keepRevision(em, created.id, 1, values, savedBy)
  return staffCaseStudy(em, created.id)
}

/**
 * Saves every field of a study from the version the editor read: the row changes only while it still holds
 * that version; otherwise the save is refused (409) and names who saved it since, and when.
 */
export async function updateCaseStudy(
  em: Em,
  id: number,
  values: CaseStudyValues,
  expectedVersion: number,
  savedBy: CurrentUser | null,
): Promise<StaffCaseStudy> {
  let claimed: { id: number }[]
  try {
    claimed = await em.execute<{ id: number }[]>(
      `update case_studies set ${ASSIGNMENTS}, version = version + 1, updated_at = now()
       where id = ? and version = ? returning id`,
      [...columnValues(values, savedBy), id, expectedVersion],
    )
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw slugTaken(values.slug)
    throw error
  }
  const current = await staffCaseStudy(em, id)
  if (!claimed[0]) throw staleSave(current.updatedAt, current.updatedBy)
  await keepRevision(em, id, current.version, values, savedBy)
  return current
}

/** Deletes a study; its address is then not found for everyone. */
export async function deleteCaseStudy(em: Em, id: number): Promise<{ id: number }> {
  const deleted = await em.execute<{ id: number }[]>('delete from case_studies where id = ? returning id', [
    id,
  ])
  if (!deleted[0]) throw notFound('Case study')
  return { id }
}
