#!/usr/bin/env node
/**
 * Rolling restart under load (issue 40, ADR 0141): two replicas of the built server (`dist/server/index.js`) on a
 * fresh PostgreSQL database behind Caddy with deploy/Caddyfile.replicas, steady load (a cached page, a directory
 * read, a contact-form write), replica 1 restarted with SIGTERM, then replica 2 as soon as 1 is ready again. Every
 * answer is counted: its status, and whether its body is complete (a page ends with </html>, JSON parses, the
 * bytes match Content-Length; a body cut off mid-stream makes fetch throw). Exits 1 on any failed or truncated
 * answer. Needs `caddy` (Debian 12: apt-get install caddy, 2.6) and `npm run build` first. Not in CI.
 *
 *   ROLLING_ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/rolling-restart.mjs
 *
 * Settings (environment): ROLLING_ADMIN_URL (a database the script may CREATE DATABASE from), ROLLING_DB (the
 * database to create and drop; default rolling_restart_<pid>), ROLLING_PORT (Caddy's port, the replicas take
 * the next two, Caddy's admin endpoint the third; default 4700), ROLLING_CLIENTS (concurrent clients, default 8), ROLLING_SETTLE_SECONDS (load
 * before and after the restarts, default 5).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

const root = path.resolve(import.meta.dirname, '..')
const adminUrl = process.env.ROLLING_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const dbName = process.env.ROLLING_DB ?? `rolling_restart_${process.pid}`
const proxyPort = Number(process.env.ROLLING_PORT ?? 4700)
const clients = Number(process.env.ROLLING_CLIENTS ?? 8)
const settleMs = Number(process.env.ROLLING_SETTLE_SECONDS ?? 5) * 1000
const base = `http://127.0.0.1:${proxyPort}`
const replicaPorts = [proxyPort + 1, proxyPort + 2]
if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`ROLLING_DB must be a plain name: ${dbName}`)

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const log = (message) => console.log(`[${new Date().toISOString().slice(11, 23)}] ${message}`)

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

const databaseUrl = (() => {
  const url = new URL(adminUrl)
  url.pathname = `/${dbName}`
  return url.toString()
})()

/** One replica: the production server as `npm start` runs it, told to stay in rotation-off for 3 s on SIGTERM. */
function startReplica(index) {
  const port = replicaPorts[index]
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      TRUST_PROXY: 'true',
      SEED_DEMO_DATA: 'true',
      CONTACT_RATE_LIMIT: '1000000',
      SHUTDOWN_DELAY_SECONDS: '3',
    },
  })
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  return child
}

async function waitReady(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await sleep(100)
  }
  throw new Error(`${url} not ready within ${timeoutMs / 1000} s`)
}

/** What the load sends, in turn: a cached page (with and without gzip), a directory read, a harmless write. */
const requests = [
  { kind: 'page', path: '/about', headers: { 'Accept-Encoding': 'identity' } },
  { kind: 'page', path: '/about', headers: { 'Accept-Encoding': 'gzip' } },
  { kind: 'directory', path: '/api/schools?q=state&page=1', headers: { 'Accept-Encoding': 'identity' } },
  { kind: 'write', path: '/api/contact', method: 'POST' },
]
let sent = 0

function contactBody() {
  const n = sent
  return JSON.stringify({
    firstName: 'Rolling',
    lastName: `Restart${n}`,
    email: `rolling.${process.pid}.${n}@example.com`,
    company: 'Load Test',
    jobTitle: 'Tester',
    message: 'A harmless write during a rolling restart.',
  })
}

/** One request and what became of it: its status, whether the body arrived whole, and how long it took. */
async function once(spec) {
  const started = performance.now()
  sent++
  const init = {
    method: spec.method ?? 'GET',
    headers: { ...spec.headers, ...(spec.method === 'POST' ? { 'Content-Type': 'application/json' } : {}) },
    body: spec.method === 'POST' ? contactBody() : undefined,
    signal: AbortSignal.timeout(30_000),
  }
  try {
    const response = await fetch(`${base}${spec.path}`, init)
    const bytes = Buffer.from(await response.arrayBuffer())
    const text = bytes.toString('utf8')
    const length = response.headers.get('content-length')
    const encoded = response.headers.get('content-encoding')
    let complete = !length || encoded || Number(length) === bytes.length
    if (spec.kind === 'page') complete &&= text.trimEnd().endsWith('</html>')
    else if (response.headers.get('content-type')?.includes('json')) {
      try {
        JSON.parse(text)
      } catch {
        complete = false
      }
    }
    const ok = spec.kind === 'write' ? response.status === 201 : response.status === 200
    return { kind: spec.kind, status: response.status, ok, complete, ms: performance.now() - started }
  } catch (error) {
    // undici throws when a body ends before its Content-Length or its last chunk: a truncated answer.
    const cut = error?.name !== 'TimeoutError' && error?.cause?.code !== 'ECONNREFUSED'
    return {
      kind: spec.kind,
      status: `${error?.cause?.code ?? error?.name}`,
      ok: false,
      complete: !cut,
      ms: performance.now() - started,
    }
  }
}

