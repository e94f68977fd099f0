import { useLocation } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { AnalyticsSettings } from '@/shared/marketing/third-party'
import type { Tracker } from './tracker'

/**
 * Reports a page view with the current path after the first render and on every route change (decision D21).
 * Only the path is sent: search strings can carry what visitors typed. The tracker (and the provider's hosts and
 * script loader it needs) is imported on the first report, after hydration, so it stays out of every page's
 * first load (ADR 0082); reports wait on that one import, in order.
 */
export function Analytics({ settings }: { settings: AnalyticsSettings }) {
  const pathname = useLocation({ select: (location) => location.pathname })
  const tracker = useRef<Promise<Tracker> | null>(null)
  const reported = useRef<string | null>(null)
  useEffect(() => {
    tracker.current ??= import('./tracker').then(({ createTracker }) => createTracker(settings))
    if (reported.current === pathname) return
    reported.current = pathname
    tracker.current.then(
      (loaded) => loaded.pageView(pathname),
      (error: unknown) => console.warn('Analytics could not be loaded:', error),
    )
  }, [pathname, settings])
  return null
}
