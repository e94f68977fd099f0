import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import type { SessionUser } from '@/shared/auth/auth.schema'
import { useHydrated } from '@/web/lib/use-hydrated'
import { useTrpc } from '@/web/lib/trpc'

const StaffBar = lazy(() =>
  import('@/web/features/auth/staff-bar').then((module) => ({ default: module.StaffBar })),
)

/**
 * Where the staff bar goes. The root loader has already put who is signed in into the query cache (dehydrated
 * with the page, so no request here); this reads it straight from the cache, which costs every visitor less
 * code than a query observer. Visitors get nothing, not even the bar's code; staff get it once the page is
 * interactive, and it follows sign-in and sign-out.
 */
export function StaffBarSlot() {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const key = trpc.auth.me.queryKey()
  const read = () => queryClient.getQueryData<SessionUser | null>(key) ?? null
  const user = useSyncExternalStore((onChange) => queryClient.getQueryCache().subscribe(onChange), read, read)
  const hydrated = useHydrated()
  if (!hydrated || !user) return null
  return (
    <Suspense fallback={null}>
      <StaffBar user={user} />
    </Suspense>
  )
}
