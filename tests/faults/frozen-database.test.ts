/**
 * Issue 12 item 2: a PostgreSQL server that is frozen (every process stopped with SIGSTOP: connections stay
 * open, nothing answers) must not hang the app. /readyz says 503 within 2 s, requests that need the database
 * get 503 with Retry-After within a bounded time, a burst of them does not pile up, and everything recovers
 * by itself after SIGCONT. The database is a cluster of this file's own (initdb in a temp folder, port 55432,
 * run as the postgres user) so freezing it disturbs nobody; the app is the real one, booted in-process.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { boot, type Running } from '@/server/boot'
import { parseConfig } from '@/server/config'
import { createLogger } from '@/server/logger'
import { appRouter } from '@/server/trpc/router'
import { createPageRenderer } from '@/web/entry-server'

const PG_BIN = '/usr/lib/postgresql/15/bin'
const PG_PORT = 55432
const APP_PORT = 4620
const base = `http://127.0.0.1:${APP_PORT}`
/** Acquire (3 s) + the client's read timeout (5 s statement timeout + 1 s), with room for a loaded machine. */
const API_BOUND_MS = 12_000

const available = fs.existsSync(path.join(PG_BIN, 'initdb')) && process.getuid?.() === 0
let dir = ''
let running: Running | undefined

const asPostgres = (command: string, args: string[]) =>
  execFileSync('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, command), ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  })

/** The postmaster and every backend and helper it forked: freezing only the postmaster freezes nothing. */
function clusterPids(): number[] {
  const pidFile = path.join(dir, 'data', 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return []
  const postmaster = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
  const children = spawnSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map(Number)
  return [postmaster, ...children]
}
const signalCluster = (signal: 'SIGSTOP' | 'SIGCONT') => {
  for (const pid of clusterPids()) {
    try {
      process.kill(pid, signal)
    } catch {
      // A backend that ended meanwhile.
    }
  }
}

async function timed(url: string) {
  const started = performance.now()
  // The test's own limit, well past any bound it checks, so a hang fails the test instead of stalling it.
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) })
  const body = await response.text()
  return { status: response.status, headers: response.headers, body, ms: performance.now() - started }
}

async function until(url: string, status: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  let last = 0
  while (Date.now() < deadline) {
    last = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.status,
      () => 0,
    )
    if (last === status) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} still answers ${last}, not ${status}, after ${timeoutMs} ms`)
}

describe.skipIf(!available)('a frozen PostgreSQL server', () => {
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbhelper-frozen-'))
    fs.chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), 0)
    asPostgres('initdb', ['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync'])
    asPostgres('pg_ctl', [
      'start',
      '-w',
      '-D',
      path.join(dir, 'data'),
      '-l',
      path.join(dir, 'postgres.log'),
      '-o',
      `-p ${PG_PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    ])
    const config = parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(APP_PORT),
      OLLAMA_HOST: 'off',
      DATABASE_URL: `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`,
    })
    running = await boot({
      config,
      log: createLogger(config),
      renderPage: createPageRenderer({ appRouter }),
    })
  }, 120_000)

  afterAll(async () => {
    // Whatever happened, the cluster runs again before it is stopped (a stopped one ignores pg_ctl).
    signalCluster('SIGCONT')
    await Promise.race([running?.close(), new Promise((resolve) => setTimeout(resolve, 15_000))])
    if (dir) {
      try {
        asPostgres('pg_ctl', ['stop', '-m', 'immediate', '-D', path.join(dir, 'data')])
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    }
  }, 60_000)

  it('answers 503 in bounded time while frozen, and recovers by itself after SIGCONT', async () => {
    // Idle pooled connections exist, as in a running installation: requests are handed those first, and
    // their queries go out to a server that never answers (the client's read timeout, not the connect one).
    expect((await timed(`${base}/readyz`)).status).toBe(200)
    const warm = await Promise.all(Array.from({ length: 8 }, () => timed(`${base}/api/blog/articles`)))
    expect(warm.map((response) => response.status)).toEqual(Array(8).fill(200))

    signalCluster('SIGSTOP')
    try {
      const ready = await timed(`${base}/readyz`)
      expect(ready.status).toBe(503)
      expect(ready.ms).toBeLessThan(2_000)

      const api = await timed(`${base}/api/blog/articles`)
      expect(api.status).toBe(503)
      expect(api.headers.get('retry-after')).toBe('5')
      expect(JSON.parse(api.body)).toEqual({ error: expect.stringMatching(/database/i) })
      expect(api.ms).toBeLessThan(API_BOUND_MS)

      // tRPC maps the same failure the same way.
      const procedure = await timed(`${base}/trpc/blog.categories.list`)
      expect(procedure.status).toBe(503)
      expect(procedure.headers.get('retry-after')).toBe('5')

      // A burst larger than the pool and its waiting line: every request answered, none with a 500 or a hang.
      const burst = await Promise.all(
        Array.from({ length: 150 }, (_, i) => timed(`${base}/api/blog/articles?offset=${i}`)),
      )
      expect(new Set(burst.map((response) => response.status))).toEqual(new Set([503]))
      expect(Math.max(...burst.map((response) => response.ms))).toBeLessThan(API_BOUND_MS)
      console.info(
        `frozen database: /readyz 503 in ${ready.ms.toFixed(0)} ms, /api/blog/articles 503 in ` +
          `${api.ms.toFixed(0)} ms, tRPC in ${procedure.ms.toFixed(0)} ms, 150 at once: all 503 within ` +
          `${Math.max(...burst.map((response) => response.ms)).toFixed(0)} ms`,
      )
    } finally {
      signalCluster('SIGCONT')
    }

    const thawed = performance.now()
    await until(`${base}/readyz`, 200, 20_000)
    await until(`${base}/api/blog/articles`, 200, 20_000)
    console.info(
      `frozen database: both 200 again ${(performance.now() - thawed).toFixed(0)} ms after SIGCONT`,
    )
  }, 120_000)
})
