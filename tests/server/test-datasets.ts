/**
 * Datasets a test file can start from, each built once per run by the first file that asks for it and copied by
 * every file after (PGlite: a snapshot file in the run's folder; PostgreSQL: a template database). The real IPEDS
 * import takes seconds; files that only read its rows share one import instead of each running it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { openDatabase, type Database } from '@/server/db/orm'
import { databaseUrl, templatePrefix, type TestDatabaseSources } from '../setup/test-databases'

/**
 * What the database holds when the file starts: `empty` (migrated, no rows) or `real-schools` (the bundled
 * directory of 4,082 colleges a fresh install applies on its first start, ADR 0028).
 */
export type TestDataset = 'empty' | 'real-schools'

/** How long a file waits for another file's build of a dataset (the import takes ~10 s; CI's load slows it). */
const BUILD_WAIT_MS = 300_000

/**
 * The directory a fresh install starts with (issue 33 point 8): the bundled file in reference-data/schools, applied
 * as the first start applies it, so the tests that read real schools see what an agency's install has, whether or
 * not ../shared/data is present.
 */
async function importRealSchools(db: Database) {
  // Loaded only by the file that builds the dataset.
  const { applyBundledDirectory } = await import('@/server/features/schools/bundled-directory')
  await applyBundledDirectory(db.orm.em.fork())
}

async function buildOnPglite(sources: TestDatabaseSources): Promise<string> {
  const db = await openDatabase({ memory: true, snapshot: new Blob([fs.readFileSync(sources.empty)]) })
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
