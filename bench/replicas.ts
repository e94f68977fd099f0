/**
 * Replica and worker figures (issue 14), on the PostgreSQL server of BENCH_POSTGRES_URL (default
 * 127.0.0.1:5432) in a throwaway database `bench_replicas_<random>`, dropped afterwards. Production build, real
 * processes, loopback only, ports 4900-4949:
 *
 * 1. Recommendations per minute with 1 and with 2 ROLE=worker processes (MATCHING_CONCURRENCY=1 each) behind
 *    one ROLE=web process, against the fake Ollama answering after a fixed 500 ms.
 * 2. Req/s, p50 and p99 of GET / and GET /api/schools with one ROLE=web replica direct, the same replica behind
 *    a small round-robin reverse proxy (bench/reverse-proxy.mjs: the proxy's own cost), and two replicas behind
 *    that proxy.
 * 3. Time from SIGKILL of the worker writing a recommendation to its completion by another worker, 3 times.
 *
 * Prints one table. Figures vary between runs on shared machines; compare runs on one machine.
 */
import { randomBytes } from 'node:crypto'
import { spawn, type ChildProcess } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '@/server/db/orm'
import { startFakeOllama, type FakeOllama } from '../tests/support/fake-ollama'
import { brandProfile, type RecommendationJson } from '../tests/support/matching-api'
import { startServer, statusOf, waitReady, type ServerProcess } from '../tests/support/server-process'
import { load, percentile, round, type LoadResult } from './load'

const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const PORTS = { fake: 4900, webA: 4901, webB: 4902, proxy: 4903, workers: 4910, killWorkers: 4920 }
const RECOMMENDATIONS = 40 // per batch; the cluster answers 503 beyond 50 pending
const MODEL_DELAY_MS = 500
const CONNECTIONS = 20
const DURATION_MS = 10_000
const KILL_RUNS = 3
/** While the first worker writes: long enough to start the second worker before the answer comes. */
const KILL_HOLD_DELAY_MS = 30_000
/** The model's time per call once the first worker is killed (the retry's call). */
const KILL_RETRY_DELAY_MS = 4_000
const HTTP_PATHS = { 'GET /': '/', 'GET /api/schools?page=1&limit=10': '/api/schools?page=1&limit=10' }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const seconds = (ms: number) => `${round(ms / 1000, 1)} s`

interface Cluster {
  databaseUrl: string
  fake: FakeOllama
  processes: ServerProcess[]
  proxies: ChildProcess[]
}

function processEnv(cluster: Cluster, role: 'web' | 'worker'): Record<string, string> {
  return {
    DATABASE_URL: cluster.databaseUrl,
    ROLE: role,
    PUBLIC_URL: `http://127.0.0.1:${PORTS.webA}`,
    TRUST_PROXY: 'true',
    OLLAMA_HOST: cluster.fake.url,
    OLLAMA_TIMEOUT_MS: '60000',
    MATCHING_CONCURRENCY: '1',
    MATCHING_REUSE_MINUTES: '0',
    MATCHING_RATE_LIMIT: '100000',
  }
}

async function startProcess(cluster: Cluster, port: number, role: 'web' | 'worker') {
  const server = startServer(port, processEnv(cluster, role))
  cluster.processes.push(server)
  await waitReady(server, 90_000)
  return server
}

async function startProxy(cluster: Cluster, upstreams: number[]) {
  const proxy = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'reverse-proxy.mjs'), String(PORTS.proxy), ...upstreams.map(String)],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  )
  cluster.proxies.push(proxy)
  const deadline = Date.now() + 10_000
  while ((await statusOf(`http://127.0.0.1:${PORTS.proxy}/healthz`)) !== 200) {
    if (proxy.exitCode !== null || Date.now() > deadline) throw new Error('the reverse proxy did not start')
    await sleep(50)
  }
  return proxy
}

async function stopProxy(proxy: ChildProcess) {
  if (proxy.exitCode !== null || proxy.signalCode !== null) return
  const exited = new Promise((resolve) => proxy.once('exit', resolve))
  proxy.kill('SIGTERM')
  const killer = setTimeout(() => proxy.kill('SIGKILL'), 5_000)
  await exited
  clearTimeout(killer)
}

