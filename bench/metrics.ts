/**
 * `npm run bench -- metrics` (issue 40): what counting every request costs. A cached public read and a kept page
 * at 20 connections on PGlite, with metrics off (no METRICS_TOKEN) and on, beside bare Hono in the same run; and
 * one scrape of /metrics. The cached read should keep at least 0.4× bare Hono's rate either way.
 */
import fs from 'node:fs'
import { load, round, type LoadResult } from './load'
import { bareHono } from './public-reads'
import { startServer, tempDataDir } from './server'

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000
const TOKEN = 'bench-metrics-token-0123456789'
const READS = [
  ['GET /api/blog/articles?limit=9 (read cache)', '/api/blog/articles?limit=9'],
  ['GET / (page cache)', '/'],
] as const

const row = (result: LoadResult, bare: number) =>
  `${round(result.rps, 0)} req/s, p50 ${round(result.p50, 1)} ms, p99 ${round(result.p99, 1)} ms, ` +
  `${round(result.rps / bare, 2)}× bare Hono` +
  (result.errors ? `, ${result.errors} errors` : '')

export async function benchMetrics(): Promise<Record<string, unknown>> {
  const bare = await bareHono()
  const figures: Record<string, unknown> = {
    'seconds per figure': DURATION_MS / 1000,
    'bare Hono JSON, 20 connections': `${round(bare.rps, 0)} req/s`,
  }
  const dataDir = tempDataDir()
  try {
    for (const [label, env] of [
      ['metrics off', {}],
      ['metrics on', { METRICS_TOKEN: TOKEN }],
    ] as const) {
      const server = await startServer({ DATA_DIR: dataDir, READ_CACHE_SECONDS: '30', ...env })
      try {
        for (const [name, pathname] of READS) {
          const url = `${server.url}${pathname}`
          await load({ url, connections: 20, durationMs: 1_000 })
          figures[`${label}: ${name}`] = row(
            await load({ url, connections: 20, durationMs: DURATION_MS }),
            bare.rps,
          )
        }
        if ('METRICS_TOKEN' in env) {
          const started = performance.now()
          const scrape = await fetch(`${server.url}/metrics`, {
            headers: { Authorization: `Bearer ${TOKEN}` },
          })
          const body = await scrape.text()
          figures['one scrape of /metrics'] =
            `${scrape.status}, ${round(performance.now() - started, 1)} ms, ${body.split('\n').length} lines`
        }
      } finally {
        await server.stop()
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  return figures
}
