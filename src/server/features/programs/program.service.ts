import { hasRole } from '@/shared/auth/roles'
import {
  DATES_OUT_OF_ORDER,
  datesInOrder,
  PROGRAM_PAGE_SIZE,
  type ParsedProgramInput,
  type ParsedProgramListQuery,
  type ParsedProgramPageQuery,
  type ParsedProgramPatch,
  type Program,
  type ProgramPage,
} from '@/shared/programs/program.schema'
import type { Em } from '@/server/db/orm'
import { AppError, notFound } from '@/server/errors'
import type { CurrentUser } from '@/server/features/auth/public'
import { SchoolEntity } from '@/server/features/schools/public'
import { CampusProgramEntity } from './campus-program.entity'

/**
 * Campus programs: the public reads (product §7) and the staff writes (decision D5). Reads are one SQL
 * statement with the school joined in, so a list of any length costs one round trip.
 */
const SELECT = `select p.id, p.school_id as "schoolId", p.name, p.description, p.status,
    p.start_date as "startDate", p.end_date as "endDate", p.budget, p.show_budget_publicly as "showBudgetPublicly",
    p.created_at as "createdAt", p.updated_at as "updatedAt",
    s.id as "sId", s.name as "sName", s.slug as "sSlug", s.city as "sCity", s.state as "sState"
  from campus_programs p left join schools s on s.id = p.school_id`

/**
 * Running programs first, then the planned ones soonest first, then the finished ones latest first, then
 * cancelled: what a brand browsing "active and upcoming initiatives" wants to see first.
 */
const ORDER = `order by case p.status when 'active' then 0 when 'planned' then 1 when 'completed' then 2 else 3 end,
    case when p.status in ('active', 'planned') then p.start_date end asc nulls last,
    p.start_date desc nulls last, p.id`

interface ProgramRow {
  id: number
  schoolId: number
  name: string
  description: string | null
  status: string
  startDate: Date | string | null
  endDate: Date | string | null
  budget: number | null
  showBudgetPublicly: boolean
  createdAt: Date | string
  updatedAt: Date | string
  sId: number | null
  sName: string | null
  sSlug: string | null
  sCity: string | null
  sState: string | null
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value))
const asOptionalDate = (value: Date | string | null) => (value === null ? null : asDate(value))

/**
 * Who is reading (ADR 0018, ADR 0091): staff who manage programs or sell them (admins, editors, sales) always
 * see a program's budget; authors and visitors only when staff chose to show it. Every read takes one, so the
 * rule lives here and nowhere else.
 */
export type ProgramAudience = 'public' | 'staff'
export const programAudienceOf = (user: CurrentUser | null | undefined): ProgramAudience =>
  hasRole(user, ['admin', 'editor', 'sales']) ? 'staff' : 'public'

const toProgram = (row: ProgramRow, audience: ProgramAudience): Program => ({
  id: row.id,
  schoolId: row.schoolId,
  name: row.name,
  description: row.description,
  status: row.status,
  startDate: asOptionalDate(row.startDate),
  endDate: asOptionalDate(row.endDate),
  // Hidden exactly as a program without a budget is (null), so no page or answer can tell them apart.
  budget: audience === 'staff' || row.showBudgetPublicly ? row.budget : null,
  showBudgetPublicly: row.showBudgetPublicly,
  createdAt: asDate(row.createdAt),
  updatedAt: asDate(row.updatedAt),
  school:
    row.sId === null
      ? null
      : { id: row.sId, name: row.sName!, slug: row.sSlug!, city: row.sCity, state: row.sState },
})

function whereOf({ schoolId, status }: { schoolId?: number; status?: string[] }) {
  const clauses: string[] = []
  const params: unknown[] = []
  if (schoolId !== undefined) {
    clauses.push('p.school_id = ?')
    params.push(schoolId)
  }
  if (status?.length) {
    clauses.push(`p.status in (${status.map(() => '?').join(', ')})`)
    params.push(...status)
  }
  return { text: clauses.length ? `where ${clauses.join(' and ')}` : '', params }
}

