import type { Control, Locale, SizeBand } from '@/shared/schools/school.schema'
import type { Residential } from '@/shared/schools/school-constants'
import type { Em } from '@/server/db/orm'
import { MemoryCache } from '@/server/lib/cache/memory-cache'
import { PARTNER_PROGRAM_STATUS_SQL } from '@/server/features/schools/public'
import type { ScoringSchool } from './scoring/school-traits'

/**
 * Every school with the facts the scorer reads and its count of active and planned programs (what makes it a
 * partner, counted as the school page counts it), in one query
 * without entity hydration: at 4,000+ rows the ORM's identity map would cost more than the scoring itself.
 */
const SQL = `
select s.id, s.name, s.slug, s.city, s.state, s.type, s.student_population, s.size_band, s.locale, s.control,
       s.sector, s.carnegie, s.hbcu, s.tribal, s.land_grant, s.is_active, s.latitude, s.longitude, s.cbsa, s.csa, s.undergraduate, s.residential, s.dorm_capacity,
       coalesce(p.active, 0) as active_programs, coalesce(p.planned, 0) as planned_programs,
       p.active_names, p.planned_names
from schools s
left join (
  select school_id,
         count(*) filter (where status = 'active') as active,
         count(*) filter (where status = 'planned') as planned,
         array_agg(name order by name) filter (where status = 'active') as active_names,
         array_agg(name order by name) filter (where status = 'planned') as planned_names
  from campus_programs
  where status in ${PARTNER_PROGRAM_STATUS_SQL}
  group by school_id
) p on p.school_id = s.id`

interface Row {
  id: number
  name: string
  slug: string
  city: string | null
  state: string | null
  type: string | null
  student_population: number | null
  size_band: SizeBand | null
  locale: Locale | null
  control: Control | null
  sector: number | null
  carnegie: number | null
  hbcu: boolean
  tribal: boolean
  land_grant: boolean
  is_active: boolean
  latitude: number | string | null
  longitude: number | string | null
  cbsa: number | null
  csa: number | null
  undergraduate: boolean | null
  residential: Residential | null
  dorm_capacity: number | string | null
  active_programs: number | string
  planned_programs: number | string
  active_names: string[] | null
  planned_names: string[] | null
}

/**
 * The rows, kept between rankings while the tables are unchanged: a cheap check (row counts and the latest
 * update of schools and programs) decides, and the rows are reloaded at least every `maxAgeMs` anyway, for
 * changes a bulk import might make without touching updated_at. Reused rows keep their computed traits.
 */
export class ScoringSchoolsCache {
  /** One entry, under the tables' version; the load itself is kept, so requests during a reload share it. */
  private readonly snapshot: MemoryCache<Promise<ScoringSchool[]>>

  constructor(maxAgeMs = 60_000, now: () => number = Date.now) {
    this.snapshot = new MemoryCache({ ttlMs: maxAgeMs, maxEntries: 1, now })
  }

  async get(em: Em): Promise<ScoringSchool[]> {
    const [version] = await em.getConnection().execute<Array<{ key: string }>>(VERSION_SQL)
    const key = version?.key ?? ''
    const kept = this.snapshot.get(key)
    if (kept) return kept
    const generation = this.snapshot.generation
    const loading = loadScoringSchools(em)
    this.snapshot.set(key, loading, generation)
    try {
      return await loading
    } catch (error) {
      this.snapshot.delete(key)
      throw error
    }
  }

  clear() {
    this.snapshot.clear()
  }
}

const VERSION_SQL = `
select concat_ws('|',
  (select count(*) from schools), (select max(updated_at) from schools),
  (select count(*) from campus_programs), (select max(updated_at) from campus_programs)) as key`

export async function loadScoringSchools(em: Em): Promise<ScoringSchool[]> {
  const rows = await em.getConnection().execute<Row[]>(SQL)
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    slug: row.slug,
    city: row.city,
    state: row.state,
    type: row.type,
    studentPopulation: row.student_population === null ? null : Number(row.student_population),
    sizeBand: row.size_band,
    locale: row.locale,
    control: row.control,
    sector: row.sector === null ? null : Number(row.sector),
    carnegie: row.carnegie === null ? null : Number(row.carnegie),
    hbcu: row.hbcu,
    tribal: row.tribal,
    landGrant: row.land_grant,
    isActive: row.is_active,
    activePrograms: Number(row.active_programs),
    plannedPrograms: Number(row.planned_programs),
    programNames: { active: row.active_names ?? [], planned: row.planned_names ?? [] },
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    cbsa: row.cbsa === null ? null : Number(row.cbsa),
    csa: row.csa === null ? null : Number(row.csa),
    undergraduate: row.undergraduate,
    residential: row.residential,
    dormCapacity: row.dorm_capacity === null ? null : Number(row.dorm_capacity),
  }))
}
