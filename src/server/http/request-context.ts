import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { Config } from '@/server/config'
import type { Orm } from '@/server/db/orm'
import type { Runtime } from '@/server/runtime'
import { SESSION_COOKIE } from '@/server/features/auth/session-cookie'
import { findSessionUser } from '@/server/features/auth/session.service'
import type { AppEnv } from './env'

/**
 * Gives each request its own entity manager (a fork: no identity map shared between requests) and resolves
 * the session cookie to the signed-in user.
 */
export function requestContext(orm: Orm, config: Config, runtime: Runtime) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('config', config)
    c.set('runtime', runtime)
    const em = orm.em.fork()
    c.set('em', em)
    const token = getCookie(c, SESSION_COOKIE)
    c.set('sessionToken', token)
    c.set('user', token ? await findSessionUser(em, token, config) : null)
    await next()
  })
}
