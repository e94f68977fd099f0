/**
 * The production server (dist/server/index.js) and its commands as real processes, for tests of what only a
 * process shows: its exit code, what it prints, and several processes racing on one database.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '../..')

/**
 * Builds dist/ when the sources are newer (a no-op otherwise). Fails the calling hook if the build fails. Test
 * files run in parallel workers: a lock folder lets one build while the others wait, then find it fresh.
 */
export function buildIfStale() {
  const lock = path.join(root, 'node_modules', '.cache', 'campuspulse-build.lock')
  fs.mkdirSync(path.dirname(lock), { recursive: true })
  const deadline = Date.now() + 300_000
  for (;;) {
    try {
      fs.mkdirSync(lock)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      // A lock older than any build is left over from a killed run.
      const since = fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()
      if (Date.now() - since > 300_000) fs.rmSync(lock, { force: true, recursive: true })
      if (Date.now() > deadline)
        throw new Error('waited 5 minutes for another test file to build dist/', { cause: error })
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200)
    }
  }
  try {
    const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale', '--quiet'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 300_000,
    })
    if (build.status !== 0) throw new Error(`the production build failed: ${build.stderr || build.stdout}`)
  } finally {
    fs.rmSync(lock, { force: true, recursive: true })
  }
}

/** What every test process gets: production mode, no Ollama, nothing inherited from the test runner. */
function processEnv(env: Record<string, string>) {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/tmp',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    OLLAMA_HOST: 'off',
    ...env,
  }
}

export interface ServerProcess {
  child: ChildProcess
  port: number
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>
  stdout(): string
  stderr(): string
  /** SIGTERM, then SIGKILL if it has not ended within 10 s. Safe to call more than once. */
  stop(): Promise<void>
}

export function startServer(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    cwd: root,
    env: processEnv({ PORT: String(port), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let ended = false
  void exited.then(() => (ended = true))
  return {
    child,
    port,
    exited,
    stdout: () => out,
    stderr: () => err,
    async stop() {
      if (ended) return
      child.kill('SIGTERM')
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(killer)
    },
  }
}

/** Runs a command from dist/server/cli to its end (bounded), returning its exit code and output. */
export function runCli(name: string, env: Record<string, string>, timeoutMs = 120_000) {
  const run = spawnSync(process.execPath, [`dist/server/cli/${name}.js`], {
    cwd: root,
    env: processEnv(env),
    encoding: 'utf8',
    timeout: timeoutMs,
  })
  return { code: run.status, stdout: run.stdout, stderr: run.stderr }
}

/** The HTTP status of a GET, or 0 when nothing answered within the timeout (not listening, refused, hung). */
export async function statusOf(url: string, timeoutMs = 2_000): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
    await response.body?.cancel()
    return response.status
  } catch {
    return 0
  }
}

/**
 * Checks `done` every `intervalMs` until it holds; fails if the process exits first (with its stderr) or after
 * `timeoutMs` (saying what was awaited). What every wait on a server process is made of.
 */
async function pollUntil(
  server: ServerProcess,
  done: () => boolean | Promise<boolean>,
  { timeoutMs, intervalMs, awaited }: { timeoutMs: number; intervalMs: number; awaited: () => string },
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let exitCode: number | null | undefined
  void server.exited.then((code) => (exitCode = code))
  for (;;) {
    if (exitCode !== undefined)
      throw new Error(`server on port ${server.port} exited with ${exitCode}: ${server.stderr()}`)
    if (await done()) return
    if (Date.now() > deadline)
      throw new Error(`server on port ${server.port}: ${awaited()}, not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}

/** Waits until the process has written `text` to stdout; fails if it exits first or the time runs out. */
export function waitForOutput(server: ServerProcess, text: string, timeoutMs: number): Promise<void> {
  return pollUntil(server, () => server.stdout().includes(text), {
    timeoutMs,
    intervalMs: 100,
    awaited: () => `"${text}" on stdout (it wrote: ${server.stdout()})`,
  })
}

/** Polls /readyz until it answers 200; fails if the process exits first or the time runs out. */
export function waitReady(server: ServerProcess, timeoutMs: number): Promise<void> {
  return pollUntil(server, async () => (await statusOf(`http://127.0.0.1:${server.port}/readyz`)) === 200, {
    timeoutMs,
    intervalMs: 250,
    awaited: () => `ready on /readyz (stderr: ${server.stderr()})`,
  })
}
