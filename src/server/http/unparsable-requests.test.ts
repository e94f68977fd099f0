import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { answerUnparsableRequests } from './unparsable-requests'

/** Requests Node refuses before the app sees them, over a real socket. */
let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function listen() {
  server = http.createServer((_request, response) => response.end('app'))
  answerUnparsableRequests(server)
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

const get = (port: number, path: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      })
      .on('error', reject)
  })

describe('requests Node cannot parse', () => {
  it('a URL far past the header limit gets its 431 every time, never a reset connection', async () => {
    const port = await listen()
    // 300 kB: the client is still sending when the server refuses; Node's default close reset these.
    const path = `/?q=${'%ed%a0%80'.repeat(33_000)}`
    const statuses = await Promise.all(Array.from({ length: 20 }, () => get(port, path)))
    expect(statuses).toEqual(Array(20).fill(431))
    expect(await get(port, '/')).toBe(200)
  })

  it('a malformed request line gets a 400 and the connection is closed', async () => {
    const port = await listen()
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'))
      let text = ''
      socket.on('data', (chunk) => (text += chunk.toString()))
      socket.on('end', () => resolve(text))
      socket.on('error', reject)
    })
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(answer).toContain('Connection: close')
  })
})
