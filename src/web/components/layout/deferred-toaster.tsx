import { lazy, Suspense } from 'react'
import { useHydrated } from '@/web/lib/use-hydrated'

const Toaster = lazy(() =>
  import('@/web/components/ui/sonner').then((module) => ({ default: module.Toaster })),
)

/**
 * The notification area, loaded after hydration: no page shows a toast on first paint, so the toast library
 * stays out of the first load and arrives with the first code that raises a toast.
 */
export function DeferredToaster() {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
