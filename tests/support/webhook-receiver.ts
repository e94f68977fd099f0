import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One POST the receiver got, with whether its signature checked out against the secret it was given. */
export interface Received {
  path: string
  event: string | undefined
  body: string
  signatureValid: boolean
}

/**
 * A webhook receiver for tests: a real HTTP server on 127.0.0.1 that verifies each request's signature the way
 * docs/webhooks.md tells integrators to (HMAC-SHA256 of "<t>.<body>", compared in constant time), and answers
 * what the test tells it to (`respond`), 200 by default.
 */
export async function startWebhookReceiver() {
  const received: Received[] = []
  let secret = ''
  let respond: (request: Received, res: ServerResponse) => void = (_, res) => res.end('ok')
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const entry: Received = {
        path: req.url ?? '',
        event: req.headers['campuspulse-event'] as string | undefined,
        body,
        signatureValid: verify(secret, String(req.headers['campuspulse-signature'] ?? ''), body),
      }
      received.push(entry)
      respond(entry, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    port,
    received,
    useSecret(value: string) {
      secret = value
    },
    answer(handler: typeof respond) {
      respond = handler
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The verification docs/webhooks.md shows, written out again here so the test checks the documented scheme. */
function verify(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]))
  const timestamp = Number(parts.t)
  if (!secret || !Number.isInteger(timestamp) || !parts.v1) return false
  if (Math.abs(Date.now() / 1000 - timestamp) > 300) return false
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest()
  const given = Buffer.from(parts.v1, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
