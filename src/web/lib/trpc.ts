import type { QueryClient } from '@tanstack/react-query'
import { createTRPCClient, httpBatchLink } from '@trpc/client'
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query'
import { createContext, useContext } from 'react'
import superjson from 'superjson'
import type { AppRouter } from '@/server/trpc/router'

/** Query and mutation options for every procedure: `trpc.schools.list.queryOptions(input)`. */
export type Trpc = TRPCOptionsProxy<AppRouter>

/** In the browser, procedures are called over HTTP (batched) with the session cookie. */
export function createBrowserTrpc(queryClient: QueryClient): Trpc {
  const client = createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: '/trpc', transformer: superjson })],
  })
  return createTRPCOptionsProxy<AppRouter>({ client, queryClient })
}

export const TrpcContext = createContext<Trpc | null>(null)

/** The tRPC options proxy of this render: in-process on the server, HTTP in the browser. */
export function useTrpc(): Trpc {
  const trpc = useContext(TrpcContext)
  if (!trpc) throw new Error('useTrpc must be used inside the router (TrpcContext is missing)')
  return trpc
}
