import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { except } from 'hono/combine'
import type { Config } from './config'
import type { Database } from './db/orm'
import type { AppEnv } from './http/env'
import { handleError } from './http/errors'
import { healthRoutes, type Lifecycle } from './http/health'
import { httpMetrics, METRICS_PATH, metricsEndpoint } from './http/metrics'
import { clearPageCacheOnWrite } from './ssr/clear-page-cache'
import { requestContext } from './http/request-context'
import { compression } from './http/compression'
import { requestLog } from './http/request-log'
import { sameOriginWrites } from './http/same-origin-writes'
import { securityHeaders } from './http/security-headers'
import { staticFiles } from './http/static-files'
import { trpcHandler } from './http/trpc'
import type { Logger } from './logger'
import { createRuntime, sharedStateOf, type Runtime } from './runtime'
import { procedureBodyCaps } from './http/rest-operations'
import { allOperations } from './operations'
import { apiRoutes } from './api'
import { blogRssHandler, robotsHandler, sitemapHandler } from './http/site-documents'
import { keptPages, pageRoutes, type PageRenderer } from './ssr/pages'
import { usMapOutline } from './features/schools/map/us-map.http'
import { US_MAP_OUTLINE_URL } from '@/shared/schools/us-map'
import { uploadedImages } from './http/uploaded-images'
import { sharedReads } from './http/shared-reads'
import { privateAnswers } from './http/private-answers'
import { UPLOAD_PATH } from '@/shared/media/uploaded-image'

export interface AppDeps {
  config: Config
  db: Database
  log: Logger
  /** Server-renders a page (production: the built SSR entry; development: Vite; tests: the source). */
  renderPage: PageRenderer
  /** The client build to serve; absent in development, where Vite serves it. */
  clientDir?: string
  /** App-lifetime state; built from the config when not given (tests may pass their own clock-driven one). */
  runtime?: Runtime
  /** Set when the process begins to shut down: /readyz then answers 503 (boot.ts). */
  lifecycle?: Lifecycle
}

const API_BODY_LIMIT = 256 * 1024

/**
 * The one map of the server. Order matters: every request passes the middleware in the order listed, then the
 * first mount whose path matches answers it.
 */
export function createApp({
  config,
  db,
  log,
  renderPage,
  clientDir,
  runtime = createRuntime(config, sharedStateOf(db, log)),
  lifecycle,
}: AppDeps) {
  const app = new Hono<AppEnv>()
  // Every school written through this app's ORM empties the directory cache and tells the other replicas, even
  // when this process has not read the directory yet (forks share the root's event manager).
  runtime.schoolCache.watchWrites(db.orm.em)

  // Request count, latency and in-flight gauge by route pattern (when metrics are on); outermost, so its time
  // covers everything.
  if (config.METRICS_TOKEN) app.use(httpMetrics())
  // Request id, client IP and one log line per response. First, so even failures are logged with their id.
  app.use(requestLog(log, config))
  // Security headers and this response's CSP nonce (the page render marks its inline scripts with it).
  app.use(securityHeaders(config))
  // gzip/deflate for dynamic responses; prebuilt assets come already compressed.
  app.use(compression())

  // /healthz and /readyz, before any database work (http/health.ts).
  app.route('/', healthRoutes(db, lifecycle))
  // Prometheus scrapes, with METRICS_TOKEN (off without it); never cached, no database work at this step.
  app.get(METRICS_PATH, metricsEndpoint(config))

  // The state outlines of the site's maps, drawn by the server from us-atlas (ADR 0025); no database needed.
  app.get(US_MAP_OUTLINE_URL, usMapOutline)

  // Browsers ask for /favicon.ico on any page without an icon link (the API reference, a feed, an image): the
  // shipped PNG instead of a 404 that each such page logs as a console error.
  app.get('/favicon.ico', (c) => {
    c.header('Cache-Control', 'public, max-age=86400')
    return c.redirect('/favicon-32.png', 301)
  })

  // The client build: hashed assets (immutable), favicon and shipped images.
  if (clientDir) app.use(staticFiles(clientDir))
  // Uploaded images' variants, from the database (ADR 0043): no session lookup for each picture.
  app.use('/images/uploads/*', uploadedImages(db))

  // Public reads for callers without a session: a kept answer skips everything below; each carries an ETag.
  app.use(sharedReads(runtime.readCache))
  // A visitor's kept page, likewise before the session lookup (the render below keeps them, ssr/pages.ts).
  app.use(keptPages(runtime.pageCache))

  // Everything below talks to the database: a forked entity manager and the signed-in user per request.
  app.use(requestContext(db.orm, config, runtime))
  // Answers to signed-in staff and every sign-in answer: never kept by any cache.
  app.use(privateAnswers)
  // Writes from other sites are refused (decision D8); bodies are capped before anyone parses them.
  for (const path of ['/api/*', '/trpc/*']) {
    app.use(path, sameOriginWrites(config))
    // A successful write empties the page cache, so visitors see edits at once.
    app.use(path, clearPageCacheOnWrite)
    app.use(
      path,
      // Image uploads set their own, larger cap once the sender is known to be staff (media.http.ts).
      except(
        UPLOAD_PATH,
        bodyLimit({
          maxSize: API_BODY_LIMIT,
          onError: (c) => c.json({ error: 'The request body is too large.' }, 413),
        }),
      ),
    )
  }

  // An operation's own, tighter body cap (the contact form's) on its procedure; its REST route sets it itself.
  for (const { path, cap } of procedureBodyCaps(allOperations())) app.use(path, cap)

  // tRPC procedures for the React client and developers' typed clients.
  app.use('/trpc/*', trpcHandler())
  // REST: the documented /api paths. Unknown /api paths are a JSON 404, never the HTML page.
  app.route('/api', apiRoutes())
  app.all('/api/*', (c) => c.json({ error: `No API endpoint at ${c.req.method} ${c.req.path}` }, 404))

  // The blog's RSS 2.0 feed (decision D13): XML, not a page, so it is answered before the page routes.
  app.get('/blog/rss.xml', blogRssHandler)
  // Search engines (decision D22): every public page, school, program and published article, absolute URLs.
  app.get('/sitemap.xml', sitemapHandler)
  // Search engines: staff pages are not to be crawled; points to the sitemap.
  app.get('/robots.txt', robotsHandler)

  // Everything else is a page, rendered on the server by the React app (including its 404 page).
  app.route('/', pageRoutes(renderPage))

  app.onError(handleError)
  return app
}

export type App = ReturnType<typeof createApp>

/**
 * What a ROLE=worker process serves: its health endpoints, for probes and the load balancer's checks, and
 * nothing else (it generates recommendations from the job queue; see jobs.ts).
 */
export function createWorkerApp({
  config,
  db,
  log,
  lifecycle,
}: Pick<AppDeps, 'config' | 'db' | 'log' | 'lifecycle'>) {
  const app = new Hono<AppEnv>()
  if (config.METRICS_TOKEN) app.use(httpMetrics())
  app.use(requestLog(log, config))
  app.use(securityHeaders(config))
  app.route('/', healthRoutes(db, lifecycle))
  // The queue gauges are this role's main measure: workers are scraped too.
  app.get(METRICS_PATH, metricsEndpoint(config))
  app.all('*', (c) =>
    c.json({ error: 'This process is a worker: it serves only /healthz, /readyz and /metrics.' }, 404),
  )
  app.onError(handleError)
  return app
}
