import { DatabaseNotReadyError } from './startup-lock'
import { isDatabaseUnavailable } from './unavailable'

/**
 * Issue 12 item 8: a start (or a command) that cannot use the database says so in one line naming the server,
 * never a pool stack trace and never the password. Returns undefined for errors that are bugs, which keep
 * their stack.
 */

/** SQLSTATEs of a reachable server that refuses us: wrong credentials, missing database, no permission. */
const REFUSALS: Record<string, string> = {
  '28P01': 'password authentication failed',
  '28000': 'this user may not connect',
  '3D000': 'the database does not exist',
  '42501': 'permission denied',
}

/** host:port/database of a postgres:// URL, without user or password. */
export function databaseLabel(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname === '/' ? '' : parsed.pathname}`
  } catch {
    return 'the server in DATABASE_URL'
  }
}

/** The first line of an error's own message, with anything URL-like removed in case it carries credentials. */
function reasonOf(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (typeof code === 'string' && REFUSALS[code]) return REFUSALS[code]
  const line = String(message ?? error)
    .split('\n')[0]!
    .trim()
  const clean = line.replace(/postgres(ql)?:\/\/\S+/gi, '<url>')
  return clean || (typeof code === 'string' ? code : 'unknown error')
}

export function describeStartupFailure(error: unknown, databaseUrl: string | undefined): string | undefined {
  if (error instanceof DatabaseNotReadyError) return error.message
  if (!databaseUrl) return undefined
  const { code } = (error ?? {}) as { code?: unknown }
  const refused = typeof code === 'string' && code in REFUSALS
  if (!refused && !isDatabaseUnavailable(error)) return undefined
  return (
    `Cannot use the PostgreSQL database at ${databaseLabel(databaseUrl)}: ${reasonOf(error)}. ` +
    'Check DATABASE_URL and that the server is running and reachable.'
  )
}