async function send(url: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(30_000),
  })
  return { status: response.status, json: (await response.json()) as { data: unknown; error?: string } }
}

async function createProfile(webUrl: string, tag: string) {
  const created = await send(`${webUrl}/api/brand/profiles`, {
    method: 'POST',
    body: brandProfile({
      name: `Bench brand ${tag}`,
      targetAudience: `College students who want a healthier afternoon boost (${tag})`,
    }),
  })
  if (created.status !== 201) throw new Error(`profile: ${created.status} ${JSON.stringify(created.json)}`)
  return (created.json.data as { id: string }).id
}

async function requestRecommendation(webUrl: string, profileId: string) {
  const requested = await send(`${webUrl}/api/brand/profiles/${profileId}/recommendations`, {
    method: 'POST',
    body: { count: 3 },
  })
  if (requested.status !== 202)
    throw new Error(`recommendation: ${requested.status} ${JSON.stringify(requested.json)}`)
  return (requested.json.data as { id: string }).id
}

async function readRecommendation(webUrl: string, id: string) {
  const read = await send(`${webUrl}/api/brand/recommendations/${id}`)
  if (read.status !== 200) throw new Error(`read ${id}: ${read.status} ${JSON.stringify(read.json)}`)
  return read.json.data as RecommendationJson
}

/**
 * Submits `count` recommendation requests (distinct profiles, made beforehand) back to back, then polls every
 * pending one about twice a second until none is. Times from the rows: created to completed.
 */
async function recommendationBatch(webUrl: string, tag: string, count: number) {
  const profiles: string[] = []
  for (let i = 0; i < count; i++) profiles.push(await createProfile(webUrl, `${tag}-${i}`))
  const started = Date.now()
  const ids: string[] = []
  for (const profile of profiles) ids.push(await requestRecommendation(webUrl, profile))
  const submittedMs = Date.now() - started

  const pending = new Set(ids)
  const done: RecommendationJson[] = []
  while (pending.size) {
    if (Date.now() - started > 300_000) throw new Error(`${pending.size} recommendations pending after 5 min`)
    await sleep(500)
    for (const id of [...pending]) {
      const recommendation = await readRecommendation(webUrl, id)
      if (recommendation.status === 'pending') continue
      pending.delete(id)
      done.push(recommendation)
    }
  }
  const complete = done.filter((recommendation) => recommendation.status === 'complete')
  const times = complete
    .map((recommendation) => Date.parse(recommendation.completedAt!) - Date.parse(recommendation.createdAt))
    .sort((a, b) => a - b)
  const lastCompleted = Math.max(...complete.map((recommendation) => Date.parse(recommendation.completedAt!)))
  return {
    count,
    complete: complete.length,
    byModel: complete.filter((recommendation) => recommendation.generation?.engine === 'ollama').length,
    submittedMs,
    perMinute: complete.length / ((lastCompleted - started) / 60_000),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
  }
}

async function httpFigures(baseUrl: string) {
  const results: Record<string, LoadResult> = {}
  for (const [label, requestPath] of Object.entries(HTTP_PATHS)) {
    const url = `${baseUrl}${requestPath}`
    const check = await statusOf(url, 10_000)
    if (check !== 200) throw new Error(`${url} answered ${check}`)
    await load({ url, connections: 4, durationMs: 2_000 })
    results[label] = await load({ url, connections: CONNECTIONS, durationMs: DURATION_MS })
  }
  return results
}

