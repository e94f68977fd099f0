import type { Context } from 'hono'
import { createContext, type AppContext } from '@/server/operations/context'
import type { AppEnv } from './env'

/** The operations' context from this request's middleware values: one mapping for REST, tRPC and pages. */
export function contextOf(c: Context<AppEnv>, resHeaders?: Headers): AppContext {
  return createContext({
    em: c.get('em'),
    config: c.get('config'),
    log: c.get('log'),
    user: c.get('user'),
    apiKey: keyOf(c.get('apiKey')),
    ip: c.get('ip'),
    resHeaders,
    sessionToken: c.get('sessionToken'),
    userAgent: c.req.header('user-agent'),
    cookieHeader: c.req.header('cookie'),
    runtime: c.get('runtime'),
  })
}

const keyOf = (key: AppEnv['Variables']['apiKey']) => (key ? { id: key.id, name: key.name } : undefined)
