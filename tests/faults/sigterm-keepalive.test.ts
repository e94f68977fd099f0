/**
 * A deploy under load: the production server as its own process, 8 keep-alive connections sending requests back
 * to back (/healthz, a school directory page over the API, and the home page's server render), SIGTERM in the
 * middle. No request may fail: each either gets its whole response, or is never sent because the connection was
 * closed cleanly first (a new connection refused). A request written to a socket that is then reset or closed
 * without an answer (ECONNRESET, "socket hang up") is a failure. The process must exit 0 within the grace period.
 */
import http from 'node:http'
import { afterAll, expect, it } from 'vitest'
import {
  freePort,
  removeDir,
  startServer,
  stopAllServers,
  tempDataDir,
  type ServerProcess,
} from './support/server-process'

const CONNECTIONS = 8
const PATHS = ['/healthz', '/api/schools?page=1&limit=5', '/']
const LOAD_BEFORE_TERM_MS = 1_500
/** The server's SHUTDOWN_GRACE_MS is 10 s; exiting must not take longer than that plus start-up slack. */
const GRACE_MS = 12_000

let dataDir: string | undefined
afterAll(async () => {
  await stopAllServers()
  removeDir(dataDir)
})

interface Outcome {
  completed: number
  completedAfterTerm: number
  /** Never written: the connection was refused or closed before the request went out. */
  notSent: number
  failed: string[]
  serverErrors: string[]
}

function send(
  agent: http.Agent,
  server: ServerProcess,
  path: string,
): Promise<'completed' | 'not-sent' | string> {
  return new Promise((resolve) => {
    let written = false
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        agent,
        headers: { Accept: 'text/html,application/json' },
      },
      (response) => {
        let bytes = 0
        response.on('data', (chunk: Buffer) => (bytes += chunk.length))
        response.on('end', () => {
          if (!response.complete) return resolve(`${path}: response cut off after ${bytes} bytes`)
          if ((response.statusCode ?? 0) >= 500) return resolve(`5xx ${path}: ${response.statusCode}`)
          resolve('completed')
        })
        response.on('error', (error) => resolve(`${path}: ${error.message} while reading the response`))
      },
    )
    request.on('finish', () => (written = true))
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (!written || error.code === 'ECONNREFUSED') return resolve('not-sent')
      resolve(`${path}: ${error.code ?? ''} ${error.message} (request was sent)`)
    })
    request.setTimeout(GRACE_MS, () => request.destroy(new Error('no answer in time')))
    request.end()
  })
}

it(`SIGTERM under keep-alive load: 0 failed requests, exit 0 within the grace period`, async () => {
  dataDir = tempDataDir('sigterm')
  const server = await startServer(await freePort(4830, 4839), { DATA_DIR: dataDir, PAGE_CACHE_SECONDS: '0' })
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  const outcome: Outcome = { completed: 0, completedAfterTerm: 0, notSent: 0, failed: [], serverErrors: [] }
  let termSentAt = 0
  let stopped = false

  const loop = async (index: number) => {
    for (let i = index; !stopped; i++) {
      const result = await send(agent, server, PATHS[i % PATHS.length]!)
      if (result === 'completed') {
        outcome.completed++
        if (termSentAt) outcome.completedAfterTerm++
      } else if (result === 'not-sent') {
        outcome.notSent++
        // The server no longer accepts connections: this connection's work is done.
        if (termSentAt) return
      } else if (result.startsWith('5xx')) outcome.serverErrors.push(result)
      else outcome.failed.push(result)
    }
  }
  const loops = Array.from({ length: CONNECTIONS }, (_, index) => loop(index))
  await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_TERM_MS))
  const completedBeforeTerm = outcome.completed
  termSentAt = performance.now()
  server.child.kill('SIGTERM')
  const exit = await Promise.race([
    server.exited,
    new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), GRACE_MS)),
  ])
  const exitMs = Math.round(performance.now() - termSentAt)
  stopped = true
  if (exit === 'timeout') server.child.kill('SIGKILL')
  await Promise.all(loops)
  agent.destroy()

  console.log(
    `SIGTERM: ${completedBeforeTerm} requests completed before the signal, ${outcome.completedAfterTerm} after, ` +
      `${outcome.notSent} not sent (connection closed first), ${outcome.failed.length} failed, ` +
      `${outcome.serverErrors.length} 5xx; exit ${exit === 'timeout' ? `still running after ${GRACE_MS} ms` : `code ${exit.code} signal ${exit.signal} after ${exitMs} ms`}`,
  )
  expect(completedBeforeTerm, 'load was running when the signal came').toBeGreaterThan(CONNECTIONS)
  expect(outcome.failed.slice(0, 10)).toEqual([])
  expect(outcome.serverErrors.slice(0, 10)).toEqual([])
  expect(exit).not.toBe('timeout')
  expect(exit).toEqual({ code: 0, signal: null })
})