/** Starts a worker alone, waits until it writes, starts a second, SIGKILLs the first: ms to completion. */
async function killWhileWriting(cluster: Cluster, webUrl: string, run: number) {
  cluster.fake.setMode('slow', KILL_HOLD_DELAY_MS)
  const first = await startProcess(cluster, PORTS.killWorkers + 2 * run, 'worker')
  const id = await requestRecommendation(webUrl, await createProfile(webUrl, `kill-${run}`))
  const deadline = Date.now() + 60_000
  while ((await readRecommendation(webUrl, id)).progress?.stage !== 'writing') {
    if (Date.now() > deadline) throw new Error(`recommendation ${id} never reached 'writing'`)
    await sleep(100)
  }
  const second = await startProcess(cluster, PORTS.killWorkers + 2 * run + 1, 'worker')
  const before = await readRecommendation(webUrl, id)
  if (before.status !== 'pending' || before.progress?.stage !== 'writing')
    throw new Error(`recommendation ${id} no longer writing when the second worker was up (${before.status})`)
  cluster.fake.setMode('slow', KILL_RETRY_DELAY_MS)
  const killedAt = Date.now()
  first.child.kill('SIGKILL')
  await first.exited

  let recommendation = await readRecommendation(webUrl, id)
  while (recommendation.status === 'pending') {
    if (Date.now() - killedAt > 120_000) throw new Error(`recommendation ${id} pending 2 min after the kill`)
    await sleep(100)
    recommendation = await readRecommendation(webUrl, id)
  }
  await second.stop()
  if (recommendation.status !== 'complete')
    throw new Error(`recommendation ${id} ended ${recommendation.status}`)
  return {
    ms: Date.parse(recommendation.completedAt!) - killedAt,
    engine: recommendation.generation?.engine ?? 'none',
  }
}

function table(rows: string[][]) {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
  return [
    line(rows[0]!),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...rows.slice(1).map(line),
  ]
}

