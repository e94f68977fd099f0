import type { QueryClient } from '@tanstack/react-query'
import { createTRPCClient, TRPCClientError, type OperationLink, type TRPCLink } from '@trpc/client'
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query'
import type { AnyRouter } from '@trpc/server'
import { observable, type Unsubscribable } from '@trpc/server/observable'
import { createContext, useContext } from 'react'
import type { AppRouter } from '@/server/trpc/router'

/** Query and mutation options for every procedure: `trpc.schools.list.queryOptions(input)`. */
export type Trpc = TRPCOptionsProxy<AppRouter>

/**
 * A link fetched on the first call: `loadLink` resolves it (the HTTP link and its superjson are a chunk of their
 * own, lib/trpc-http-link.ts). A server-rendered page arrives with its data, so most first visits never call a
 * procedure; the first navigation or write waits for one small chunk. Calls made together share the one loaded
 * link, so they are still batched. A failed chunk fetch fails the calls waiting for it as TRPCClientErrors, and
 * the next call tries again rather than keeping the failure.
 */
export function lazyLink<TRouter extends AnyRouter>(
  loadLink: () => Promise<TRPCLink<TRouter>>,
): TRPCLink<TRouter> {
  return (runtime) => {
    let loaded: Promise<OperationLink<TRouter>> | undefined
    const load = () =>
      (loaded ??= loadLink().then(
        (link) => link(runtime),
        (error: unknown) => {
          loaded = undefined
          throw error
        },
      ))
    return ({ op, next }) =>
      observable((observer) => {
        let subscription: Unsubscribable | undefined
        let stopped = false
        load().then(
          (link) => {
            if (!stopped) subscription = link({ op, next }).subscribe(observer)
          },
          (error: unknown) => {
            if (!stopped) observer.error(TRPCClientError.from(error as Error))
          },
        )
        return () => {
          stopped = true
          subscription?.unsubscribe()
        }
      })
  }
}

/** In the browser, procedures are called over HTTP (batched) with the session cookie. */
export function createBrowserTrpc(queryClient: QueryClient): Trpc {
  const httpLink = lazyLink(() => import('./trpc-http-link').then(({ trpcHttpLink }) => trpcHttpLink))
  const client = createTRPCClient<AppRouter>({ links: [httpLink] })
  return createTRPCOptionsProxy<AppRouter>({ client, queryClient })
}

export const TrpcContext = createContext<Trpc | null>(null)

/** The tRPC options proxy of this render: in-process on the server, HTTP in the browser. */
export function useTrpc(): Trpc {
  const trpc = useContext(TrpcContext)
  if (!trpc) throw new Error('useTrpc must be used inside the router (TrpcContext is missing)')
  return trpc
}
