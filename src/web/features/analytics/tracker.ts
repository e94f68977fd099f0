import { analyticsHosts, type AnalyticsSettings } from '@/shared/marketing/third-party'
import { loadScript } from '@/web/lib/load-script'

type Command = (...args: unknown[]) => void
type AnalyticsWindow = Window & {
  plausible?: Command & { q?: unknown[][] }
  dataLayer?: unknown[]
  gtag?: Command
}

export interface Tracker {
  /** Reports a page view of `path` (the site's own path, e.g. /services), private parts masked. */
  pageView(path: string): void
}

/**
 * The path as the analytics provider may see it. A results URL is its own key (ADR 0053: whoever has the link
 * reads the result), so its id never leaves the site: every result is reported as one page.
 */
export function reportedPath(path: string): string {
  return path.replace(/^\/brand-matching\/results\/[^/]+/, '/brand-matching/results/:id')
}

/**
 * The title as the analytics provider may see it (issue 39): a results page's title names the brand, which is
 * the visitor's own data, so every result is reported under one generic title; other pages keep theirs.
 */
export function reportedTitle(path: string, title: string): string {
  return /^\/brand-matching\/results\//.test(path) ? 'Campus Recommendations' : title
}

const warn = (error: unknown) =>
  // Analytics must never break the page or fail a test run: a blocked or missing script is only logged.
  console.warn('Analytics could not be loaded:', error instanceof Error ? error.message : error)

/**
 * Page-view reporting for the configured provider (decision D21). Each provider's documented command queue is
 * set up first, so page views reported before the script has arrived are sent once it has; if it never
 * arrives they are simply dropped.
 */
export function createTracker(settings: AnalyticsSettings, w: AnalyticsWindow = window): Tracker {
  const { scriptUrl } = analyticsHosts(settings)
  const urlOf = (path: string) => new URL(path, w.location.origin).href

  if (settings.provider === 'plausible') {
    if (!w.plausible) {
      const queue: Command & { q?: unknown[][] } = (...args) => void (queue.q ??= []).push(args)
      w.plausible = queue
    }
    loadScript(scriptUrl, { 'data-domain': settings.domain }).catch(warn)
    return { pageView: (path) => w.plausible!('pageview', { u: urlOf(reportedPath(path)) }) }
  }

  w.dataLayer ??= []
  // gtag.js only reads `arguments` objects from the data layer, exactly as Google's snippet pushes them.
  w.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments)
  }
  w.gtag('js', new Date())
  // Page views are sent on each route change below, not by gtag's own first-load report.
  w.gtag('config', settings.measurementId, { send_page_view: false })
  loadScript(scriptUrl).catch(warn)
  return {
    pageView: (path) => {
      const reported = reportedPath(path)
      // Sent explicitly: left out, gtag.js reports document.title, which names the brand on a results page.
      w.gtag!('event', 'page_view', {
        page_location: urlOf(reported),
        page_path: reported,
        page_title: reportedTitle(path, w.document.title),
        send_to: settings.measurementId,
      })
    },
  }
}