export async function benchReplicas(): Promise<Record<string, unknown>> {
  const name = `bench_replicas_${randomBytes(4).toString('hex')}`
  const admin = await openDatabase({ url: POSTGRES })
  const target = new URL(POSTGRES)
  target.pathname = `/${name}`
  const cluster: Cluster = {
    databaseUrl: target.toString(),
    fake: await startFakeOllama({ port: PORTS.fake }),
    processes: [],
    proxies: [],
  }
  const loadBefore = os.loadavg()[0]!
  let loadMax = loadBefore
  const loadSampler = setInterval(() => (loadMax = Math.max(loadMax, os.loadavg()[0]!)), 5_000)
  const rows: string[][] = [['Measurement', 'Setup', 'Figure', 'Detail']]
  // Ctrl-C: no server outlives the bench (the database is then left behind: drop it by hand).
  const onSignal = () => {
    for (const server of cluster.processes) server.child.kill('SIGKILL')
    for (const proxy of cluster.proxies) proxy.kill('SIGKILL')
    process.exit(130)
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  try {
    await admin.orm.em.getConnection().execute(`create database "${name}"`)
    const webA = await startProcess(cluster, PORTS.webA, 'web')
    const webUrl = `http://127.0.0.1:${webA.port}`

    // 1. Recommendations per minute, 1 then 2 workers.
    cluster.fake.setMode('slow', MODEL_DELAY_MS)
    const workers = [await startProcess(cluster, PORTS.workers, 'worker')]
    await recommendationBatch(webUrl, 'warm-1', 3)
    const oneWorker = await recommendationBatch(webUrl, 'one', RECOMMENDATIONS)
    workers.push(await startProcess(cluster, PORTS.workers + 1, 'worker'))
    await recommendationBatch(webUrl, 'warm-2', 4)
    const twoWorkers = await recommendationBatch(webUrl, 'two', RECOMMENDATIONS)
    for (const [label, batch] of [
      ['1 worker', oneWorker],
      ['2 workers', twoWorkers],
    ] as const) {
      rows.push([
        'Recommendations per minute',
        `1 web + ${label} (MATCHING_CONCURRENCY=1 each)`,
        `${round(batch.perMinute, 1)} completed/min`,
        `time to complete p50 ${seconds(batch.p50)}, p95 ${seconds(batch.p95)}; ${batch.complete}/${batch.count}` +
          ` complete, ${batch.byModel} by the model; all submitted in ${seconds(batch.submittedMs)}`,
      ])
    }
    await Promise.all(workers.map((worker) => worker.stop()))

    // 2. HTTP latency: one replica direct, one behind the proxy, two behind the proxy.
    const direct = await httpFigures(webUrl)
    let proxy = await startProxy(cluster, [PORTS.webA])
    const proxiedOne = await httpFigures(`http://127.0.0.1:${PORTS.proxy}`)
    await stopProxy(proxy)
    const webB = await startProcess(cluster, PORTS.webB, 'web')
    proxy = await startProxy(cluster, [PORTS.webA, PORTS.webB])
    const proxiedTwo = await httpFigures(`http://127.0.0.1:${PORTS.proxy}`)
    await stopProxy(proxy)
    await webB.stop()
    for (const label of Object.keys(HTTP_PATHS)) {
      for (const [setup, figures] of [
        ['1 replica, direct', direct],
        ['1 replica behind the proxy (baseline)', proxiedOne],
        ['2 replicas behind the proxy', proxiedTwo],
      ] as const) {
        const result = figures[label]!
        rows.push([
          label,
          setup,
          `${round(result.rps, 0)} req/s`,
          `p50 ${round(result.p50, 1)} ms, p99 ${round(result.p99, 1)} ms` +
            (result.errors ? `; ${result.errors} errors` : '; 0 errors'),
        ])
      }
    }

    // 3. SIGKILL of the worker writing a recommendation.
    const kills: number[] = []
    const engines = new Set<string>()
    for (let run = 0; run < KILL_RUNS; run++) {
      const { ms, engine } = await killWhileWriting(cluster, webUrl, run)
      kills.push(ms)
      engines.add(engine)
    }
    const median = percentile(
      [...kills].sort((a, b) => a - b),
      50,
    )
    rows.push([
      'SIGKILL of the writing worker to completion by another',
      '2 workers (MATCHING_CONCURRENCY=1 each)',
      `median ${seconds(median)}`,
      `runs: ${kills.map(seconds).join(', ')}; written by: ${[...engines].join(', ')}`,
    ])
    const loadAfter = os.loadavg()[0]!

    const output = [
      ...table(rows),
      '',
      `Recommendations: ${RECOMMENDATIONS} requests (distinct profiles, 3 campuses each) sent back to back through the`,
      `web process, fake Ollama answering after a fixed ${MODEL_DELAY_MS} ms, MATCHING_REUSE_MINUTES=0; times are the`,
      `rows' createdAt to completedAt, per minute counts from the first request sent to the last completedAt.`,
      `HTTP: closed-loop load (bench/load.ts), ${CONNECTIONS} connections for ${DURATION_MS / 1000} s after a 2 s warm-up,`,
      'default caches on; the proxy is bench/reverse-proxy.mjs (round robin, keep-alive, appends X-Forwarded-For).',
      'Everything runs on this machine: PostgreSQL, the servers, the fake model, the proxy and the load generator',
      `share its ${os.cpus().length} cores. A second web replica on 2 cores cannot double throughput: the cores are`,
      'the limit, not one process. Compare "2 replicas behind the proxy" with the proxy baseline, not with direct.',
      `SIGKILL: from the kill to the row's completedAt; heartbeat expiry (10 s), the monitor (every 5 s), the retry's`,
      `pick-up, and its model call of ${KILL_RETRY_DELAY_MS / 1000} s (the killed call was held ${KILL_HOLD_DELAY_MS / 1000} s so the kill lands while 'writing').`,
      `Load average (1 min): ${loadBefore.toFixed(2)} before, ${loadMax.toFixed(2)} at most during, ${loadAfter.toFixed(2)} after.`,
    ]
    return { [`replicas on PostgreSQL (${target.host}, database ${name})`]: `\n${output.join('\n')}` }
  } catch (error) {
    for (const server of cluster.processes)
      if (server.stderr()) console.error(`port ${server.port} stderr:\n${server.stderr().slice(-4000)}`)
    throw error
  } finally {
    clearInterval(loadSampler)
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
    await Promise.all(cluster.proxies.map(stopProxy))
    await Promise.all(cluster.processes.map((server) => server.stop()))
    await cluster.fake.close()
    await admin.orm.em.getConnection().execute(`drop database if exists "${name}" with (force)`)
    await admin.close()
  }
}
