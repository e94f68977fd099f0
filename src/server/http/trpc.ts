import { trpcServer } from '@hono/trpc-server'
import type { Context } from 'hono'
import { appRouter } from '@/server/trpc/router'
import { contextOf } from './context'
import type { AppEnv } from './env'

/** Mounts the procedures at /trpc with a context built from this request's middleware values. */
export function trpcHandler() {
  return trpcServer({
    router: appRouter,
    endpoint: '/trpc',
    // Spread: the adapter wants a plain record.
    createContext: (opts, c) => ({ ...contextOf(c as Context<AppEnv>, opts.resHeaders) }),
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
