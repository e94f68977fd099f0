import { Hono } from 'hono'
import { databaseReadiness } from '@/server/db/readiness'
import type { Database } from '@/server/db/orm'
import type { AppEnv } from './env'

/**
 * Operational endpoints, answered before any database work: /healthz says the process is up (liveness),
 * /readyz that the database answers (readiness; load balancers, Kubernetes and the container HEALTHCHECK use
 * them). Every role serves them, the worker nothing else.
 */
export function healthRoutes(db: Database) {
  const routes = new Hono<AppEnv>()
  routes.get('/healthz', (c) => c.json({ status: 'ok' }))
  // The check answers within 1.5 s even on a frozen database (db/readiness.ts).
  const databaseReady = databaseReadiness(db.orm)
  routes.get('/readyz', async (c) =>
    (await databaseReady())
      ? c.json({ status: 'ready' })
      : c.json({ status: 'unavailable', reason: 'database' }, 503),
  )
  return routes
}
