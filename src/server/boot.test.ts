/**
 * The server as `npm start` runs it (boot), over real sockets: how connections are kept, bounded and closed
 * (issue 40). On an embedded database in a folder of its own.
 */
import fs from 'node:fs'
import http from 'node:http'
import net, { type Socket } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPageRenderer } from '@/web/entry-server'
import { boot, type Running } from './boot'
import { parseConfig } from './config'
import { appRouter } from './trpc/router'

const logLines: string[] = []
let running: Running | undefined
let dataDir: string

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campuspulse-boot-'))
  const config = parseConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    OLLAMA_HOST: 'off',
    // Short, so a client that stalls is seen being cut off within the test.
    HTTP_HEADERS_TIMEOUT_SECONDS: '1',
    HTTP_REQUEST_TIMEOUT_SECONDS: '2',
    // Out of rotation for a second before the listener closes, so the test sees it.
    SHUTDOWN_DELAY_SECONDS: '1',
  })
  const log = pino({ level: 'info' }, { write: (line: string) => logLines.push(line) })
  running = await boot({ config, log, renderPage: createPageRenderer({ appRouter }) })
}, 120_000)

afterAll(async () => {
  await running?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
}, 30_000)

interface Answer {
  status: number
  connection: string | undefined
  keepAlive: string | undefined
  socket: Socket
}

function send(agent: http.Agent, method: string, urlPath: string, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: running!.port,
        method,
        path: urlPath,
        agent,
        headers: body ? { 'Content-Type': 'application/json', 'Content-Length': body.length } : {},
      },
      (response) => {
        response.resume()
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            keepAlive: response.headers['keep-alive']?.toString(),
            socket: request.socket!,
          }),
        )
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/** Writes `text` on a raw socket and never finishes the request; resolves with all the server sends back. */
function stall(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(running!.port, '127.0.0.1', () => socket.write(text))
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('close', () => resolve(answer))
    socket.on('error', reject)
  })
}

describe('connections', () => {
  it('keeps an idle socket open past Node’s 5 s default, and reuses it', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const first = await send(agent, 'GET', '/healthz')
      expect(first).toMatchObject({ status: 200, keepAlive: 'timeout=130' })
      await new Promise((resolve) => setTimeout(resolve, 6_000))
      const second = await send(agent, 'GET', '/healthz')
      expect(second.status).toBe(200)
      expect(second.socket).toBe(first.socket)
    } finally {
      agent.destroy()
    }
  }, 20_000)

  it('answers an oversized body with Connection: close, and the next request on a new socket succeeds', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const oversized = Buffer.alloc(1024 * 1024, 'a')
    try {
      for (let round = 0; round < 10; round++) {
        const refused = await send(agent, 'POST', '/api/contact', oversized)
        expect(refused).toMatchObject({ status: 413, connection: 'close' })
        const next = await send(agent, 'GET', '/healthz')
        expect(next).toMatchObject({ status: 200, connection: 'keep-alive' })
        expect(next.socket).not.toBe(refused.socket)
      }
    } finally {
      agent.destroy()
    }
  }, 30_000)

  it('keeps the connection after a body that was read, refused or not', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const invalid = await send(agent, 'POST', '/api/contact', Buffer.from('{"name":""}'))
      expect(invalid.status).toBe(400)
      expect(invalid.connection).toBe('keep-alive')
      const next = await send(agent, 'GET', '/healthz')
      expect(next.socket).toBe(invalid.socket)
    } finally {
      agent.destroy()
    }
  })

  it('cuts off a client that never finishes its headers with a 408', async () => {
    const answer = await stall('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ')
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
    expect(answer).toContain('Connection: close')
  }, 20_000)

  it('cuts off a client that never finishes its body with a 408', async () => {
    const answer = await stall(
      'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"na',
    )
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
  }, 20_000)

  it('first answers /readyz with 503 while still serving, then closes the listener and says it shut down cleanly', async () => {
    const agent = new http.Agent({ keepAlive: true })
    expect((await send(agent, 'GET', '/readyz')).status).toBe(200)
    const closed = running!.close()
    // SHUTDOWN_DELAY_SECONDS: a proxy's health check sees the replica leave while its requests are still answered.
    const ready = await send(agent, 'GET', '/readyz')
    expect(ready.status).toBe(503)
    expect(ready.connection).not.toBe('close')
    expect((await send(agent, 'GET', '/healthz')).status).toBe(200)
    agent.destroy()
    await closed
    const last = JSON.parse(logLines.at(-1)!) as { msg: string; ms: number }
    expect(last.msg).toMatch(/^shut down cleanly/)
    expect(last.ms).toBeGreaterThanOrEqual(0)
    expect(await send(new http.Agent(), 'GET', '/healthz').catch((error: Error) => error.message)).toMatch(
      /ECONNREFUSED/,
    )
  }, 30_000)
})
