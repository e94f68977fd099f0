import type { ServerManifest } from '@tanstack/router-core'
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server'
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query'
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
      const response = await renderRouterToString({
        router,
        responseHeaders,
        children: <RouterServer router={router} />,
      })
      // The router knows 200, 404 and 500; a staff page refused to a non-admin is a 403.
      const forbidden = router.stores.matches.get().some((match) => isForbidden(match.error))
      return forbidden ? new Response(response.body, { status: 403, headers: response.headers }) : response
    })
  }
}
