import type { ServerManifest } from '@tanstack/router-core'
import { createRequestHandler, renderSsrHtmlResponse, RouterServer } from '@tanstack/react-router/ssr/server'
import { createTRPCClient, TRPCClientError, unstable_localLink } from '@trpc/client'
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query'
import { renderToString } from 'react-dom/server'
import superjson from 'superjson'
import type { PageRenderer } from '@/server/ssr/pages'
import type { AppRouter } from '@/server/trpc/router'
import { deferModules } from './deferred-modules'
import { createQueryClient } from './lib/query-client'
import { isForbidden } from './lib/require-role'
import { isUnavailable } from './lib/trpc-error'
import { createAppRouter } from './router'

/**
 * Server render of one request. Route loaders call the procedures in-process with this request's context (no
 * HTTP to ourselves); the query cache they fill is dehydrated into the page, so the browser does not fetch again.
 */
export function createPageRenderer({
  appRouter,
  manifest,
}: {
  /** Passed in (not imported) so the dev server's render uses the very router the running server built. */
  appRouter: AppRouter
  /** Scripts, preloads and CSS per route; absent in tests, which read only the HTML. */
  manifest?: ServerManifest
}): PageRenderer {
  return (request, { trpc: ctx, nonce }) => {
    const handler = createRequestHandler({
      request,
      createRouter: () => {
        const queryClient = createQueryClient()
        // In-process, but through a tRPC client rather than the bare router: a failure then reaches the loaders
        // as the browser would see it, shaped by the error formatter (trpc/init.ts), so an unexpected error says
        // only "Something went wrong" when the router writes it into the page's data; its cause keeps the real
        // error for the log below. The transformer is named so results are handed over as they are (no copy).
        const client = createTRPCClient<AppRouter>({
          links: [
            unstable_localLink({ router: appRouter, createContext: async () => ctx, transformer: superjson }),
          ],
        })
        const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient })
        return createAppRouter({ queryClient, trpc, nonce })
      },
      getRouterManifest: manifest ? () => manifest : undefined,
    })
    return handler(async ({ router, responseHeaders }) => {
      // What renderRouterToString does, but a render that throws is logged with this request's logger (and so
      // its requestId) before the router answers its bare 500; the router alone would only print it to stderr.
      const response = await renderSsrHtmlResponse({
        router,
        responseHeaders,
        render: () => {
          try {
            // The page's scripts start once it has been painted (deferred-modules.ts, ADR 0078).
            return deferModules(renderToString(<RouterServer router={router} />))
          } catch (error) {
            ctx.log.error({ err: error }, 'page render failed')
            throw error
          }
        },
      })
      const failed = router.stores.matches.get().filter((match) => match.status === 'error')
      // The router catches a failing loader itself and shows the route's error screen with a 500, so nothing
      // reaches the server's error handler: log each failure here, with its stack, or the only trace left is
      // the request line's status. A database outage is not a bug: one warning, as for the API (http/errors.ts).
      for (const { error, routeId } of failed) {
        if (isForbidden(error)) continue
        if (isUnavailable(error)) ctx.log.warn({ routeId }, 'database unavailable')
        else ctx.log.error({ err: serverErrorOf(error), routeId }, 'page render failed')
      }
      // The router knows 200, 404 and 500; a staff page refused to a non-admin is a 403, and a page whose data
      // the database could not give is a 503 (Retry-After comes with the procedure's headers, see ssr/pages.ts).
      const status = failed.some((match) => isForbidden(match.error))
        ? 403
        : failed.some((match) => isUnavailable(match.error))
          ? 503
          : response.status
      return status === response.status
        ? response
        : new Response(response.body, { status, headers: response.headers })
    })
  }
}

/** The procedure's own error behind what the in-process client reported (its message is the real one). */
function serverErrorOf(error: unknown): unknown {
  return error instanceof TRPCClientError && error.cause ? error.cause : error
}
