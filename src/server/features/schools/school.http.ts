import { Hono } from 'hono'
import {
  schoolCompareQuerySchema,
  schoolIdSchema,
  schoolInputSchema,
  schoolListQuerySchema,
  schoolSlugParamSchema,
} from '../../../shared/schools/school.schema'
import type { AppEnv } from '../../http/env'
import { requireAdmin } from '../../http/require-admin'
import { readJson, readParams, readQuery } from '../../http/validate'
import { createSchool, deleteSchool, updateSchool } from './school-admin.service'
import { compareSchools } from './school-compare.service'
import { getSchool, getSchoolBySlug, listCompactSchools, listSchools } from './school.service'

/**
 * The documented school reads (spec section 7). `GET /api/schools` with `page` is the directory's page with
 * meta; without `page` it is every school in compact form (the program filter's list). Writes are staff only
 * (decision D5); deleting a school deletes its programs.
 */
export const schoolHttp = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { page, limit, ...filters } = readQuery(c, schoolListQuerySchema)
    const cache = c.get('runtime').schoolCache
    if (page === undefined) return c.json({ data: await listCompactSchools(c.get('em'), filters, cache) })
    return c.json(await listSchools(c.get('em'), { page, limit, ...filters }, cache))
  })
  // Before /:id, so "compare" and "name" are never read as ids.
  .get('/compare', async (c) =>
    c.json({ data: await compareSchools(c.get('em'), readQuery(c, schoolCompareQuerySchema)) }),
  )
  .get('/name/:slug', async (c) => {
    const { slug } = readParams(c, schoolSlugParamSchema)
    return c.json({ data: await getSchoolBySlug(c.get('em'), slug) })
  })
  .get('/:id', async (c) => {
    const { id } = readParams(c, schoolIdSchema)
    return c.json({ data: await getSchool(c.get('em'), id) })
  })
  .post('/', requireAdmin, async (c) => {
    const values = await readJson(c, schoolInputSchema)
    return c.json({ data: await createSchool(c.get('em'), values) }, 201)
  })
  .patch('/:id', requireAdmin, async (c) => {
    const { id } = readParams(c, schoolIdSchema)
    const values = await readJson(c, schoolInputSchema)
    return c.json({ data: await updateSchool(c.get('em'), id, values) })
  })
  .delete('/:id', requireAdmin, async (c) => {
    const { id } = readParams(c, schoolIdSchema)
    return c.json({ data: await deleteSchool(c.get('em'), id) })
  })