const results = []
let loading = true
async function client(offset) {
  for (let i = offset; loading; i++) results.push(await once(requests[i % requests.length]))
}

async function restart(replicas, index) {
  const old = replicas[index]
  log(`SIGTERM replica ${index + 1} (port ${replicaPorts[index]})`)
  old.kill('SIGTERM')
  const { code, signal } = await old.exited
  log(`replica ${index + 1} exited (${code ?? signal}); starting it again`)
  replicas[index] = startReplica(index)
  await waitReady(`http://127.0.0.1:${replicaPorts[index]}/readyz`)
  log(`replica ${index + 1} ready`)
  if (code !== 0) throw new Error(`replica ${index + 1} exited with ${code ?? signal}, not 0`)
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

function report() {
  const failed = results.filter((r) => !r.ok)
  const truncated = results.filter((r) => !r.complete)
  const lines = [`requests ${results.length}, failed ${failed.length}, truncated ${truncated.length}`]
  for (const kind of ['page', 'directory', 'write']) {
    const mine = results.filter((r) => r.kind === kind)
    const ms = mine.map((r) => r.ms)
    lines.push(
      `  ${kind.padEnd(9)} ${String(mine.length).padStart(6)} requests, p50 ${percentile(ms, 50).toFixed(0)} ms, ` +
        `p99 ${percentile(ms, 99).toFixed(0)} ms, max ${Math.max(0, ...ms).toFixed(0)} ms`,
    )
  }
  const statuses = {}
  for (const r of failed) statuses[`${r.kind} ${r.status}`] = (statuses[`${r.kind} ${r.status}`] ?? 0) + 1
  if (failed.length) lines.push(`  failures: ${JSON.stringify(statuses)}`)
  console.log(lines.join('\n'))
  return failed.length + truncated.length === 0
}

let caddy
let caddyHome
const replicas = []
let passed = false
try {
  await adminQuery(`CREATE DATABASE ${dbName}`)
  log(`database ${dbName} created; starting two replicas on ports ${replicaPorts.join(', ')}`)
  // One migrates and seeds while the other waits for it (ADR 0070).
  replicas.push(startReplica(0), startReplica(1))
  await Promise.all(replicaPorts.map((port) => waitReady(`http://127.0.0.1:${port}/readyz`)))
  // Caddy's own state (autosaved config) in a folder of its own, removed at the end.
  caddyHome = fs.mkdtempSync(path.join(os.tmpdir(), 'rolling-restart-caddy-'))
  caddy = spawn('caddy', ['run', '--adapter', 'caddyfile', '--config', 'deploy/Caddyfile.replicas'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      XDG_DATA_HOME: caddyHome,
      XDG_CONFIG_HOME: caddyHome,
      CAMPUSPULSE_LISTEN: `http://127.0.0.1:${proxyPort}`,
      CAMPUSPULSE_CADDY_ADMIN: `127.0.0.1:${proxyPort + 3}`,
      CAMPUSPULSE_UPSTREAMS: replicaPorts.map((port) => `127.0.0.1:${port}`).join(' '),
    },
  })
  caddy.stderr.setEncoding('utf8').on('data', (chunk) => {
    for (const line of chunk.split('\n'))
      if (/"level":"(error|warn)"/.test(line) && !line.includes('not formatted'))
        console.error(`caddy: ${line}`)
  })
  await waitReady(`${base}/readyz`, 15_000)
  log(`Caddy on ${base}; load: ${clients} clients`)

  const load = Array.from({ length: clients }, (_, i) => client(i))
  await sleep(settleMs)
  await restart(replicas, 0)
  await restart(replicas, 1)
  await sleep(settleMs)
  loading = false
  await Promise.all(load)
  passed = report()
} catch (error) {
  loading = false
  console.error(error)
} finally {
  caddy?.kill('SIGTERM')
  if (caddyHome) fs.rmSync(caddyHome, { recursive: true, force: true })
  for (const replica of replicas) replica.kill('SIGTERM')
  await Promise.all(replicas.map((replica) => replica.exited))
  await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((error) => console.error(error))
}
process.exit(passed ? 0 : 1)
