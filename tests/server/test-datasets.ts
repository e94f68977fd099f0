/**
 * Datasets a test file can start from, each built once per run by the first file that asks for it and copied by
 * every file after (PGlite: a snapshot file in the run's folder; PostgreSQL: a template database). The directory
 * import takes seconds; files that only read its rows share one import instead of each running it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { openDatabase, type Database } from '@/server/db/orm'
import { databaseUrl, templatePrefix, type TestDatabaseSources } from '../setup/test-databases'

/**
 * What the database holds when the file starts: `empty` (migrated, no rows) or `real-schools` (the 4,082 real
 * colleges of the directory the repository ships, applied as a fresh install's first start applies it: issue 33
 * asks that matching and the directory be tested on the data a fresh install has).
 */
export type TestDataset = 'empty' | 'real-schools'

/** How long a file waits for another file's build of a dataset (the import takes seconds; CI's load slows it). */
const BUILD_WAIT_MS = 300_000

async function importRealSchools(db: Database) {
  // Loaded only by the file that builds the dataset.
  const { applyBundledDirectory } = await import('@/server/features/schools/bundled-directory')
  await applyBundledDirectory(db.orm.em.fork())
}

/** Snapshot files read in this worker, by path: a file is written once per run and never changes. */
const snapshotsRead = new Map<string, Uint8Array>()

/**
 * A PGlite snapshot file's bytes, read once per worker into shared memory: every file of the worker starts its
 * database from the same bytes, and they cross to the database's thread without a copy (pglite-thread.ts).
 */
export function snapshotBytes(file: string): Uint8Array {
  let bytes = snapshotsRead.get(file)
  if (!bytes) {
    const read = fs.readFileSync(file)
    bytes = new Uint8Array(new SharedArrayBuffer(read.byteLength))
    bytes.set(read)
    snapshotsRead.set(file, bytes)
  }
  return bytes
}

async function buildOnPglite(sources: TestDatabaseSources): Promise<string> {
  const db = await openDatabase({ memory: true, snapshot: snapshotBytes(sources.empty) })
  try {
    await importRealSchools(db)
    const snapshot = await db.pglite!.dumpDataDir('none')
    const file = path.join(sources.runDir, 'real-schools.tar')
    fs.writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()))
    return file
  } finally {
    await db.close()
  }
}

async function buildOnServer(sources: TestDatabaseSources, serverUrl: string): Promise<string> {
  // Named after the run's templates, so the global teardown drops it with them.
  const name = `${templatePrefix(sources.runDir)}_real_schools`
  const admin = await openDatabase({ url: serverUrl })
  try {
    await admin.orm.em.getConnection().execute(`create database "${name}" template "${sources.empty}"`)
  } finally {
    await admin.close()
  }
  const db = await openDatabase({ url: databaseUrl(serverUrl, name) })
  try {
    await importRealSchools(db)
  } finally {
    // A template can be copied only while nobody is connected to it.
    await db.close()
  }
  return name
}

/**
 * Runs `build` once across the run's files: the first caller takes the lock file and writes the result (or the
 * error) next to it; the others wait for either, at most BUILD_WAIT_MS.
 */
async function oncePerRun(runDir: string, name: string, build: () => Promise<string>): Promise<string> {
  const done = path.join(runDir, `${name}.done`)
  const failed = path.join(runDir, `${name}.failed`)
  let lock: number | undefined
  try {
    lock = fs.openSync(path.join(runDir, `${name}.lock`), 'wx')
  } catch {
    // Another file builds it.
  }
  if (lock !== undefined) {
    fs.closeSync(lock)
    try {
      const result = await build()
      // Renamed into place, so a waiting file never reads it half-written.
      fs.writeFileSync(`${done}.tmp`, result)
      fs.renameSync(`${done}.tmp`, done)
      return result
    } catch (error) {
      fs.writeFileSync(failed, String(error instanceof Error ? error.stack : error))
      throw error
    }
  }
  const deadline = Date.now() + BUILD_WAIT_MS
  while (Date.now() < deadline) {
    if (fs.existsSync(done)) return fs.readFileSync(done, 'utf8')
    if (fs.existsSync(failed))
      throw new Error(`Building the ${name} dataset failed:\n${fs.readFileSync(failed)}`)
    await sleep(200)
  }
  throw new Error(`The ${name} dataset was not built within ${BUILD_WAIT_MS / 1000} s`)
}

/** The snapshot file (PGlite) or template database (with `serverUrl`) a file starts its dataset from. */
export async function datasetSource(
  sources: TestDatabaseSources,
  dataset: TestDataset,
  serverUrl?: string,
): Promise<string> {
  if (dataset === 'empty') return sources.empty
  return oncePerRun(sources.runDir, dataset, () =>
    serverUrl ? buildOnServer(sources, serverUrl) : buildOnPglite(sources),
  )
}
