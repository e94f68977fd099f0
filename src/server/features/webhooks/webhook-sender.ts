import { createHmac } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP, type BlockList } from 'node:net'
import { guardedLookup, refusalOf, RefusedAddressError } from './outgoing-address'

/** The signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (docs/webhooks.md). */
export const SIGNATURE_HEADER = 'CampusPulse-Signature'

/** Every attempt is over within this long, whatever the receiver does (connect, headers, body). */
export const DELIVERY_TIMEOUT_MS = 10_000

export function signatureOf(secret: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return `t=${timestamp},v1=${digest}`
}

export interface Delivery {
  url: string
  secret: string
  body: string
  event: string
  eventId: string
}

export interface AttemptResult {
  ok: boolean
  /** The receiver's HTTP status; null when none came (refused address, timeout, connection error). */
  status: number | null
  /** Why it failed, for the delivery log. */
  error: string | null
  /** False when retrying cannot help (the address is refused). */
  retry: boolean
}

/**
 * POSTs one delivery, signed, and tells how it went; never throws. A 2xx is delivered; anything else, a
 * timeout or a connection error is a failure the job retries.
 */
export async function sendDelivery(
  delivery: Delivery,
  allowed: BlockList,
  now = () => Date.now(),
): Promise<AttemptResult> {
  let url: URL
  try {
    url = new URL(delivery.url)
  } catch {
    return { ok: false, status: null, error: 'The URL is not valid', retry: false }
  }
  const literal = url.hostname.replace(/^\[|\]$/g, '')
  const refused = isIP(literal) ? refusalOf(literal, allowed) : null
  if (refused) return { ok: false, status: null, error: refused, retry: false }
  const timestamp = Math.floor(now() / 1000)
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise<AttemptResult>((resolve) => {
    const req = request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(allowed),
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'CampusPulse-Webhooks/1',
          'CampusPulse-Event': delivery.event,
          'CampusPulse-Event-Id': delivery.eventId,
          [SIGNATURE_HEADER]: signatureOf(delivery.secret, timestamp, delivery.body),
        },
      },
      (res) => {
        const status = res.statusCode ?? 0
        // The answer's body is not read: it is drained so the socket closes, within the same time bound.
        res.resume()
        res.on('end', () => {
          const ok = status >= 200 && status < 300
          resolve({ ok, status, error: ok ? null : `The receiver answered ${status}`, retry: !ok })
        })
        res.on('error', (error) => resolve(failure(error, status)))
      },
    )
    req.on('error', (error) => resolve(failure(error, null)))
    req.end(delivery.body)
  })
}

function failure(error: Error, status: number | null): AttemptResult {
  if (error instanceof RefusedAddressError || error.cause instanceof RefusedAddressError)
    return { ok: false, status, error: error.message.slice(0, 300), retry: false }
  const timedOut = error.name === 'AbortError' || error.name === 'TimeoutError'
  const message = timedOut ? `No answer within ${DELIVERY_TIMEOUT_MS / 1000} s` : error.message
  return { ok: false, status, error: message.slice(0, 300), retry: true }
}
