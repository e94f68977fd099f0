import { startTransition, useEffect, useState } from 'react'
import type * as visitorTime from './visitor-time'

export type VisitorClock = typeof visitorTime

let loaded: VisitorClock | null = null
let loading: Promise<VisitorClock> | null = null

/**
 * The visitor's clock (visitor-time.ts, ADR 0103), imported once the page is interactive rather than with it
 * (ADR 0082): the server's HTML and the hydration render show the office's times, so nothing needs it before.
 * Null until it has arrived (and on the server); every component asking shares the one import. If it cannot
 * load, the times stay on the office's clock, which the page always shows too.
 */
export function useVisitorClock(): VisitorClock | null {
  const [clock, setClock] = useState<VisitorClock | null>(null)
  useEffect(() => {
    if (loaded) {
      const module = loaded
      startTransition(() => setClock(module))
      return
    }
    let active = true
    loading ??= import('./visitor-time').then((module) => (loaded = module))
    loading.then(
      (module) => active && startTransition(() => setClock(module)),
      (error: unknown) => console.warn('The visitor clock could not be loaded:', error),
    )
    return () => {
      active = false
    }
  }, [])
  return clock
}
