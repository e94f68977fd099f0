import type { SchoolFilters } from '@/shared/schools/school-query.schema'
import { SCHOOL_MAP_POINT_LIMIT, type SchoolMap, type SchoolMapPoint } from '@/shared/schools/us-map'
import type { Em } from '@/server/db/orm'
import type { SchoolDirectoryCache } from '@/server/features/schools/school-cache'
import { resolveSearch, searchTokens, whereOf } from '@/server/features/schools/school-search'
import { projectToUsMap } from './us-map'

type MapRow = {
  id: number
  slug: string
  name: string
  city: string | null
  state: string | null
  studentPopulation: number | null
  latitude: number | null
  longitude: number | null
}

/** Grid cells (map units) tried from fine to coarse until the dots fit the limit. */
const CELL_SIZES = [6, 9, 12, 16, 20, 26, 34, 44, 60]

/**
 * Keeps the largest school of each grid cell (rows come largest first) and counts the schools it stands for.
 * Deterministic: the same search gives the same dots, so a map can be shared by its URL.
 */
export function thinPoints(points: SchoolMapPoint[], limit = SCHOOL_MAP_POINT_LIMIT) {
  if (points.length <= limit) return { points, thinned: false }
  for (const size of CELL_SIZES) {
    const cells = new Map<string, SchoolMapPoint>()
    for (const point of points) {
      const key = `${Math.floor(point.x / size)}:${Math.floor(point.y / size)}`
      const kept = cells.get(key)
      if (kept) kept.schools += 1
      else cells.set(key, { ...point, schools: 1 })
    }
    if (cells.size <= limit || size === CELL_SIZES.at(-1))
      return { points: [...cells.values()], thinned: true }
  }
  /* v8 ignore next: the last cell size always returns */
  return { points, thinned: false }
}

async function readMap(em: Em, filters: SchoolFilters): Promise<SchoolMap> {
  const search = await resolveSearch(em, filters.search)
  const where = whereOf(filters, search)
  const rows = await em.execute<MapRow[]>(
    `select s.id, s.slug, s.name, s.city, s.state, s.student_population as "studentPopulation", s.latitude,
       s.longitude
     from schools s ${where.text}
     order by s.student_population desc nulls last, s.id`,
    where.params,
  )
  const placed: SchoolMapPoint[] = []
  for (const { latitude, longitude, ...school } of rows) {
    const point = projectToUsMap(latitude, longitude)
    if (point) placed.push({ ...school, ...point, schools: 1 })
  }
  const { points, thinned } = thinPoints(placed)
  return { total: rows.length, points, thinned, unplaced: rows.length - placed.length }
}

/**
 * The directory's search as dots on the app's map (ADR 0025), projected here so the page carries numbers, not
 * geometry; through the directory cache when given, like the list itself.
 */
export async function schoolMap(em: Em, parsed: SchoolFilters = {}, cache?: SchoolDirectoryCache) {
  if (!cache) return readMap(em, parsed)
  const key = JSON.stringify(['map', searchTokens(parsed.search), parsed.state, parsed.type, parsed.size])
  return cache.get(em, key, () => readMap(em, parsed))
}
