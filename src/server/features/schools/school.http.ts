import { Hono } from 'hono'
import {
  schoolIdSchema,
  schoolListQuerySchema,
  schoolSlugParamSchema,
} from '../../../shared/schools/school.schema'
import type { AppEnv } from '../../http/env'
import { readParams, readQuery } from '../../http/validate'
import { getSchool, getSchoolBySlug, listCompactSchools, listSchools } from './school.service'

/**
 * The documented school reads (spec section 7). `GET /api/schools` with `page` is the directory's page with
 * meta; without `page` it is every school in compact form (the program filter's list).
 */
export const schoolHttp = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { page, limit, ...filters } = readQuery(c, schoolListQuerySchema)
    const cache = c.get('runtime').schoolCache
    if (page === undefined) return c.json({ data: await listCompactSchools(c.get('em'), filters, cache) })
    return c.json(await listSchools(c.get('em'), { page, limit, ...filters }, cache))
  })
  // Before /:id, so "name" is never read as an id.
  .get('/name/:slug', async (c) => {
    const { slug } = readParams(c, schoolSlugParamSchema)
    return c.json({ data: await getSchoolBySlug(c.get('em'), slug) })
  })
  .get('/:id', async (c) => {
    const { id } = readParams(c, schoolIdSchema)
    return c.json({ data: await getSchool(c.get('em'), id) })
  })
