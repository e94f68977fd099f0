import { startTransition, useEffect, useState } from 'react'

/**
 * False on the server and while React hydrates the server's HTML, true from the render after the component has
 * mounted. Lets a component render something only once the page is interactive without a hydration mismatch.
 *
 * The change is a transition, which React renders in slices between the browser's own work. A flag read through
 * useSyncExternalStore (true in the browser, false in the server snapshot) made React re-render every component
 * that asked synchronously right after hydrating: a phone's main thread blocked for tens of milliseconds while
 * the contact form re-rendered itself enabled (issue 19, Total Blocking Time). A component mounted later, on a
 * client navigation, is false for its first render too, and true a moment later.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => {
    startTransition(() => setHydrated(true))
  }, [])
  return hydrated
}
