import type { NetworkSize } from '@/shared/schools/network-size'
import type { Em } from '@/server/db/orm'

/**
 * The network's size every page states (home, services, about, structured data, the FAQ): the directory's active
 * schools, counted, never a figure written into the copy. Read through the shared reads (`sameForEveryone`), so
 * a crowd of page renders costs one count per period, emptied by any school write (ADR 0074).
 */
export async function networkSize(em: Em): Promise<NetworkSize> {
  const [row] = await em.execute<{ schools: number; students: number | string }[]>(
    `select count(*)::int as schools, coalesce(sum(student_population), 0)::bigint as students
     from schools where is_active`,
  )
  return { activeSchools: row?.schools ?? 0, students: Number(row?.students ?? 0) }
}
