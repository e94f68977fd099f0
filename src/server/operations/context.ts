import type { Config } from '@/server/config'
import type { Em } from '@/server/db/orm'
import type { CurrentUser } from '@/server/features/auth/current-user'
import type { Logger } from '@/server/logger'
import { ChangeFeed } from '@/server/lib/cluster/change-feed'
import { databaseCounterStore } from '@/server/lib/limits/counter-store'
import { createRuntime, type Runtime } from '@/server/runtime'

/**
 * What every procedure receives. Both transports build it from the request with `contextOf` (http/context.ts); the server
 * render and developers' tests build it with `createContext` and call procedures in-process.
 */
export interface AppContext {
  /** This request's own entity manager: a fork, so no state leaks between requests. */
  em: Em
  config: Config
  log: Logger
  /** The signed-in staff member, or null for visitors. */
  user: CurrentUser | null
  /** The integration key a REST request was let in by (ADR 0095), if any: the audit trail names it. */
  apiKey?: { id: number; name: string }
  /** Client address for rate limits; 'local' for in-process callers. */
  ip: string
  /** Headers a procedure adds to the HTTP response (session cookies). In-process callers may ignore them. */
  resHeaders: Headers
  /** The session token the request came with, if any (sign-in replaces it, sign-out ends it). */
  sessionToken?: string
  /** The request's User-Agent and Cookie headers: sign-in records the one, reads a remembered device from the other. */
  userAgent?: string
  cookieHeader?: string
  /** App-lifetime state: throttles, limiters, clients. */
  runtime: Runtime
}

export interface ContextInput {
  em: Em
  config: Config
  log: Logger
  user?: CurrentUser | null
  apiKey?: { id: number; name: string }
  ip?: string
  resHeaders?: Headers
  sessionToken?: string
  userAgent?: string
  cookieHeader?: string
  /** Defaults to a runtime of its own: fine for a script; share the app's to share its throttles. */
  runtime?: Runtime
}

export function createContext(input: ContextInput): AppContext {
  return {
    em: input.em,
    config: input.config,
    log: input.log,
    user: input.user ?? null,
    apiKey: input.apiKey,
    ip: input.ip ?? 'local',
    resHeaders: input.resHeaders ?? new Headers(),
    sessionToken: input.sessionToken,
    userAgent: input.userAgent,
    cookieHeader: input.cookieHeader,
    runtime:
      input.runtime ??
      createRuntime(input.config, {
        counters: databaseCounterStore(() => input.em),
        // A caller of its own (a script) has no other replicas to tell.
        changes: new ChangeFeed(),
      }),
  }
}
