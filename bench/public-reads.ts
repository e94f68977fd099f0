/**
 * Issue 19's table (`npm run bench -- reads`): every public read under a crowd (20 connections) on PGlite and on
 * PostgreSQL, with the read cache on (ADR 0074) and off, beside bare Hono on the same machine in the same run;
 * and staff pages rendered for a signed-in admin at 8 connections (never cached). Each row prints req/s, p50 and
 * p99, and the cached rows their share of bare Hono's req/s.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { load, round, type LoadResult } from './load'
import { startServer, tempDataDir, withScratchPostgres, type BenchServer } from './server'

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000
const ADMIN = { username: 'benchadmin', password: 'bench-admin-password-1' }

/** What a browser sends: kept pages and reads go to it compressed. */
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' }

/** The public reads a feed reader, a crawler or a crowd on a shared link makes (label, path, headers). */
async function publicReads(server: BenchServer): Promise<[string, string, Record<string, string>?][]> {
  const articles = (await (await fetch(`${server.url}/api/blog/articles?limit=1`)).json()) as {
    data: { slug: string }[]
  }
  const schools = (await (await fetch(`${server.url}/api/schools?page=1&limit=1`)).json()) as {
    data: { id: number; slug: string }[]
  }
  const slug = articles.data[0]?.slug
  const schoolId = schools.data[0]?.id
  const schoolSlug = schools.data[0]?.slug
  if (!slug || !schoolId || !schoolSlug) throw new Error('the demo data has no article or school')
  return [
    ['GET /api/schools?page=1&limit=10', '/api/schools?page=1&limit=10'],
    ['GET /api/schools typo search', '/api/schools?page=1&limit=10&search=universty%20of%20texas'],
    ['GET /api/schools/{id}', `/api/schools/${schoolId}`],
    ['GET /api/blog/articles?limit=9', '/api/blog/articles?limit=9'],
    ['GET /api/blog/articles/slug/{slug}', `/api/blog/articles/slug/${slug}`],
    ['GET /blog/rss.xml', '/blog/rss.xml'],
    ['GET /api/campus-programs', '/api/campus-programs'],
    ['GET /sitemap.xml', '/sitemap.xml'],
    ['GET /api/booking/slots (never cached)', '/api/booking/slots'],
    ['GET / (page cache)', '/'],
    ['GET / (page cache), Accept-Encoding as a browser', '/', BROWSER],
    ['GET /schools/name/{slug} (page cache), as a browser', `/schools/name/${schoolSlug}`, BROWSER],
  ]
}

const STAFF_PAGES = ['/admin', '/blog/admin', '/staff/schools']

async function measure(url: string, connections: number, headers: Record<string, string> = {}) {
  await load({ url, connections, durationMs: 1_000, headers })
  return load({ url, connections, durationMs: DURATION_MS, headers })
}

const row = (result: LoadResult, bare?: number) =>
  `${round(result.rps, 0)} req/s, p50 ${round(result.p50, 1)} ms, p99 ${round(result.p99, 1)} ms` +
  (bare ? `, ${round(result.rps / bare, 2)}× bare Hono` : '') +
  (result.errors ? `, ${result.errors} errors` : '')

/** Bare Hono, started and left running (the caller stops it): for benchmarks that measure it more than once. */
export async function startBareHono(port = 4399): Promise<{ url: string; pid: number; stop(): void }> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-hono.mjs'), String(port)], {
    stdio: 'inherit',
  })
  const url = `http://127.0.0.1:${port}/`
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(url)).ok) break
    } catch {
      if (tries > 500) {
        child.kill('SIGTERM')
        throw new Error('bare Hono did not start')
      }
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }
  return { url, pid: child.pid!, stop: () => child.kill('SIGTERM') }
}

export async function bareHono(): Promise<LoadResult> {
  const bare = await startBareHono()
  try {
    return await measure(bare.url, 20)
  } finally {
    bare.stop()
  }
}

async function signIn(server: BenchServer) {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const cookie = response.headers.get('set-cookie')?.split(';')[0]
  if (!response.ok || !cookie) throw new Error(`sign-in answered ${response.status}`)
  return cookie
}

async function engineRows(engine: string, env: Record<string, string>, bare: number) {
  const figures: Record<string, string> = {}
  for (const [cache, seconds] of [
    ['cache on', '30'],
    ['cache off', '0'],
  ] as const) {
    const server = await startServer({
      ...env,
      READ_CACHE_SECONDS: seconds,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    })
    try {
      for (const [label, pathname, headers] of await publicReads(server)) {
        const result = await measure(`${server.url}${pathname}`, 20, headers)
        figures[`${engine}, ${cache}: ${label}`] = row(result, cache === 'cache on' ? bare : undefined)
      }
      if (cache === 'cache on') {
        const cookie = await signIn(server)
        for (const pathname of STAFF_PAGES) {
          const result = await measure(`${server.url}${pathname}`, 8, { Cookie: cookie })
          figures[`${engine}: ${pathname} signed in as admin, 8 connections`] = row(result)
        }
      }
    } finally {
      await server.stop()
    }
  }
  return figures
}

export async function benchPublicReads(): Promise<Record<string, unknown>> {
  const bare = await bareHono()
  const figures: Record<string, unknown> = {
    'seconds per figure': DURATION_MS / 1000,
    'bare Hono JSON, 20 connections': row(bare),
  }

  const dataDir = tempDataDir()
  try {
    Object.assign(figures, await engineRows('PGlite', { DATA_DIR: dataDir }, bare.rps))
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }

  // PostgreSQL: a database of its own on the server of BENCH_DATABASE_URL, dropped afterwards.
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  await withScratchPostgres(serverUrl, async (url) =>
    Object.assign(figures, await engineRows('PostgreSQL', { DATABASE_URL: url }, bare.rps)),
  )
  return figures
}
