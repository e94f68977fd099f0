import { Hono, type Context } from 'hono'
import {
  brandProfileInputSchema,
  publicIdParamSchema,
  recommendationRequestSchema,
  staffResultsQuerySchema,
} from '../../../shared/matching/matching.schema'
import { AppError } from '../../errors'
import type { AppEnv } from '../../http/env'
import { requireAdmin } from '../../http/require-admin'
import { readJson, readParams, readQuery } from '../../http/validate'
import { parseWith } from '../../lib/validate'
import { listResultsForStaff } from './matching-staff.service'
import {
  createBrandProfile,
  getRecommendation,
  requestRecommendations,
  type MatchingDeps,
} from './matching.service'

const depsOf = (c: Context<AppEnv>): MatchingDeps => ({
  ip: c.get('ip'),
  runtime: c.get('runtime').matching,
  log: c.get('log'),
})

/** Campus matching's documented REST paths (spec section 7), mounted at /api/brand. */
export const matchingHttp = new Hono<AppEnv>()
  .post('/profiles', async (c) => {
    const input = await readJson(c, brandProfileInputSchema)
    return c.json({ data: await createBrandProfile(c.get('em'), input, depsOf(c)) }, 201)
  })
  .post('/profiles/:id/recommendations', async (c) => {
    const { id } = readParams(c, publicIdParamSchema)
    // The body is optional: no body means the default count.
    const text = await c.req.text()
    let body: unknown = {}
    try {
      if (text.trim()) body = JSON.parse(text)
    } catch {
      throw new AppError('BAD_REQUEST', 'The request body must be valid JSON.')
    }
    const request = parseWith(recommendationRequestSchema, body)
    return c.json({ data: await requestRecommendations(c.get('em'), id, request, depsOf(c)) }, 202)
  })
  // Every result, for staff (ADR 0055): `{ data: results, meta: { total, page, pageSize } }`, ?page=.
  .get('/recommendations', requireAdmin, async (c) => {
    c.header('Cache-Control', 'no-store')
    const { results, ...meta } = await listResultsForStaff(c.get('em'), readQuery(c, staffResultsQuerySchema))
    return c.json({ data: results, meta })
  })
  .get('/recommendations/:id', async (c) => {
    const { id } = readParams(c, publicIdParamSchema)
    return c.json({ data: await getRecommendation(c.get('em'), id) })
  })
