import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { ErrorPage } from './components/layout/error-page'
import { NotFoundPage } from './components/layout/not-found-page'
import { TrpcContext, type Trpc } from './lib/trpc'
import { routeTree } from './routeTree.gen'

/** What every route's loader and head() receive. */
export interface RouterContext {
  queryClient: QueryClient
  trpc: Trpc
}

/**
 * One router per render: the server creates a fresh router and QueryClient for every request, so no data leaks
 * between visitors; the browser creates one for the page's lifetime.
 */
export function createAppRouter({
  queryClient,
  trpc,
  nonce,
  history,
}: RouterContext & { nonce?: string; history?: RouterHistory }) {
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient, trpc },
    ssr: nonce ? { nonce } : undefined,
    defaultPreload: 'intent',
    // Loaders read from the query cache, which decides freshness (never stale, per the spec).
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    Wrap: ({ children }) => <TrpcContext.Provider value={trpc}>{children}</TrpcContext.Provider>,
  })
  // The address the server rendered, in the page's boot data: the browser's router starts there even if Back
  // or Forward moved the address bar before hydration (lib/held-history.ts, ADR 0153). Set before the query
  // integration, which wraps it.
  router.options.dehydrate = () => ({ renderedHref: router.state.location.href })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouterInstance
  }
}
