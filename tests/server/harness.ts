/**
 * The app as the server tests see it: the real Hono app, the real procedures and the real server render, on a
 * database of its own for each test file: PGlite in memory by default, or a throwaway database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards); see ./test-database.ts.
 *
 * Levels, cheapest first: `useTestDatabase` (services on a migrated database, no app), `useTestApp` (the app,
 * in memory, without the job queue), `useTestApp(env, { jobs: true })` (the app with the durable job queue and
 * its workers, as the server runs them: matching and lead emails need it).
 */
import { createPageRenderer } from '@/web/entry-server'
import { createApp, type App } from '@/server/app'
import { parseConfig, type Config } from '@/server/config'
import type { Database, Em } from '@/server/db/orm'
import { createSession } from '@/server/features/auth/session.service'
import { SESSION_COOKIE } from '@/server/features/auth/session-cookie'
import { createUser, type UserInput } from '@/server/features/auth/user.factory'
import { startJobs, type JobOptions } from '@/server/jobs'
import type { JobQueue } from '@/server/lib/jobs/job-queue'
import { createLogger } from '@/server/logger'
import { createRuntime, sharedStateOf, type Runtime } from '@/server/runtime'
import { createContext } from '@/server/trpc/context'
import { appRouter, createCaller } from '@/server/trpc/router'
import { currentUserOf, type CurrentUser } from '@/server/features/auth/current-user'
import { perTestFile } from './per-test-file'
import { hookTimeoutFor, openTestDatabase, type TestDataset } from './test-database'

export {
  openEmptyDatabase,
  openTestDatabase,
  useTestDatabase,
  type TestDatabase,
  type TestDataset,
} from './test-database'

export interface TestApp {
  app: App
  db: Database
  config: Config
  /** App-lifetime state (throttles, page cache...) of this app. */
  runtime: Runtime
  /**
   * The app's durable job queue (pg-boss), started with its workers as the server starts it; only for an app
   * started with `{ jobs: true }` (reading it otherwise throws).
   */
  jobs: JobQueue
  /** A fresh entity manager, e.g. to arrange rows or check what a request stored. */
  em(): Em
  /** An HTTP request through the whole middleware chain, in memory. */
  request(path: string, init?: RequestInit): Promise<Response>
  /** Typed procedures called in-process, as a visitor or as the given user. */
  caller(user?: CurrentUser | null): ReturnType<typeof createCaller>
  /** Creates a user and returns them with a session cookie header for requests. */
  signIn(input?: Partial<UserInput>): Promise<{ user: CurrentUser; cookie: string }>
  close(): Promise<void>
}

export const testConfigEnv = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO_DATA: 'false',
  PUBLIC_URL: 'http://localhost:3000',
  // Tests arrange rows directly in the database; a page cached before that would hide them.
  PAGE_CACHE_SECONDS: '0',
} as const

/** How the test app starts, beyond configuration. */
export interface TestAppOptions extends JobOptions {
  /**
   * Start the durable job queue and its workers (pg-boss), as the server does: recommendations are generated
   * and lead emails sent there. Off by default (the queue's polling and schedule cost every file time); on
   * whenever a queue setting such as `leadNotifyRetries` is given.
   */
  jobs?: boolean
  /** What the database holds at the start (see TestDataset); `empty` by default. */
  dataset?: TestDataset
}

const wantsJobs = ({ jobs, dataset: _dataset, ...queueSettings }: TestAppOptions) =>
  jobs ?? Object.values(queueSettings).some((value) => value !== undefined)

/** `options`: whether to start the job queue, settings of its queues, what the database holds at the start. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const config = parseConfig({ ...testConfigEnv, ...env })
  const log = createLogger(config)
  const database = await openTestDatabase(options.dataset)
  const db = database.db
  const runtime = createRuntime(config, sharedStateOf(db, log))
  // The durable job queue and its workers, as the server runs them (recommendations are generated there).
  const jobs = wantsJobs(options) ? await startJobs(db, config, log, runtime, options) : undefined
  const app = createApp({ config, db, log, runtime, renderPage: createPageRenderer({ appRouter }) })
  let users = 0
  const handle: TestApp = {
    app,
    db,
    config,
    runtime,
    get jobs() {
      if (!jobs)
        throw new Error('This test app has no job queue: start it with useTestApp(env, { jobs: true })')
      return jobs
    },
    em: () => db.orm.em.fork(),
    request: async (path, init) => app.request(path, init),
    caller: (user = null) =>
      createCaller(createContext({ em: db.orm.em.fork(), config, log, user, runtime })),
    async signIn(input = {}) {
      const em = db.orm.em.fork()
      users++
      const user = await createUser(em, {
        username: `staff${users}`,
        password: 'correct horse battery staple',
        isAdmin: true,
        ...input,
      })
      const { token } = await createSession(em, user.id, config)
      return { user: currentUserOf(user), cookie: `${SESSION_COOKIE}=${token}` }
    },
    async close() {
      await jobs?.stop({ graceful: false })
      await database.close()
    },
  }
  return handle
}

/**
 * Starts one app for the test file (beforeAll) and closes it afterwards (afterAll). Read `.current` inside tests.
 */
export function useTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): { readonly current: TestApp } {
  return perTestFile(
    () => startTestApp(env, options),
    (app) => app.close(),
    {
      hookTimeout: hookTimeoutFor(options.dataset),
      notStarted: 'The test app is not started yet (use it inside a test or hook)',
    },
  )
}
