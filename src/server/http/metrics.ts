import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { matchedRoutes, routePath } from 'hono/route'
import type { Config } from '@/server/config'
import { apiKeyMatches } from '@/server/features/contact/api-key'
import { httpDuration, httpInFlight, httpRequests, registry } from '@/server/lib/metrics/metrics'
import type { AppEnv } from './env'

/** Where Prometheus scrapes; answered only when METRICS_TOKEN is set, and only to a scraper that sends it. */
export const METRICS_PATH = '/metrics'

/**
 * The route pattern a request belongs to (`/api/blog/articles/:slug`), never its URL: a label that took raw URLs
 * would make a series per URL a crawler tries. The first matched route registered for a method is the handler
 * that answers, or would have answered when a cache answered first; else the middleware that did (`/trpc/*`).
 */
function routeOf(c: Context): string {
  const handler = matchedRoutes(c).find((route) => route.method !== 'ALL')
  return handler?.path ?? (routePath(c) || 'unmatched')
}

type Series = {
  requests: ReturnType<typeof httpRequests.labels>
  duration: ReturnType<typeof httpDuration.labels>
}

/**
 * Each route, method and status's series, looked up once: prom-client checks and hashes a label object on every
 * call, which cost a cached read about a quarter of its rate (issue 40 asks at least 0.4× bare Hono's). Bounded as
 * the labels are: route patterns, methods and statuses.
 */
const seriesByLabels = new Map<string, Series>()

function seriesOf(route: string, method: string, status: number): Series {
  const key = `${method} ${status} ${route}`
  let series = seriesByLabels.get(key)
  if (!series) {
    const labels = { route, method, status: String(status) }
    series = { requests: httpRequests.labels(labels), duration: httpDuration.labels(labels) }
    seriesByLabels.set(key, series)
  }
  return series
}

/** Counts and times every request by route pattern, method and status; first in the chain. */
export function httpMetrics() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now()
    httpInFlight.inc()
    try {
      await next()
    } finally {
      httpInFlight.dec()
      const series = seriesOf(routeOf(c), c.req.method, c.res.status)
      series.requests.inc()
      series.duration.observe((performance.now() - started) / 1000)
    }
  })
}

/** GET /metrics: 404 while METRICS_TOKEN is unset (off), 401 without `Authorization: Bearer <token>`. */
export function metricsEndpoint(config: Pick<Config, 'METRICS_TOKEN'>) {
  return createMiddleware<AppEnv>(async (c) => {
    const token = config.METRICS_TOKEN
    if (!token)
      return c.json({ error: 'Metrics are off on this server: set METRICS_TOKEN to turn them on.' }, 404)
    const given = c.req.header('authorization')?.replace(/^Bearer\s+/i, '')
    if (!apiKeyMatches(token, given)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"')
      return c.json({ error: 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>.' }, 401)
    }
    return c.body(await registry.metrics(), 200, {
      'Content-Type': registry.contentType,
      'Cache-Control': 'no-store',
    })
  })
}
