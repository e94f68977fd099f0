/**
 * School directory figures (issue 4): the full IPEDS directory (4,082 schools from ../shared/data) imported into
 * a throwaway PostgreSQL database and a throwaway PGlite folder; then, on the production build, requests per
 * second and p50/p99 latency at 50 connections for page 1 and a deep page of each sort order, and searches: with the directory
 * cache as shipped (SCHOOLS_CACHE_SECONDS default), and with it off (every request reads the database).
 */
import fs from 'node:fs'
import { migrate, openDatabase, type DatabaseTarget } from '@/server/db/orm'
import {
  importSchools,
  readImportFiles,
  type ImportFiles,
} from '@/server/features/schools/import/school-import.service'
import { hasRealData, NO_REAL_DATA, realData } from '../tests/server/school-data'
import { load, round } from './load'
import { startServer, tempDataDir, withScratchPostgres } from './server'

const CONNECTIONS = 50
const DURATION_MS = 8_000

const REQUESTS: Record<string, string> = {
  // The floor: what the HTTP stack alone serves on this machine, for reading the other figures.
  'reference: /healthz, no database': '/healthz',
  // Each order (ADR 0026) on page 1 and page 400 of 409: a deep page should cost what the first does.
  'sort=enrollment (default) page 1': '/api/schools?page=1&limit=10',
  'sort=enrollment (default) page 400': '/api/schools?page=400&limit=10',
  'sort=name page 1': '/api/schools?page=1&limit=10&sort=name',
  'sort=name page 400': '/api/schools?page=400&limit=10&sort=name',
  'search "standford" (typo)': '/api/schools?page=1&limit=10&search=standford',
  'search "community college"': '/api/schools?page=1&limit=10&search=community%20college',
}

/** A relevance order needs a search: "college" on page 1 and on its last page (found at run time). */
const RELEVANCE_SEARCH = '/api/schools?limit=10&search=college&sort=relevance'

async function relevanceRequests(url: string): Promise<Record<string, string>> {
  const first = (await (await fetch(`${url}${RELEVANCE_SEARCH}&page=1`)).json()) as {
    meta: { totalPages: number }
  }
  const last = first.meta.totalPages
  return {
    'sort=relevance "college" page 1': `${RELEVANCE_SEARCH}&page=1`,
    [`sort=relevance "college" page ${last} (last)`]: `${RELEVANCE_SEARCH}&page=${last}`,
  }
}

async function importInto(target: DatabaseTarget, files: ImportFiles) {
  const db = await openDatabase(target)
  try {
    await migrate(db.orm)
    const started = performance.now()
    const report = await importSchools(db.orm.em.fork(), files)
    if (report.inserted !== 4082) throw new Error(`expected 4,082 schools, imported ${report.inserted}`)
    return (performance.now() - started) / 1000
  } finally {
    await db.close()
  }
}

async function measure(engine: string, env: Record<string, string>) {
  const server = await startServer({ ...env, SEED_DEMO_DATA: 'false' })
  const figures: Record<string, number> = {}
  try {
    const requests = { ...REQUESTS, ...(await relevanceRequests(server.url)) }
    for (const [name, path] of Object.entries(requests)) {
      const url = `${server.url}${path}`
      const check = await fetch(url)
      if (!check.ok) throw new Error(`${path} answered ${check.status}`)
      await load({ url, connections: 10, durationMs: 2_000 })
      const result = await load({ url, connections: CONNECTIONS, durationMs: DURATION_MS })
      figures[`${engine}: ${name} (req/s)`] = round(result.rps, 0)
      figures[`${engine}: ${name} p50 (ms)`] = round(result.p50, 2)
      figures[`${engine}: ${name} p99 (ms)`] = round(result.p99, 2)
      if (result.errors) figures[`${engine}: ${name} errors`] = result.errors
    }
  } finally {
    await server.stop()
  }
  return figures
}

export async function benchSchools(): Promise<Record<string, unknown>> {
  if (!hasRealData) return { skipped: NO_REAL_DATA }
  const files = readImportFiles({
    directory: fs.readFileSync(realData.directory),
    enrollment: fs.readFileSync(realData.enrollment),
  })
  const figures: Record<string, unknown> = {
    connections: CONNECTIONS,
    'seconds per figure': DURATION_MS / 1000,
  }

  // PostgreSQL: a database of its own on the server of BENCH_DATABASE_URL, dropped afterwards.
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  await withScratchPostgres(serverUrl, async (url) => {
    figures['PostgreSQL: import of 4,082 schools (s)'] = round(await importInto({ url }, files), 2)
    Object.assign(figures, await measure('PostgreSQL', { DATABASE_URL: url }))
    Object.assign(
      figures,
      await measure('PostgreSQL, cache off', {
        DATABASE_URL: url,
        SCHOOLS_CACHE_SECONDS: '0',
        READ_CACHE_SECONDS: '0',
      }),
    )
  })

  // PGlite: a data folder of its own, removed afterwards.
  const dataDir = tempDataDir()
  try {
    figures['PGlite: import of 4,082 schools (s)'] = round(await importInto({ dataDir }, files), 2)
    Object.assign(figures, await measure('PGlite', { DATA_DIR: dataDir }))
    Object.assign(
      figures,
      await measure('PGlite, cache off', {
        DATA_DIR: dataDir,
        SCHOOLS_CACHE_SECONDS: '0',
        READ_CACHE_SECONDS: '0',
      }),
    )
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  return figures
}
