import { serve } from '@hono/node-server'
import type { Server as HttpServer } from 'node:http'
import { createApp, createWorkerApp } from './app'
import type { Config } from './config'
import { seedDemoDataOnce } from './db/seed'
import { waitForMigrations } from './db/migration-status'
import { migrate, openDatabase, type Database } from './db/orm'
import { describeStartupFailure } from './db/startup-errors'
import { withStartupLock } from './db/startup-lock'
import { answerBackupRequests } from './features/backup/backup-requests'
import { bootstrapAdmin } from './features/auth/bootstrap-admin'
import { applyBundledDirectory } from './features/schools/bundled-directory'
import { applyConnectionLimits, connectionServerOptions } from './http/connection-limits'
import { gracefulClose } from './http/graceful-close'
import { answerUnparsableRequests } from './http/unparsable-requests'
import { startJobs } from './jobs'
import type { Logger } from './logger'
import { createRuntime, sharedStateOf } from './runtime'
import type { PageRenderer } from './ssr/pages'

/** A start-up problem a person can fix; printed as one line. */
export class StartupError extends Error {}

export interface BootOptions {
  config: Config
  log: Logger
  renderPage: PageRenderer
  clientDir?: string
}

export interface Running {
  db: Database
  /** The port served: PORT, or the one the system chose for PORT=0. */
  port: number
  /** Stops accepting, lets in-flight requests finish (up to a grace period), closes the database. */
  close(): Promise<void>
}

const SHUTDOWN_GRACE_MS = 10_000
/** Keep-alive sockets quiet this long after SIGTERM are closed; busy clients get `Connection: close` instead. */
const DRAIN_IDLE_MS = 1_000

/** Opens the database, brings the schema up to date, seeds a new database, then serves. */
export async function openAndPrepareDatabase(config: Config, log: Logger): Promise<Database> {
  let db: Database
  try {
    db = await openDatabase(
      config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR, freshInstall: true },
      { statementTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS },
      log,
    )
  } catch (error) {
    throw asStartupError(error, config)
  }
  const waitMs = config.MIGRATION_WAIT_SECONDS * 1000
  try {
    if (!config.MIGRATE_ON_START) {
      // PGlite: nothing else can migrate while this process holds the data folder, so waiting is pointless.
      await waitForMigrations(db.orm, db.engine === 'pglite' ? 0 : waitMs, (pending) =>
        log.warn({ pending }, 'waiting for `npm run db:migrate` (MIGRATE_ON_START=false)'),
      )
    }
    // One process at a time migrates, seeds and creates the first admin; the others then find it all done.
    await withStartupLock(
      db,
      { waitMs, onWait: () => log.info('another process is preparing the database; waiting for it') },
      async () => {
        if (config.MIGRATE_ON_START) {
          const applied = await migrate(db.orm)
          if (applied > 0) log.info({ applied }, 'database migrated')
        }
        // The real directory first: the demo programs and articles refer to its schools by UNITID.
        const directory = await applyBundledDirectory(db.orm.em.fork())
        if (directory) {
          log.info({ inserted: directory.inserted, updated: directory.updated }, 'school directory applied')
        }
        if (config.SEED_DEMO_DATA && (await seedDemoDataOnce(db.orm.em.fork()))) log.info('demo data seeded')
        await bootstrapAdmin(db.orm.em.fork(), config, log)
      },
    )
    return db
  } catch (error) {
    // Bounded: closing a pool whose server is frozen would wait for it forever.
    await Promise.race([
      db.close().catch(() => {}),
      new Promise((resolve) => setTimeout(resolve, 2_000).unref()),
    ])
    throw asStartupError(error, config)
  }
}

/** Database problems at start become one line naming the server (index.ts prints it and exits 1). */
function asStartupError(error: unknown, config: Config): unknown {
  const message = describeStartupFailure(error, config.DATABASE_URL)
  return message ? new StartupError(message) : error
}

