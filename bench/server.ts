import { randomBytes } from 'node:crypto'
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '@/server/db/orm'
import { LEAN_ENV, LEAN_NODE_FLAGS } from '../scripts/lean-node-flags.mjs'

const root = path.resolve(import.meta.dirname, '..')

export interface BenchServer {
  url: string
  pid: number
  process: ChildProcess
  /** Milliseconds from spawn to the first 200 on /healthz. */
  readyMs: number
  stop(): Promise<void>
}

export const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'campuspulse-bench-'))

/**
 * The Node flags a benchmarked server runs with: `npm start`'s (LEAN_NODE_FLAGS), or BENCH_NODE_FLAGS to weigh
 * others (`BENCH_NODE_FLAGS="--liftoff-only"`: the young generation V8 would choose; an empty value: none).
 */
const nodeFlags = () => process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? LEAN_NODE_FLAGS

/**
 * Starts the production build (dist/server/index.js) as its own process, as `npm start` would (its flags and
 * environment too).
 */
export async function startServer(
  env: Record<string, string>,
  port = Number(process.env.BENCH_PORT ?? 4310),
): Promise<BenchServer> {
  const started = performance.now()
  const child = spawn(process.execPath, [...nodeFlags(), path.join(root, 'dist/server/index.js')], {
    env: {
      ...process.env,
      ...LEAN_ENV,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  let exited = false
  child.once('exit', () => (exited = true))
  for (;;) {
    if (exited) throw new Error('the server exited during start-up')
    try {
      if ((await fetch(`${url}/healthz`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  const readyMs = performance.now() - started
  return {
    url,
    pid: child.pid!,
    process: child,
    readyMs,
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** Resident memory of a process in MB, from /proc. */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN)
  return kb / 1024
}

/**
 * CPU time a process has used, user and system, all its threads, in milliseconds (/proc/<pid>/stat counts in
 * clock ticks of 10 ms on Linux). Spent CPU per request moves far less between runs than a rate on a shared
 * machine: it does not depend on what else had the cores.
 */
export function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  // The fields after the command name, which is in parentheses and may hold spaces; utime and stime are the
  // 14th and 15th fields of the line.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** The processes a process started, and theirs (the image process, say), read from /proc. */
function descendantsOf(pid: number): number[] {
  const children = fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' '))
    .filter(Boolean)
    .map(Number)
  return children.flatMap((child) => [child, ...descendantsOf(child)])
}

/** Resident memory of a process and every process it started: what the server costs the machine. */
export function treeRssMb(pid: number): number {
  let total = rssMb(pid)
  for (const child of descendantsOf(pid)) {
    try {
      total += rssMb(child)
    } catch {
      // It ended between the listing and the reading.
    }
  }
  return total
}

/**
 * Runs `measure` against a database of its own on the PostgreSQL server at `serverUrl`, created for it and
 * dropped afterwards (with force: a server the benchmark started may still hold connections).
 */
export async function withScratchPostgres<T>(
  serverUrl: string,
  measure: (url: string) => Promise<T>,
): Promise<T> {
  const name = `campuspulse_bench_${randomBytes(6).toString('hex')}`
  const admin = await openDatabase({ url: serverUrl })
  await admin.orm.em.getConnection().execute(`create database "${name}"`)
  try {
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    return await measure(url.toString())
  } finally {
    await admin.orm.em.getConnection().execute(`drop database if exists "${name}" with (force)`)
    await admin.close()
  }
}
