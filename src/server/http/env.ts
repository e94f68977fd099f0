import type { Config } from '@/server/config'
import type { Em } from '@/server/db/orm'
import type { CurrentUser } from '@/server/features/auth/current-user'
import type { Logger } from '@/server/logger'
import type { Runtime } from '@/server/runtime'

/** Per-request values the middleware sets and handlers read with `c.get(...)`. */
export interface AppEnv {
  Variables: {
    config: Config
    requestId: string
    log: Logger
    /** Client address: the socket peer, or the X-Forwarded-For entry TRUST_PROXY says our proxy appended. */
    ip: string
    /** Nonce that marks this response's own inline scripts as allowed by the Content-Security-Policy. */
    cspNonce: string
    em: Em
    user: CurrentUser | null
    /** The session cookie's token, when the request carried one. */
    sessionToken: string | undefined
    runtime: Runtime
    /** This answer is the public one every anonymous caller gets: it may be kept and revalidated (shared-reads.ts). */
    sharedRead: boolean
    /** The integration key this request was let in by (require-integration-key.ts), if any. */
    apiKey: { id: number; name: string; scopes: readonly string[] } | undefined
  }
}