export async function boot({ config, log, renderPage, clientDir }: BootOptions): Promise<Running> {
  const db = await openAndPrepareDatabase(config, log)
  const runtime = createRuntime(config, sharedStateOf(db, log))
  // Before serving: a write another replica makes from now on empties this one's caches.
  await runtime.changes.start()
  const jobs = await startJobs(db, config, log, runtime)
  // `db:backup` cannot open the folder this process holds: it asks this process instead (ADR 0085).
  const stopBackupRequests =
    db.engine === 'pglite' ? answerBackupRequests(db, config.DATA_DIR, log) : async () => {}
  // A worker serves only its health endpoints (for probes); the other roles serve the site.
  const lifecycle = { draining: false }
  const app =
    config.ROLE === 'worker'
      ? createWorkerApp({ config, db, log, lifecycle })
      : createApp({ config, db, log, renderPage, clientDir, runtime, lifecycle })
  let drain: () => Promise<number>
  let port = config.PORT
  try {
    drain = await new Promise((resolve, reject) => {
      const server = serve(
        {
          fetch: app.fetch,
          port: config.PORT,
          hostname: config.HOST,
          serverOptions: connectionServerOptions,
        },
        (info) => {
          port = info.port
          resolve(closer)
        },
      )
      server.once('error', reject)
      answerUnparsableRequests(server as HttpServer)
      applyConnectionLimits(server as HttpServer, {
        keepAliveMs: config.HTTP_KEEP_ALIVE_SECONDS * 1000,
        headersMs: config.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
        requestMs: config.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      })
      // Before the first connection, so every socket and request is known when a drain begins.
      const closer = gracefulClose(server as HttpServer, {
        graceMs: SHUTDOWN_GRACE_MS,
        idleMs: DRAIN_IDLE_MS,
      })
    })
  } catch (error) {
    await stopBackupRequests()
    await jobs.stop({ graceful: false })
    await runtime.changes.stop()
    await db.close()
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new StartupError(
        `Port ${config.PORT} on ${config.HOST} is already in use: stop the other server or set PORT.`,
      )
    }
    throw error
  }
  log.info({ url: `http://${config.HOST}:${port}`, database: db.engine, role: config.ROLE }, 'listening')

  let closing: Promise<void> | undefined
  return {
    db,
    port,
    close: () =>
      (closing ??= (async () => {
        const started = performance.now()
        // First out of the load balancer's rotation, still serving: /readyz answers 503 for this long, so a proxy
        // that checks it (Caddy's active health checks) stops sending here before the listener closes.
        lifecycle.draining = true
        if (config.SHUTDOWN_DELAY_SECONDS > 0) {
          log.info(
            { seconds: config.SHUTDOWN_DELAY_SECONDS },
            'readiness off; closing the listener after the delay',
          )
          await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DELAY_SECONDS * 1000))
        }
        // At once and together: no new connections and no new jobs. Requests in flight are answered; jobs in
        // flight may finish within the grace period, and are handed back to the queue for another worker if not.
        const [cut] = await Promise.all([
          drain(),
          jobs.stop({ graceful: true, timeout: SHUTDOWN_GRACE_MS }),
          stopBackupRequests(),
        ])
        await runtime.changes.stop()
        // Bounded: closing a pool whose server is frozen would wait for it forever.
        const dbClosed = await Promise.race([
          db.close().then(() => true),
          new Promise<false>((resolve) => setTimeout(() => resolve(false), 2_000).unref()),
        ])
        const ms = Math.round(performance.now() - started)
        // The line an operator looks for after a deploy: whether this process let go of everything.
        if (!dbClosed)
          log.warn({ ms }, 'shut down without closing the database: it did not answer within 2 s')
        else if (cut > 0)
          log.warn(
            { ms, cut },
            'shut down after cutting connections still busy at the end of the grace period',
          )
        else
          log.info(
            { ms },
            'shut down cleanly: every connection answered and closed, jobs stopped, database closed',
          )
      })()),
  }
}

/** SIGTERM/SIGINT: finish what is in flight, close the database, exit 0. */
export function closeOnSignals(running: Pick<Running, 'close'>, log: Logger) {
  const stop = (signal: string) => {
    log.info({ signal }, 'shutting down')
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.once('SIGTERM', () => stop('SIGTERM'))
  process.once('SIGINT', () => stop('SIGINT'))
}
