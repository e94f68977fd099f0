#!/usr/bin/env node
/**
 * Resident memory of one server process on the embedded database (issue 40, ADR 0142), as an operator sees it:
 * `node dist/server/index.js` on an empty DATA_DIR, VmRSS from /proc/<pid>/status 10 s after "listening"; then
 * the same after a restart on the same folder, and 15 s after a short load run (pages, directory reads,
 * contact posts). Linux only; `npm run build` first.
 *
 *   node scripts/measure-memory.mjs            # MEASURE_PORT (default 4710), MEASURE_REQUESTS (default 2000)
 *
 * The server runs with the flags `npm start` and the image give it (scripts/lean-node-flags.mjs); MEASURE_PLAIN=1
 * leaves them out. With MEASURE_DETAIL=1 each line adds the main thread's process.memoryUsage() (heap, external, array buffers),
 * read through a SIGUSR2 hook loaded with --import (the embedded database's thread is the rest of the RSS).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { LEAN_ENV, LEAN_NODE_FLAGS } from './lean-node-flags.mjs'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.MEASURE_PORT ?? 4710)
const requests = Number(process.env.MEASURE_REQUESTS ?? 2000)
const detail = process.env.MEASURE_DETAIL === '1'
/** MEASURE_PLAIN=1: without the flags and environment production runs with (ADR 0143, 0146), for the figure before them. */
const plain = process.env.MEASURE_PLAIN === '1'
const flags = plain ? [] : LEAN_NODE_FLAGS
const base = `http://127.0.0.1:${port}`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'measure-memory-'))
const hook = path.join(dataDir, '..', `measure-memory-hook-${process.pid}.mjs`)
fs.writeFileSync(
  hook,
  "process.on('SIGUSR2', () => process.stderr.write('MEMORY ' + JSON.stringify(process.memoryUsage()) + '\\n'))\n",
)

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const mb = (bytes) => Math.round(bytes / 1024 / 1024)

function start() {
  const child = spawn(
    process.execPath,
    [...flags, ...(detail ? ['--import', hook] : []), 'dist/server/index.js'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...(plain ? {} : LEAN_ENV),
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        CONTACT_RATE_LIMIT: '1000000',
      },
    },
  )
  child.output = ''
  child.stdout.setEncoding('utf8').on('data', (chunk) => (child.output += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk) => (child.output += chunk))
  child.exited = new Promise((resolve) => child.once('exit', resolve))
  return child
}

async function listening(child) {
  const started = Date.now()
  while (!/"msg":"listening"/.test(child.output)) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${child.output}`)
    if (Date.now() - started > 180_000) throw new Error('no "listening" within 180 s')
    await sleep(100)
  }
}

function residentMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024)
}

async function measure(child, label) {
  let line = `${label.padEnd(26)} RSS ${residentMb(child.pid)} MB`
  if (detail) {
    const before = child.output.length
    child.kill('SIGUSR2')
    while (!child.output.slice(before).includes('MEMORY ')) await sleep(50)
    const usage = JSON.parse(/MEMORY (\{.*\})/.exec(child.output.slice(before))[1])
    line += ` (main thread: heap ${mb(usage.heapUsed)}/${mb(usage.heapTotal)} MB, external ${mb(usage.external)} MB, array buffers ${mb(usage.arrayBuffers)} MB)`
  }
  console.log(line)
}

async function load() {
  const paths = [
    '/',
    '/about',
    '/schools',
    '/api/schools?q=state&page=1',
    '/api/schools?q=college&page=2',
    '/blog',
  ]
  let sent = 0
  const client = async () => {
    while (sent < requests) {
      const n = sent++
      if (n % 7 === 6) {
        await fetch(`${base}/api/contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            firstName: 'Memory',
            lastName: `Probe${n}`,
            email: `memory.${n}@example.com`,
            company: 'Load',
            jobTitle: 'Tester',
          }),
        }).then((response) => response.arrayBuffer())
      } else await fetch(`${base}${paths[n % paths.length]}`).then((response) => response.arrayBuffer())
    }
  }
  await Promise.all(Array.from({ length: 8 }, client))
}

try {
  let server = start()
  await listening(server)
  await sleep(10_000)
  await measure(server, 'idle after a first start')
  server.kill('SIGTERM')
  await server.exited

  server = start()
  await listening(server)
  await sleep(10_000)
  await measure(server, 'idle after a restart')
  await load()
  await sleep(15_000)
  await measure(server, `after ${requests} requests`)
  server.kill('SIGTERM')
  await server.exited
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.rmSync(hook, { force: true })
}
