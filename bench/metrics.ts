/**
 * `npm run bench -- metrics` (issue 40): what counting every request costs. A cached public read and a kept page
 * at 20 connections on PGlite, with metrics off (no METRICS_TOKEN) and on, beside bare Hono; and one scrape of
 * /metrics. The cached read should keep at least 0.4× bare Hono's rate either way.
 *
 * Bare Hono's own rate moves by up to 80% between minutes on these shared machines, so one bare figure measured
 * before the app's makes a ratio that moves as much. All three processes run side by side and are measured in
 * turn, BENCH_ROUNDS times (3); each ratio is taken against bare Hono in the same round, and the median is
 * reported with the spread.
 */
import fs from 'node:fs'
import { load, round, type LoadResult } from './load'
import { startBareHono } from './public-reads'
import { cpuMs, startServer, tempDataDir, type BenchServer } from './server'

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const TOKEN = 'bench-metrics-token-0123456789'
const READS = [
  ['GET /api/blog/articles?limit=9 (read cache)', '/api/blog/articles?limit=9'],
  ['GET / (page cache)', '/'],
] as const
const SETTINGS = [
  ['metrics off', {}],
  ['metrics on', { METRICS_TOKEN: TOKEN }],
] as const

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

interface Measured extends LoadResult {
  /** The serving process's CPU time per answered request, in microseconds. */
  cpuUs: number
}

async function measure(url: string, pid: number): Promise<Measured> {
  await load({ url, connections: 20, durationMs: 1_000 })
  const cpuBefore = cpuMs(pid)
  const result = await load({ url, connections: 20, durationMs: DURATION_MS })
  return { ...result, cpuUs: ((cpuMs(pid) - cpuBefore) * 1000) / result.requests }
}

function summary(results: Measured[], bare: Measured[]) {
  const ratios = results.map((result, index) => result.rps / bare[index]!.rps)
  const errors = results.reduce((sum, result) => sum + result.errors, 0)
  return (
    `${round(median(results.map((result) => result.rps)), 0)} req/s, ` +
    `p99 ${round(median(results.map((result) => result.p99)), 1)} ms, ` +
    `${round(median(ratios), 2)}× bare Hono (rounds ${ratios.map((ratio) => round(ratio, 2)).join(', ')}), ` +
    `${round(median(results.map((result) => result.cpuUs)), 0)} µs CPU a request` +
    (errors ? `, ${errors} errors` : '')
  )
}

export async function benchMetrics(): Promise<Record<string, unknown>> {
  const bare = await startBareHono()
  const dataDirs: string[] = []
  const servers: BenchServer[] = []
  try {
    for (const [index, [, env]] of SETTINGS.entries()) {
      const dataDir = tempDataDir()
      dataDirs.push(dataDir)
      const port = Number(process.env.BENCH_PORT ?? 4310) + index
      servers.push(await startServer({ DATA_DIR: dataDir, READ_CACHE_SECONDS: '30', ...env }, port))
    }
    const bareRuns: Measured[] = []
    const results = new Map<string, Measured[]>()
    for (let roundIndex = 0; roundIndex < ROUNDS; roundIndex++) {
      bareRuns.push(await measure(bare.url, bare.pid))
      for (const [index, [setting]] of SETTINGS.entries())
        for (const [name, pathname] of READS) {
          const label = `${setting}: ${name}`
          const server = servers[index]!
          results.set(label, [
            ...(results.get(label) ?? []),
            await measure(`${server.url}${pathname}`, server.pid),
          ])
        }
    }
    const figures: Record<string, unknown> = {
      'seconds per figure': DURATION_MS / 1000,
      rounds: ROUNDS,
      'bare Hono JSON, 20 connections':
        `${round(median(bareRuns.map((run) => run.rps)), 0)} req/s ` +
        `(rounds ${bareRuns.map((run) => round(run.rps, 0)).join(', ')}), ` +
        `${round(median(bareRuns.map((run) => run.cpuUs)), 0)} µs CPU a request`,
    }
    for (const [label, rows] of results) figures[label] = summary(rows, bareRuns)
    const started = performance.now()
    const scrape = await fetch(`${servers[1]!.url}/metrics`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    })
    const body = await scrape.text()
    figures['one scrape of /metrics'] =
      `${scrape.status}, ${round(performance.now() - started, 1)} ms, ${body.split('\n').length} lines`
    return figures
  } finally {
    bare.stop()
    await Promise.all(servers.map((server) => server.stop()))
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
