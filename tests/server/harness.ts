/**
 * The app as the server tests see it: the real Hono app, the real procedures and the real server render, on a
 * database of its own for each test file: PGlite in memory by default, or a throwaway database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { afterAll, beforeAll, inject } from 'vitest'
import { createPageRenderer } from '@/web/entry-server'
import { createApp, type App } from '@/server/app'
import { parseConfig, type Config } from '@/server/config'
import { migrate, openDatabase, type Database, type Em } from '@/server/db/orm'
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

export interface TestApp {
  app: App
  db: Database
  config: Config
  /** App-lifetime state (throttles, page cache...) of this app. */
  runtime: Runtime
  /** The app's durable job queue (pg-boss), started with its workers as the server starts it. */
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

/**
 * A database of the test's own: PGlite in memory (from the migrated snapshot, or `fresh`: a new cluster with
 * nothing in it, not even the migrations), or a new database on TEST_DATABASE_URL's server, dropped by `drop`.
 */
export async function openTestDatabase({ fresh = false } = {}): Promise<{
  db: Database
  drop(): Promise<void>
}> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const snapshotFile = fresh ? undefined : inject('pgliteSnapshot')
    const snapshot = snapshotFile ? new Blob([fs.readFileSync(snapshotFile)]) : undefined
    const db = await openDatabase({ memory: true, snapshot })
    return { db, drop: () => db.close() }
  }
  const name = `campuspulse_test_${randomBytes(6).toString('hex')}`
  const admin = await openDatabase({ url: serverUrl })
  await admin.orm.em.getConnection().execute(`create database "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const db = await openDatabase({ url: url.toString() })
  return {
    db,
    async drop() {
      await db.close()
      await admin.orm.em.getConnection().execute(`drop database if exists "${name}" with (force)`)
      await admin.close()
    },
  }
}

/** `jobOptions`: settings of the queues that are not configuration (shorter retry delays, for instance). */
export async function startTestApp(
  env: Record<string, string> = {},
  jobOptions: JobOptions = {},
): Promise<TestApp> {
  const config = parseConfig({ ...testConfigEnv, ...env })
  const log = createLogger(config)
  const { db, drop } = await openTestDatabase()
  await migrate(db.orm)
  const runtime = createRuntime(config, sharedStateOf(db, log))
  // The durable job queue and its workers, as the server runs them (recommendations are generated there).
  const jobs = await startJobs(db, config, log, runtime, jobOptions)
  const app = createApp({ config, db, log, runtime, renderPage: createPageRenderer({ appRouter }) })
  let users = 0
  const handle: TestApp = {
    app,
    db,
    config,
    runtime,
    jobs,
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
      await jobs.stop({ graceful: false })
      await drop()
    },
  }
  return handle
}

/**
 * Starts one app for the test file (beforeAll) and closes it afterwards (afterAll). Read `.current` inside tests.
 */
export function useTestApp(
  env: Record<string, string> = {},
  jobOptions: JobOptions = {},
): { readonly current: TestApp } {
  let current: TestApp | undefined
  beforeAll(async () => {
    current = await startTestApp(env, jobOptions)
  })
  afterAll(async () => {
    await current?.close()
  })
  return {
    get current() {
      if (!current) throw new Error('The test app is not started yet (use it inside a test or hook)')
      return current
    },
  }
}
