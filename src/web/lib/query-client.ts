import { QueryClient } from '@tanstack/react-query'

/**
 * Data-fetching defaults from the spec (section 9): no retries, no refetch on focus, no polling, data never
 * goes stale by itself. Writes invalidate what they change instead. Failed queries are not dehydrated into the
 * HTML: the browser shows the error state and may retry by navigating.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: Infinity },
      mutations: { retry: false },
      dehydrate: { shouldDehydrateQuery: (query) => query.state.status === 'success' },
    },
  })
}
