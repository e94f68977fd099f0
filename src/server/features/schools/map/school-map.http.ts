import { Hono } from 'hono'
import { schoolFiltersSchema } from '../../../../shared/schools/school.schema'
import type { AppEnv } from '../../../http/env'
import { readQuery } from '../../../http/validate'
import { schoolMap } from './school-map.service'

/** `GET /api/schools/map[?search][&state][&type][&size]`: the directory's search as map dots (ADR 0025). */
export const schoolMapHttp = new Hono<AppEnv>().get('/', async (c) => {
  const filters = readQuery(c, schoolFiltersSchema)
  return c.json({ data: await schoolMap(c.get('em'), filters, c.get('runtime').schoolCache) })
})
