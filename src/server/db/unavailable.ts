import { POOL_QUEUE_FULL } from './pg-pool'

/**
 * Whether an error means "the database cannot answer right now" (down, frozen, overloaded, or a timeout we set)
 * rather than a bug or a bad request. Such errors become a 503 with Retry-After for the caller (errors.ts) and
 * one line naming the host at start (startup-errors.ts). The driver reports them in several shapes: Node socket
 * errors, pg and pg-pool messages, PostgreSQL SQLSTATEs, each possibly wrapped by MikroORM or kept as `cause`.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  POOL_QUEUE_FULL,
])

const SQLSTATES = new Set([
  '57014', // query_canceled: our statement_timeout
  '55P03', // lock_not_available: our lock_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '53300', // too_many_connections
])

/** pg and pg-pool have no codes for their own timeouts and broken connections, only these messages. */
const DRIVER_MESSAGES = [
  /^timeout exceeded when trying to connect/i,
  /^Query read timeout/i,
  /^Connection terminated/i,
  /is not queryable/i,
  /^timeout expired/i,
]

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false
  const { code, message, cause, errors } = error as {
    code?: unknown
    message?: unknown
    cause?: unknown
    errors?: unknown
  }
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08')))
    return true
  if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true
  // Connecting to a name with several addresses fails with an AggregateError of one error per address.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true
  return isDatabaseUnavailable(cause, depth + 1)
}
