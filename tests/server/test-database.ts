/**
 * The database a server test file gets: migrated (and with the job queue's schema) before the file starts, by the
 * global setup (tests/setup/test-databases.ts). By default PGlite in memory as a snapshot holds it (a worker
 * resets and reuses them: pglite-pool.ts), or, when TEST_DATABASE_URL names a PostgreSQL server, a throwaway
 * database copied from a migrated template (dropped afterwards). `useTestDatabase` is the lowest level of the harness: services on that database, no app, no HTTP.
 */
import { randomBytes } from 'node:crypto'
import { inject } from 'vitest'
import { migrate, openDatabase, type Database, type Em } from '@/server/db/orm'
import { databaseUrl } from '../setup/test-databases'
import { perTestFile } from './per-test-file'
import { leasePglite } from './pglite-pool'
import { datasetSource, snapshotBytes, type TestDataset } from './test-datasets'

export type { TestDataset } from './test-datasets'

export interface TestDatabase {
  db: Database
  /** A fresh entity manager. */
  em(): Em
  close(): Promise<void>
}

/** A database as the dataset's snapshot holds it, from the worker's pool (pglite-pool.ts, ADR 0158). */
async function openFromPglite(dataset: TestDataset): Promise<Database> {
  const sources = inject('testDatabases')
  // Without the global setup (another config), a new cluster that openTestDatabase migrates.
  if (!sources) return openDatabase({ memory: true })
  const file = await datasetSource(sources, dataset)
  return openDatabase({ embedded: await leasePglite(file, snapshotBytes(file)) })
}

/** A throwaway database on the server: a copy of the dataset's template, or empty (`null`). */
async function openOnServer(serverUrl: string, dataset: TestDataset | null): Promise<TestDatabase> {
  const sources = dataset && inject('testDatabases')
  const template = sources && (await datasetSource(sources, dataset, serverUrl))
  const name = `campuspulse_test_${randomBytes(6).toString('hex')}`
  const admin = await openDatabase({ url: serverUrl })
  const copy = template ? ` template "${template}"` : ''
  await admin.orm.em.getConnection().execute(`create database "${name}"${copy}`)
  const db = await openDatabase({ url: databaseUrl(serverUrl, name) })
  return {
    db,
    em: () => db.orm.em.fork(),
    async close() {
      await db.close()
      await admin.orm.em.getConnection().execute(`drop database if exists "${name}" with (force)`)
      await admin.close()
    },
  }
}

/** The first file to ask for a dataset builds it (the real import: ~10 s, minutes on a loaded machine). */
export const hookTimeoutFor = (dataset: TestDataset = 'empty') => (dataset === 'empty' ? undefined : 320_000)

/** A migrated database of the file's own; `close()` drops it. */
export async function openTestDatabase(dataset: TestDataset = 'empty'): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL
  const handle: TestDatabase = serverUrl
    ? await openOnServer(serverUrl, dataset)
    : await openFromPglite(dataset).then((db) => ({
        db,
        em: () => db.orm.em.fork(),
        close: () => db.close(),
      }))
  // A no-op on the migrated copy; it still migrates when the global setup did not run (another config).
  await migrate(handle.db.orm)
  return handle
}

/**
 * A database with nothing in it, not even the migrations: a new PGlite cluster in memory, or a new database on
 * TEST_DATABASE_URL's server (dropped by `close()`). For what must start from nothing, such as a restore.
 */
export async function openEmptyDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) return openOnServer(serverUrl, null)
  const db = await openDatabase({ memory: true })
  return { db, em: () => db.orm.em.fork(), close: () => db.close() }
}

/** Opens the file's database in beforeAll and drops it in afterAll. Read `.current` inside tests. */
export function useTestDatabase(dataset: TestDataset = 'empty'): { readonly current: TestDatabase } {
  return perTestFile(
    () => openTestDatabase(dataset),
    (database) => database.close(),
    {
      hookTimeout: hookTimeoutFor(dataset),
      notStarted: 'The test database is not open yet (use it inside a test or hook)',
    },
  )
}
