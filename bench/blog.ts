/**
 * Blog figures (issue 6): the server render of the list and of an article (markdown rendered and sanitized per
 * request), the list API and the RSS feed under load, and the JavaScript the public blog pages load first.
 */
import fs from 'node:fs'
import { load, round } from './load'
import { firstLoadJs } from './platform'
import { startServer, tempDataDir } from './server'

const ARTICLE = '/blog/measuring-campus-roi-the-five-numbers-we-report-every-week'

export async function benchBlog() {
  const dataDir = tempDataDir()
  const server = await startServer({ DATA_DIR: dataDir })
  try {
    const figures: Record<string, number | string> = {}
    for (const [label, path] of [
      ['GET /blog', '/blog'],
      ['GET /blog/{slug}', ARTICLE],
      ['GET /api/blog/articles?limit=9', '/api/blog/articles?limit=9'],
      ['GET /blog/rss.xml', '/blog/rss.xml'],
    ] as const) {
      await load({ url: `${server.url}${path}`, connections: 4, durationMs: 1000 })
      const result = await load({ url: `${server.url}${path}`, connections: 20, durationMs: 5000 })
      figures[`${label} at 20 connections (req/s)`] = round(result.rps, 0)
      figures[`${label} p50 (ms)`] = round(result.p50, 2)
      figures[`${label} p99 (ms)`] = round(result.p99, 2)
      figures[`${label} errors`] = result.errors
    }
    for (const path of ['/blog', ARTICLE]) {
      const firstLoad = await firstLoadJs(server.url, path)
      figures[`first-load JS of ${path === '/blog' ? '/blog' : '/blog/{slug}'} (kB gzip)`] = round(
        firstLoad.gzipBytes / 1024,
      )
    }
    return figures
  } finally {
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
