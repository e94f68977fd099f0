import { Hono } from 'hono'
import type { AppEnv } from '../../http/env'
import { requireAdmin } from '../../http/require-admin'
import { staffOverview } from './staff-overview.service'

/** `GET /api/staff/overview` (ADR 0009): what the staff home shows, for a signed-in admin, never cached. */
export const staffHttp = new Hono<AppEnv>().get('/overview', requireAdmin, async (c) => {
  c.header('Cache-Control', 'no-store')
  return c.json({ data: await staffOverview(c.get('em'), c.get('config')) })
})
