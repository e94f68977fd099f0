import { createBrowserHistory, type HistoryLocation, type RouterHistory } from '@tanstack/react-router'
import { pageHydrated } from './hydration'

/**
 * The router's browser history, which keeps Back and Forward pressed before hydration from reaching the router
 * until the page has hydrated (ADR 0153). A reloaded page can share one document with the entries the visitor
 * reached in it, so Back and Forward between them are popstate events, not page loads; pressed before hydration,
 * the router would either be created at an address other than the one the server rendered (React drops the
 * page: #418) or move while React hydrates it (#422), the same failure a click before hydration meets (ADR 0065).
 *
 * Until the page has hydrated, the router reads the address the server rendered and hears no popstate (a
 * listener registered before the router's stops them); once hydrated, if the address bar has moved, one popstate
 * is replayed, and the router goes where the visitor went, as if they had pressed the button just then.
 */
export function historyHeldUntilHydrated(): RouterHistory {
  // The address the server rendered the page for: router.tsx puts it in the page's boot data.
  const rendered = (window as { $_TSR?: { router?: { dehydratedData?: { renderedHref?: string } } } }).$_TSR
    ?.router?.dehydratedData?.renderedHref
  let held = true
  const hold = (event: Event) => event.stopImmediatePropagation()
  addEventListener('popstate', hold)
  const history = createBrowserHistory({
    parseLocation: () => {
      let { pathname, search, hash } = location
      if (held && rendered && pathname + search !== rendered) {
        const query = rendered.indexOf('?')
        ;[pathname, search, hash] =
          query < 0 ? [rendered, '', ''] : [rendered.slice(0, query), rendered.slice(query), '']
      }
      return {
        href: pathname + search + hash,
        pathname,
        search,
        hash,
        state: window.history.state as HistoryLocation['state'],
      }
    },
  })
  void pageHydrated.then(() => {
    held = false
    removeEventListener('popstate', hold)
    if (location.pathname + location.search + location.hash !== history.location.href)
      dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }))
  })
  return history
}