/** Every program, or one school's (`schoolId`; an unknown school has none), of the statuses asked for. */
export async function listPrograms(
  em: Em,
  audience: ProgramAudience,
  query: ParsedProgramListQuery = {},
): Promise<Program[]> {
  const where = whereOf(query)
  const rows = await em.execute<ProgramRow[]>(`${SELECT} ${where.text} ${ORDER}`, where.params)
  return rows.map((row) => toProgram(row, audience))
}

/** One page of the list, with the totals its pagination needs (the order ends on the id: pages never overlap). */
export async function listProgramPage(
  em: Em,
  audience: ProgramAudience,
  query: ParsedProgramPageQuery,
): Promise<ProgramPage> {
  const { page = 1, limit = PROGRAM_PAGE_SIZE, ...filters } = query
  const where = whereOf(filters)
  const [counted] = await em.execute<{ total: number }[]>(
    `select count(*)::int as total from campus_programs p ${where.text}`,
    where.params,
  )
  const total = counted?.total ?? 0
  const rows =
    (page - 1) * limit < total
      ? await em.execute<ProgramRow[]>(`${SELECT} ${where.text} ${ORDER} limit ? offset ?`, [
          ...where.params,
          limit,
          (page - 1) * limit,
        ])
      : []
  return {
    data: rows.map((row) => toProgram(row, audience)),
    meta: { total, totalPages: Math.ceil(total / limit) },
  }
}

export async function getProgram(em: Em, audience: ProgramAudience, id: number): Promise<Program> {
  const [row] = await em.execute<ProgramRow[]>(`${SELECT} where p.id = ?`, [id])
  if (!row) throw notFound('Program')
  return toProgram(row, audience)
}

/** The schools that have programs, A to Z: the list's filter (thousands of schools, only these matter). */
export async function listProgramSchools(em: Em) {
  return em.execute<{ id: number; name: string; city: string | null; state: string | null }[]>(
    `select s.id, s.name, s.city, s.state from schools s
     where exists (select 1 from campus_programs p where p.school_id = s.id) order by s.name, s.id`,
  )
}

async function schoolReference(em: Em, schoolId: number) {
  if ((await em.count(SchoolEntity, { id: schoolId })) === 0)
    throw new AppError('BAD_REQUEST', 'Invalid input: schoolId: That school does not exist', {
      fields: { schoolId: 'That school does not exist' },
    })
  return em.getReference(SchoolEntity, schoolId)
}

/** Input parsed at the transport edge (the operation's schema), so it is not checked again here. */
export async function createProgram(em: Em, values: ParsedProgramInput): Promise<Program> {
  const school = await schoolReference(em, values.schoolId)
  const program = em.create(CampusProgramEntity, {
    school,
    name: values.name,
    description: values.description ?? null,
    status: values.status,
    startDate: values.startDate ?? null,
    endDate: values.endDate ?? null,
    budget: values.budget ?? null,
    showBudgetPublicly: values.showBudgetPublicly,
  })
  await em.flush()
  // Only staff write, so the answer is the staff view.
  return getProgram(em, 'staff', program.id)
}

export async function updateProgram(em: Em, id: number, values: ParsedProgramPatch): Promise<Program> {
  const program = await em.findOne(CampusProgramEntity, id)
  if (!program) throw notFound('Program')
  const { schoolId, ...fields } = values
  if (schoolId !== undefined) program.school = await schoolReference(em, schoolId)
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) Object.assign(program, { [key]: value })
  }
  // The patch may move only one end: check the order against what is stored too.
  if (!datesInOrder(program))
    throw new AppError('BAD_REQUEST', `Invalid input: endDate: ${DATES_OUT_OF_ORDER}`, {
      fields: { endDate: DATES_OUT_OF_ORDER },
    })
  await em.flush()
  return getProgram(em, 'staff', id)
}

export async function deleteProgram(em: Em, id: number): Promise<{ id: number }> {
  const deleted = await em.nativeDelete(CampusProgramEntity, { id })
  if (!deleted) throw notFound('Program')
  return { id }
}
