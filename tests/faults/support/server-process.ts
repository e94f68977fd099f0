/**
 * The production server as a process of its own (`node dist/server/index.js`, built once by build-once.ts), for
 * the tests that kill it, stop it or talk to it over real sockets. Ports 4800-4899 only; every process started
 * here is killed when the test file ends, whatever happened (stopAllServers in afterAll, and on exit).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { inject } from 'vitest'
import { openDatabase } from '@/server/db/orm'

export const ROOT = path.resolve(import.meta.dirname, '../../..')
export const POSTGRES_URL = process.env.FAULTS_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export interface ServerProcess {
  port: number
  url: string
  child: ChildProcess
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** What it printed (stdout and stderr). */
  output(): string
}

const running = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

/** Fails the calling test with the build's error when global setup could not build dist/. */
export function assertBuilt() {
  const error = inject('faultsBuildError')
  if (error) throw new Error(error)
}

/** A free port in [from, to] (both within 4800-4899). */
export async function freePort(from: number, to: number): Promise<number> {
  if (from < 4800 || to > 4899) throw new Error('the fault suite uses ports 4800-4899 only')
  for (let port = from; port <= to; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer()
      probe.once('error', () => resolve(false))
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
    })
    if (free) return port
  }
  throw new Error(`no free port in ${from}-${to}`)
}

/** A fresh DATA_DIR under /tmp/faults-*, removed by the caller (removeDir). */
export function tempDataDir(label: string): string {
  return fs.mkdtempSync(path.join('/tmp', `faults-${label}-`))
}

export function removeDir(dir: string | undefined) {
  if (dir && path.basename(dir).startsWith('faults-')) fs.rmSync(dir, { recursive: true, force: true })
}

/**
 * Starts the built server with the given environment and waits for /healthz. Logs are silent unless LOG_LEVEL
 * says otherwise; PUBLIC_URL is the server's own origin, so same-origin writes pass with that Origin.
 */
export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  assertBuilt()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      OLLAMA_HOST: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child)
      resolve({ code, signal })
    }),
  )
  const server: ServerProcess = { port, url, child, exited, output: () => output }
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `the server exited before it answered (${child.exitCode ?? child.signalCode}):\n${output}`,
      )
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) })
      if (response.ok) return server
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the server did not answer /healthz within 60 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** SIGKILLs every server this file started that is still running. */
export async function stopAllServers() {
  const children = [...running]
  for (const child of children) child.kill('SIGKILL')
  await Promise.all(
    children.map((child) =>
      child.exitCode !== null || child.signalCode !== null
        ? undefined
        : new Promise((resolve) => child.once('exit', resolve)),
    ),
  )
}

/** A throwaway database faults_<random> on the PostgreSQL server; drop() removes it (even with connections). */
export async function createThrowawayDatabase(): Promise<{
  url: string
  name: string
  drop(): Promise<void>
}> {
  const name = `faults_${randomBytes(6).toString('hex')}`
  const admin = await openDatabase({ url: POSTGRES_URL })
  try {
    await admin.orm.em.getConnection().execute(`create database "${name}"`)
  } finally {
    await admin.close()
  }
  const url = new URL(POSTGRES_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    name,
    async drop() {
      const db = await openDatabase({ url: POSTGRES_URL })
      try {
        await db.orm.em.getConnection().execute(`drop database if exists "${name}" with (force)`)
      } finally {
        await db.close()
      }
    },
  }
}
