import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'

/**
 * The production server as a process: what an operator sees when starting, stopping, or misconfiguring it.
 * (No browser here; these tests drive `node dist/server/index.js` directly.)
 */
const server = path.resolve('dist/server/index.js')
// Each test starts a server on a new data folder (create, migrate, seed): seconds on a quiet machine, far more on
// a busy shared one.
test.describe.configure({ timeout: 180_000 })
const PORT = Number(process.env.E2E_LIFECYCLE_PORT ?? 4199)

interface Started {
  child: ChildProcess
  output: () => string
  exit: Promise<number | null>
}

function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      ...env,
    },
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output: () => output, exit }
}

async function waitUntilReady() {
  for (let i = 0; i < 1500; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('server did not become ready')
}

let dataDir: string
test.beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campuspulse-lifecycle-'))
})
test.afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }))

test('a second process refuses a data folder in use, with one clear line', async () => {
  const first = start({ DATA_DIR: dataDir })
  try {
    await waitUntilReady()
    const second = start({ DATA_DIR: dataDir, PORT: String(PORT + 1) })
    expect(await second.exit).toBe(1)
    expect(second.output().trim()).toBe(
      `The data folder ${dataDir} is in use by another process (pid ${first.child.pid}). Stop it first, or point DATA_DIR at another folder.`,
    )
    // The first server is untouched.
    expect((await fetch(`http://127.0.0.1:${PORT}/readyz`)).status).toBe(200)
  } finally {
    first.child.kill('SIGKILL')
    await first.exit
  }
})

test('SIGTERM lets a request in flight finish, closes the database and exits 0', async () => {
  const running = start({ DATA_DIR: dataDir })
  await waitUntilReady()

  // A request whose body is still arriving when the signal comes.
  const body = JSON.stringify({ username: 'nobody', password: 'not a password' })
  const socket = net.connect(PORT, '127.0.0.1')
  await new Promise((resolve) => socket.once('connect', resolve))
  let answer = ''
  socket.on('data', (chunk) => (answer += chunk))
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
  )
  socket.write(body.slice(0, 10))
  await new Promise((resolve) => setTimeout(resolve, 200))

  running.child.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 300))
  // write, not end: a client that half-closes its side gets its connection dropped by Node, shutdown or not.
  socket.write(body.slice(10))
  await new Promise((resolve) => socket.once('close', resolve))

  expect(answer).toMatch(/^HTTP\/1\.1 401/)
  expect(await running.exit).toBe(0)
  expect(fs.existsSync(path.join(dataDir, 'campuspulse.lock'))).toBe(false)
})

test('an invalid setting stops the process with one line naming it', async () => {
  const misconfigured = start({ DATA_DIR: dataDir, PORT: 'eighty' })
  expect(await misconfigured.exit).toBe(1)
  expect(misconfigured.output().trim()).toBe(
    'Invalid configuration: PORT: Invalid input: expected number, received NaN',
  )
})
