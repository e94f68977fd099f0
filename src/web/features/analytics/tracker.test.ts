import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { captureScripts } from '@/web/lib/load-script.test-helpers'
import type { createTracker as createTrackerType } from './tracker'

// A fresh module per test: the script loader remembers what it loaded.
let createTracker: typeof createTrackerType
let scripts: ReturnType<typeof captureScripts>
beforeEach(async () => {
  vi.resetModules()
  scripts = captureScripts()
  createTracker = (await import('./tracker')).createTracker
})

type TestWindow = Window & { plausible?: { q?: unknown[][] }; dataLayer?: IArguments[] }
const w = window as TestWindow
const scriptWith = (fragment: string) => scripts.find(fragment)
/** The page's <title>, as the router's head sets it (past captureScripts' spy on head.appendChild). */
const setTitle = (text: string) => {
  let title = document.querySelector('title')
  if (!title) {
    title = document.createElement('title')
    Node.prototype.appendChild.call(document.head, title)
  }
  title.textContent = text
}

afterEach(() => {
  delete w.plausible
  delete w.dataLayer
  delete (w as { gtag?: unknown }).gtag
  vi.restoreAllMocks()
})

describe('createTracker (D21)', () => {
  it('Plausible: loads the manual script for the domain and queues a page view per path', () => {
    const tracker = createTracker({
      provider: 'plausible',
      domain: 'campus.example.com',
      origin: 'https://plausible.io',
    })
    const script = scriptWith('plausible.io')
    expect(script?.src).toBe('https://plausible.io/js/script.manual.js')
    expect(script?.dataset.domain).toBe('campus.example.com')
    tracker.pageView('/')
    tracker.pageView('/services')
    expect(w.plausible?.q).toEqual([
      ['pageview', { u: `${location.origin}/` }],
      ['pageview', { u: `${location.origin}/services` }],
    ])
  })

  it('GA4: configures the id without gtag’s automatic page view and sends one per path', () => {
    const tracker = createTracker({ provider: 'ga4', measurementId: 'G-ABC123XYZ' })
    expect(scriptWith('googletagmanager.com')?.src).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ',
    )
    setTitle('Spotify case study | CampusPulse')
    tracker.pageView('/cs/spotify')
    const commands = w.dataLayer!.map((entry) => [...entry])
    expect(commands[1]).toEqual(['config', 'G-ABC123XYZ', { send_page_view: false }])
    expect(commands[2]).toEqual([
      'event',
      'page_view',
      {
        page_location: `${location.origin}/cs/spotify`,
        page_path: '/cs/spotify',
        page_title: 'Spotify case study | CampusPulse',
        send_to: 'G-ABC123XYZ',
      },
    ])
    // gtag.js reads only `arguments` objects, as Google's snippet pushes them.
    expect(Object.prototype.toString.call(w.dataLayer![2])).toBe('[object Arguments]')
  })

  it('never reports a result link’s id, to either provider (ADR 0053: the id is the key to the result)', () => {
    const secret = '/brand-matching/results/q3V9x_Yc2LrT0aBdEfGhIj'
    const plausible = createTracker({
      provider: 'plausible',
      domain: 'campus.example.com',
      origin: 'https://plausible.io',
    })
    plausible.pageView(secret)
    plausible.pageView('/brand-matching')
    expect(w.plausible?.q).toEqual([
      ['pageview', { u: `${location.origin}/brand-matching/results/:id` }],
      ['pageview', { u: `${location.origin}/brand-matching` }],
    ])

    // The results page's own title names the brand (the visitor's data): never sent (issue 39).
    setTitle('Campus Recommendations for Acme Secret Launch | CampusPulse')
    const ga4 = createTracker({ provider: 'ga4', measurementId: 'G-ABC123XYZ' })
    ga4.pageView(secret)
    const event = [...w.dataLayer!.at(-1)!]
    expect(event).toEqual([
      'event',
      'page_view',
      {
        page_location: `${location.origin}/brand-matching/results/:id`,
        page_path: '/brand-matching/results/:id',
        page_title: 'Campus Recommendations',
        send_to: 'G-ABC123XYZ',
      },
    ])
    const sent = JSON.stringify([w.plausible?.q, w.dataLayer!.map((entry) => [...entry])])
    expect(sent).not.toContain('q3V9x')
    expect(sent).not.toContain('Acme')
  })

  it('only logs a warning when the script cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const tracker = createTracker({
      provider: 'plausible',
      domain: 'campus.example.com',
      origin: 'https://stats.example.com',
    })
    scriptWith('stats.example.com')!.dispatchEvent(new Event('error'))
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce())
    expect(warn.mock.calls[0]!.join(' ')).toContain(
      'Analytics could not be loaded: Could not load https://stats.example.com/js/script.manual.js',
    )
    expect(error).not.toHaveBeenCalled()
    expect(() => tracker.pageView('/about')).not.toThrow()
    // A failed script is taken out of the page again.
    expect(scriptWith('stats.example.com')!.isConnected).toBe(false)
  })
})
