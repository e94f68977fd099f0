/**
 * Marketing site figures (issue 8): the JavaScript each marketing page loads first (the home page's budget is
 * 160 kB gzip), the server render of / and /services under load, and /sitemap.xml over a full catalogue:
 * 4,082 schools (the IPEDS directory's size), 2,000 programs and 500 published articles.
 */
import fs from 'node:fs'
import { openDatabase } from '@/server/db/orm'
import { load, percentile, round } from './load'
import { firstLoadJs } from './platform'
import { startServer, tempDataDir } from './server'

const PAGES = ['/', '/services', '/cs/spotify', '/book-call', '/about']

async function fillCatalogue(dataDir: string) {
  const db = await openDatabase({ dataDir })
  try {
    const connection = db.orm.em.getConnection()
    await connection.execute(`insert into schools (name, slug, state, city, type, student_population)
      select 'Bench College ' || g, 'bench-college-' || g, 'NC', 'Durham', 'Public University', 1000 + g
      from generate_series(1, 4082) g`)
    await connection.execute(`insert into campus_programs (school_id, name, status)
      select id, 'Welcome Week ' || id, 'active' from schools order by id limit 2000`)
    await connection.execute(`insert into blog_articles (title, slug, content, published, published_at)
      select 'Article ' || g, 'bench-article-' || g, repeat('Campus marketing. ', 20), true, now() - interval '1 day'
      from generate_series(1, 500) g`)
  } finally {
    await db.close()
  }
}

export async function benchMarketing() {
  const dataDir = tempDataDir()
  // First start creates, migrates and seeds the folder; then the catalogue is added while no server runs.
  await (await startServer({ DATA_DIR: dataDir })).stop()
  await fillCatalogue(dataDir)
  const server = await startServer({ DATA_DIR: dataDir })
  try {
    const figures: Record<string, string | number> = {}
    for (const path of PAGES) {
      const { gzipBytes } = await firstLoadJs(server.url, path)
      figures[`first-load JS of ${path} (kB gzip)`] = round(gzipBytes / 1024)
    }
    await load({ url: `${server.url}/services`, connections: 4, durationMs: 2000 })
    for (const path of ['/', '/services']) {
      const result = await load({ url: `${server.url}${path}`, connections: 20, durationMs: 8000 })
      figures[`GET ${path} at 20 connections (req/s)`] = round(result.rps, 0)
      figures[`GET ${path} p50 / p99 (ms)`] = `${round(result.p50, 1)} / ${round(result.p99, 1)}`
      figures[`GET ${path} errors`] = result.errors
    }
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
    figures['sitemap URLs'] = sitemap.match(/<loc>/g)?.length ?? 0
    figures['sitemap size (kB)'] = round(Buffer.byteLength(sitemap) / 1024)
    const times: number[] = []
    for (let i = 0; i < 20; i++) {
      const started = performance.now()
      await (await fetch(`${server.url}/sitemap.xml`)).arrayBuffer()
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    figures['GET /sitemap.xml p50 / max of 20 sequential (ms)'] =
      `${round(percentile(times, 50), 1)} / ${round(times.at(-1)!, 1)}`
    return figures
  } finally {
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
