import { useLocation } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { AnalyticsSettings } from '@/shared/marketing/third-party'
import { createTracker, type Tracker } from './tracker'

/**
 * Reports a page view with the current path after the first render and on every route change (decision D21).
 * Only the path is sent: search strings can carry what visitors typed.
 */
export function Analytics({ settings }: { settings: AnalyticsSettings }) {
  const pathname = useLocation({ select: (location) => location.pathname })
  const tracker = useRef<Tracker | null>(null)
  const reported = useRef<string | null>(null)
  useEffect(() => {
    tracker.current ??= createTracker(settings)
    if (reported.current === pathname) return
    reported.current = pathname
    tracker.current.pageView(pathname)
  }, [pathname, settings])
  return null
}
