import {
  SCHOOL_PAGE_SIZE,
  schoolSchema,
  type CompactSchool,
  type School,
  type SchoolDetail,
} from '@/shared/schools/school.schema'
import {
  type schoolListQuerySchema,
  type SchoolFilters,
  type SchoolPage,
} from '@/shared/schools/school-query.schema'
import { effectiveSort, type SchoolSort } from '@/shared/schools/school-constants'
import { schoolSlug } from '@/shared/schools/slug'
import type { Em } from '@/server/db/orm'
import { notFound } from '@/server/errors'
import type { z } from 'zod'
import type { SchoolDirectoryCache } from './school-cache'
import { orderOf, resolveSearch, searchTokens, whereOf } from './school-search'
import { projectToUsMap } from './map/us-map'
import { PARTNER_PROGRAM_STATUS_SQL } from './partnership'

/**
 * The directory's reads. Raw SQL (not entity hydration): the directory is the busiest page of the site and its
 * search ranks with pg_trgm expressions the query builder cannot express.
 */
/** A field of the school as the API names it (`studentPopulation`) to its column (`student_population`). */
const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/**
 * The select list for a school as every reader sees it, derived from the one declaration of its fields
 * (`schoolSchema`): a field added there is read by the directory, the school page and the comparison alike.
 * `createdAt` travels as epoch milliseconds, the same on PGlite and PostgreSQL.
 */
export const SCHOOL_COLUMNS = Object.keys(schoolSchema.shape)
  .map((field) =>
    field === 'createdAt'
      ? `extract(epoch from s.created_at) * 1000 as "createdAt"`
      : `s.${columnOf(field)} as "${field}"`,
  )
  .join(', ')

export type SchoolRow = Omit<School, 'createdAt'> & { createdAt: number | string }

export const toSchool = (row: SchoolRow): School => ({ ...row, createdAt: new Date(Number(row.createdAt)) })

/** The same request, however it was spelled ("Duke " and "duke"), is one cache entry. */
const cacheKey = (
  kind: string,
  query: SchoolFilters & { page?: number; limit?: number; sort?: SchoolSort },
) => {
  const tokens = searchTokens(query.search)
  return JSON.stringify([
    kind,
    effectiveSort(query.sort, tokens.length > 0),
    tokens,
    query.state,
    query.type,
    query.size,
    query.page ?? 1,
    query.limit ?? SCHOOL_PAGE_SIZE,
  ])
}

/**
 * One page of the directory with the totals the pagination needs; through the directory cache when given
 * (the app passes its runtime's).
 */
export async function listSchools(
  em: Em,
  query: z.output<typeof schoolListQuerySchema>,
  cache?: SchoolDirectoryCache,
): Promise<SchoolPage> {
  if (cache) return cache.get(em, cacheKey('page', query), () => readPage(em, query))
  return readPage(em, query)
}

async function readPage(em: Em, query: z.output<typeof schoolListQuerySchema>): Promise<SchoolPage> {
  const { page = 1, limit = SCHOOL_PAGE_SIZE, ...filters } = query
  const search = await resolveSearch(em, filters.search)
  const where = whereOf(filters, search)
  const order = orderOf(search, query.sort)
  const [counted] = await em.execute<{ total: number }[]>(
    `select count(*)::int as total from schools s ${where.text}`,
    where.params,
  )
  const total = counted?.total ?? 0
  const rows =
    (page - 1) * limit < total
      ? await em.execute<SchoolRow[]>(
          // The page's ids first (an index-only scan for the A-Z list, however deep the page), then their rows.
          `select ${SCHOOL_COLUMNS}
           from unnest(array(select s.id from schools s ${where.text} ${order.text} limit ? offset ?))
             with ordinality as page(id, n)
           join schools s on s.id = page.id
           order by page.n`,
          [...where.params, ...order.params, limit, (page - 1) * limit],
        )
      : []
  return { data: rows.map(toSchool), meta: { total, totalPages: Math.ceil(total / limit) } }
}

/** Every matching school in its compact form (filters as the shared schema parsed them at the edge) (id, name, city, state), A to Z: the program filter's list. */
export async function listCompactSchools(
  em: Em,
  filters: SchoolFilters = {},
  cache?: SchoolDirectoryCache,
): Promise<CompactSchool[]> {
  if (cache) return cache.get(em, cacheKey('compact', filters), () => readCompact(em, filters))
  return readCompact(em, filters)
}

async function readCompact(em: Em, parsed: SchoolFilters): Promise<CompactSchool[]> {
  const search = await resolveSearch(em, parsed.search)
  const where = whereOf(parsed, search)
  // The program filter's list: best match when searching, else A to Z (a picker, not a ranking).
  const order = orderOf(search, search ? 'relevance' : 'name')
  return em.execute<CompactSchool[]>(
    `select s.id, s.name, s.city, s.state from schools s ${where.text} ${order.text}`,
    [...where.params, ...order.params],
  )
}

type DetailRow = SchoolRow & {
  programCount: number
  activeProgramCount: number
  firstProgramDate: number | string | null
}

async function detailWhere(em: Em, condition: string, value: unknown): Promise<SchoolDetail> {
  // What the page may claim about the agency's work here (docs/decisions/0024-honest-school-facts.md): a
  // partnership begins with the first program that was not cancelled, and is active while one is planned or running.
  const [row] = await em.execute<DetailRow[]>(
    `select ${SCHOOL_COLUMNS},
       (select count(*)::int from campus_programs p where p.school_id = s.id) as "programCount",
       (select count(*)::int from campus_programs p
         where p.school_id = s.id and p.status in ${PARTNER_PROGRAM_STATUS_SQL}) as "activeProgramCount",
       (select extract(epoch from min(coalesce(p.start_date, p.created_at))) * 1000 from campus_programs p
         where p.school_id = s.id and p.status <> 'cancelled') as "firstProgramDate"
     from schools s where ${condition} limit 1`,
    [value],
  )
  if (!row) throw notFound('School')
  const { programCount, activeProgramCount, firstProgramDate, ...school } = row
  return {
    ...toSchool(school),
    programCount,
    activeProgramCount,
    firstProgramDate: firstProgramDate === null ? null : new Date(Number(firstProgramDate)),
    mapPoint: projectToUsMap(row.latitude, row.longitude),
  }
}

/** A school by id, with its program count (decision D16). */
export const getSchool = (em: Em, id: number) => detailWhere(em, 's.id = ?', id)

/**
 * A school by the slug of the name route: any case, URL-decoded, spaces read as hyphens, so the spec's own
 * link rule (`/schools/name/{name lower-cased, spaces to hyphens}`) always lands.
 */
export const getSchoolBySlug = (em: Em, slug: string) => detailWhere(em, 's.slug = ?', schoolSlug(slug))
