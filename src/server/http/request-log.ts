import { randomUUID } from 'node:crypto'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { Config } from '@/server/config'
import type { Logger } from '@/server/logger'
import { clientAddress, type TrustProxy } from '@/server/lib/client-address'
import type { AppEnv } from './env'
import { logSafePath } from './log-safe-path'
import { setResponseHeader } from './response-headers'

const VALID_REQUEST_ID = /^[\w.:-]{1,100}$/

/** Node's request, where @hono/node-server put it (getConnInfo reads the same two places). */
interface NodeBindings {
  incoming?: unknown
  server?: { incoming?: unknown }
}

function clientIp(c: Context, trust: TrustProxy): string {
  const bindings = c.env as NodeBindings | undefined
  // In-memory requests (app.request in tests) have no Node request, so no socket: asked first rather than caught,
  // as a thrown error (with its stack) on every request was 3 % of the fault suite's request handling.
  const peer = (bindings?.server ?? bindings)?.incoming ? getConnInfo(c).remote.address : undefined
  // Capped: the address becomes a rate-limit key, and a proxy passes on whatever the client wrote.
  return clientAddress(trust, c.req.header('x-forwarded-for'), peer).slice(0, 64)
}

/**
 * First in the chain: gives the request an id (kept from X-Request-Id when a proxy set a sane one), a child
 * logger carrying it, and the client IP; logs one line per response with status and duration (and the path
 * without a secret link's key: log-safe-path.ts).
 */
export function requestLog(log: Logger, config: Pick<Config, 'TRUST_PROXY'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now()
    const incoming = c.req.header('x-request-id')
    const requestId = incoming && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID()
    const requestLog = log.child({ requestId })
    c.set('requestId', requestId)
    c.set('log', requestLog)
    c.set('ip', clientIp(c, config.TRUST_PROXY))
    await next()
    setResponseHeader(c, 'X-Request-Id', requestId)
    const status = c.res.status
    const line = {
      method: c.req.method,
      path: logSafePath(c.req.path),
      status,
      ms: Math.round(performance.now() - started),
    }
    if (status >= 500) requestLog.error(line, 'request failed')
    else requestLog.info(line, 'request')
  })
}
