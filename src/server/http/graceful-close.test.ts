import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { gracefulClose } from './graceful-close'

const servers: http.Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections()
})

async function start(handlerDelayMs: number) {
  let received!: () => void
  // Resolves when a request has reached the handler: what a test waits for, rather than a guessed delay.
  const firstRequest = new Promise<void>((resolve) => (received = resolve))
  const server = http.createServer((_request, response) => {
    received()
    setTimeout(() => response.end('ok'), handlerDelayMs)
  })
  servers.push(server)
  const drain = gracefulClose(server, { graceMs: 5_000, idleMs: 300 })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as AddressInfo).port, drain, firstRequest }
}

type Outcome = { status: number; connection: string | undefined } | { error: string }

function get(port: number, agent: http.Agent): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
      response.resume()
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
      )
    })
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }))
  })
}

describe('gracefulClose', () => {
  it('drains keep-alive clients under load without failing a request', async () => {
    const { port, drain } = await start(5)
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 })
    const outcomes: Outcome[] = []
    let stopped = false
    // Eight clients send back to back on kept-alive sockets until the server refuses new connections.
    const clients = Array.from({ length: 8 }, async () => {
      while (!stopped) {
        const outcome = await get(port, agent)
        outcomes.push(outcome)
        if ('error' in outcome && outcome.error === 'ECONNREFUSED') return
      }
    })
    // Under way: more answers than clients, so the sockets are being kept alive and reused.
    await vi.waitFor(() => expect(outcomes.length).toBeGreaterThan(8), { timeout: 10_000, interval: 10 })
    const drained = drain()
    await drained
    stopped = true
    await Promise.all(clients)
    agent.destroy()

    const answered = outcomes.filter((outcome) => 'status' in outcome)
    // Refused connections never carried a request; anything else that failed was a request lost mid-flight.
    const failed = outcomes.filter((outcome) => 'error' in outcome && outcome.error !== 'ECONNREFUSED')
    expect(failed).toEqual([])
    expect(answered.length).toBeGreaterThan(8)
    expect(answered.some((outcome) => 'connection' in outcome && outcome.connection === 'close')).toBe(true)
  })

  it('closes a keep-alive socket that stays idle, and resolves once every socket is closed', async () => {
    const { port, drain } = await start(0)
    const agent = new http.Agent({ keepAlive: true })
    expect(await get(port, agent)).toMatchObject({ status: 200 })
    const began = Date.now()
    await drain()
    expect(Date.now() - began).toBeGreaterThanOrEqual(300)
    expect(await get(port, agent)).toEqual({ error: 'ECONNREFUSED' })
    agent.destroy()
  })

  it('lets a slow request in flight finish, answered with Connection: close', async () => {
    const { port, drain, firstRequest } = await start(400)
    const agent = new http.Agent({ keepAlive: true })
    const pending = get(port, agent)
    await firstRequest
    const drained = drain()
    expect(await pending).toEqual({ status: 200, connection: 'close' })
    await drained
    agent.destroy()
  })
})
