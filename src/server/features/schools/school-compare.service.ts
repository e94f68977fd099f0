import { type ComparedSchool } from '@/shared/schools/school.schema'
import { type ParsedSchoolCompareQuery } from '@/shared/schools/school-query.schema'
import type { Em } from '@/server/db/orm'
import { SCHOOL_COLUMNS, toSchool, type SchoolRow } from './school.service'

type CompareRow = SchoolRow & { programs: ComparedSchool['programs'] | string }

/**
 * Up to four schools side by side (ADR 0027), each with the agency's programs there, in one statement. In the
 * order asked for; an id that names no school (deleted since the link was shared) is left out, not an error,
 * so an old shared comparison still shows the schools that remain.
 */
export async function compareSchools(em: Em, { ids }: ParsedSchoolCompareQuery): Promise<ComparedSchool[]> {
  const rows = await em.execute<CompareRow[]>(
    `select ${SCHOOL_COLUMNS},
       coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name, 'status', p.status)
                                 order by p.start_date desc nulls last, p.id)
                 from campus_programs p where p.school_id = s.id), '[]') as programs
     from schools s where s.id = any(?::int[])`,
    [`{${ids.join(',')}}`],
  )
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    if (!row) return []
    const { programs, ...school } = row
    // json_agg arrives parsed from node-postgres and as text from some drivers: read both.
    return [{ ...toSchool(school), programs: typeof programs === 'string' ? JSON.parse(programs) : programs }]
  })
}
