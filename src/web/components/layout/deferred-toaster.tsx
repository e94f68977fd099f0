import { lazy, Suspense, useSyncExternalStore } from 'react'

const Toaster = lazy(() =>
  import('@/web/components/ui/sonner').then((module) => ({ default: module.Toaster })),
)

/**
 * The notification area, loaded after hydration: no page shows a toast on first paint, so the toast library
 * stays out of the first load and arrives with the first code that raises a toast.
 */
const noSubscription = () => () => {}

export function DeferredToaster() {
  // false on the server and during hydration, true once the page is interactive.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
