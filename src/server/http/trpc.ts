import { trpcServer } from '@hono/trpc-server'
import type { Context } from 'hono'
import type { Config } from '../config'
import { createContext } from '../trpc/context'
import { appRouter } from '../trpc/router'
import type { AppEnv } from './env'

/** Mounts the procedures at /trpc with a context built from this request's middleware values. */
export function trpcHandler(config: Config) {
  return trpcServer({
    router: appRouter,
    endpoint: '/trpc',
    createContext: (opts, c) => {
      const hono = c as Context<AppEnv>
      return {
        ...createContext({
          em: hono.get('em'),
          config,
          log: hono.get('log'),
          user: hono.get('user'),
          ip: hono.get('ip'),
          resHeaders: opts.resHeaders,
          sessionToken: hono.get('sessionToken'),
          runtime: hono.get('runtime'),
        }),
      }
    },
    onError({ error, path, ctx }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        ;(ctx as { log?: AppEnv['Variables']['log'] } | undefined)?.log?.error(
          { err: error.cause ?? error, path },
          'procedure failed',
        )
      }
    },
  })
}
