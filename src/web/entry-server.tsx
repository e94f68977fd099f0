import type { ServerManifest } from '@tanstack/router-core'
import { createRequestHandler, renderSsrHtmlResponse, RouterServer } from '@tanstack/react-router/ssr/server'
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query'
import { renderToString } from 'react-dom/server'
import type { PageRenderer } from '../server/ssr/pages'
import type { AppRouter } from '../server/trpc/router'
import { createQueryClient } from './lib/query-client'
import { isForbidden } from './lib/require-admin'
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
        const trpc = createTRPCOptionsProxy({ router: appRouter, ctx, queryClient })
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
            return renderToString(<RouterServer router={router} />)
          } catch (error) {
            ctx.log.error({ err: error }, 'page render failed')
            throw error
          }
        },
      })
      const matches = router.stores.matches.get()
      // The router catches a failing loader itself and shows the route's error screen with a 500, so nothing
      // reaches the server's error handler: log each failure here, with its stack, or the only trace left is
      // the request line's status.
      for (const match of matches)
        if (match.status === 'error' && !isForbidden(match.error))
          ctx.log.error({ err: match.error, routeId: match.routeId }, 'page render failed')
      // The router knows 200, 404 and 500; a staff page refused to a non-admin is a 403.
      const forbidden = matches.some((match) => isForbidden(match.error))
      return forbidden ? new Response(response.body, { status: 403, headers: response.headers }) : response
    })
  }
}
