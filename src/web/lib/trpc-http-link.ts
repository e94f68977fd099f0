import { httpBatchLink } from '@trpc/client'
import superjson from 'superjson'
import type { AppRouter } from '@/server/trpc/router'

/**
 * The browser's way to the procedures: batched HTTP to /trpc, superjson on the wire (the session cookie goes with
 * it, same-origin). Loaded on the first call (lib/trpc.ts), not with the page.
 */
export const trpcHttpLink = httpBatchLink<AppRouter>({ url: '/trpc', transformer: superjson })
