import { Hono } from 'hono'
import { databaseReadiness } from '@/server/db/readiness'
import type { Database } from '@/server/db/orm'
import type { AppEnv } from './env'

/** Whether this process has begun to shut down: set on SIGTERM, read by /readyz (boot.ts). */
export interface Lifecycle {
  draining: boolean
}

/**
 * Operational endpoints, answered before any database work: /healthz says the process is up (liveness),
 * /readyz that the database answers (readiness; load balancers, Kubernetes and the container HEALTHCHECK use
 * them). Every role serves them, the worker nothing else.
 */
export function healthRoutes(db: Database, lifecycle: Lifecycle = { draining: false }) {
  const routes = new Hono<AppEnv>()
  routes.get('/healthz', (c) => c.json({ status: 'ok' }))
  // The check answers within 1.5 s even on a frozen database (db/readiness.ts).
  const databaseReady = databaseReadiness(db.orm)
  routes.get('/readyz', async (c) => {
    // Shutting down: out of the load balancer's rotation while the listener still answers (SHUTDOWN_DELAY_SECONDS).
    if (lifecycle.draining) return c.json({ status: 'unavailable', reason: 'shutting down' }, 503)
    return (await databaseReady())
      ? c.json({ status: 'ready' })
      : c.json({ status: 'unavailable', reason: 'database' }, 503)
  })
  return routes
}
