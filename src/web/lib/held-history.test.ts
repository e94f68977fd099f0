import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * Back and Forward pressed once the bundle runs (the router's history exists) but before the page has hydrated
 * (ADR 0153): the history keeps them from the router, reading the address the server rendered, and once hydrated
 * replays one, so the router goes where the address bar says. The browser test (back-forward-before-hydration)
 * shows the whole; this one holds the moment in between still. A fresh module each test: hydration happens once.
 */
const entry = (index: number) => ({ __TSR_index: index, __TSR_key: `k${index}`, key: `k${index}` })
// What the browser does on Back or Forward: the address moves, then popstate. (The router's history patches
// `history.replaceState` to hear the app's own changes; the browser's move is not one, so the prototype's.)
const press = (path: string, index: number) => {
  History.prototype.replaceState.call(window.history, entry(index), '', path)
  dispatchEvent(new PopStateEvent('popstate', { state: entry(index) }))
}

async function heldHistory() {
  vi.resetModules()
  const { historyHeldUntilHydrated } = await import('./held-history')
  const { markPageHydrated, pageHydrated } = await import('./hydration')
  const history = historyHeldUntilHydrated()
  const heard = vi.fn()
  history.subscribe(heard)
  const hydrate = async () => {
    markPageHydrated()
    await pageHydrated
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { history, heard, hydrate }
}

describe('the history held until hydration', () => {
  beforeEach(() => {
    // The server rendered /blog, reached from /about in the page: two entries of one document.
    History.prototype.replaceState.call(window.history, entry(1), '', '/blog')
    Object.assign(window, { $_TSR: { router: { dehydratedData: { renderedHref: '/blog' } } } })
  })
  afterEach(() => {
    delete (window as { $_TSR?: unknown }).$_TSR
  })

  it('keeps a Back pressed before hydration from the router, then replays it once hydrated', async () => {
    const { history, heard, hydrate } = await heldHistory()
    press('/about', 0)
    expect(history.location.pathname).toBe('/blog')
    expect(heard).not.toHaveBeenCalled()

    await hydrate()
    expect(history.location.pathname).toBe('/about')
    expect(heard).toHaveBeenCalledOnce()
    history.destroy()
  })

  it('created after a Back pressed before the bundle ran, reads the address the server rendered until hydrated', async () => {
    press('/about', 0)
    const { history, heard, hydrate } = await heldHistory()
    expect(history.location.pathname).toBe('/blog')
    await hydrate()
    expect(history.location.pathname).toBe('/about')
    expect(heard).toHaveBeenCalledOnce()
    history.destroy()
  })

  it('replays nothing when the presses end on the page the server rendered', async () => {
    const { history, heard, hydrate } = await heldHistory()
    press('/about', 0)
    press('/blog', 1)
    await hydrate()
    expect(history.location.pathname).toBe('/blog')
    expect(heard).not.toHaveBeenCalled()
    history.destroy()
  })

  it('hears Back and Forward as usual once hydrated', async () => {
    const { history, heard, hydrate } = await heldHistory()
    await hydrate()
    press('/about', 0)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(history.location.pathname).toBe('/about')
    expect(heard).toHaveBeenCalledOnce()
    history.destroy()
  })
})
