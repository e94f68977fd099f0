import { hashKey, type QueryClient } from '@tanstack/react-query'
import type { SessionUser } from '@/shared/auth/auth.schema'
import type { Trpc } from '@/web/lib/trpc'

/**
 * After sign-in or sign-out: `auth.me` becomes the user the server just answered with (no extra request),
 * and everything else cached for the previous session is dropped, so no staff data outlives its session.
 * The site settings stay: they are the same for everyone. Callers then `router.invalidate()`, which re-runs
 * the staff guards of the page on screen.
 */
export function applySession(queryClient: QueryClient, trpc: Trpc, user: SessionUser | null) {
  const keep = new Set([hashKey(trpc.site.config.queryKey()), hashKey(trpc.auth.me.queryKey())])
  queryClient.removeQueries({ predicate: (query) => !keep.has(query.queryHash) })
  queryClient.setQueryData(trpc.auth.me.queryKey(), user)
}

/** How staff are named in the interface: the display name they chose (the username until they do). */
export function displayName(user: Pick<SessionUser, 'displayName'>) {
  return user.displayName
}
