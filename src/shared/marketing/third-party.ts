/**
 * The third-party services the marketing site can use, each off unless configured (decisions D20, D21), and
 * the hosts each one needs. The browser loads scripts from these URLs and the server's Content-Security-Policy
 * allows exactly these hosts, from this one description.
 */
export interface SchedulerSettings {
  provider: 'calendly' | 'cal'
  /** The booking link as configured (SCHEDULER_URL). */
  url: string
}

export type AnalyticsSettings =
  | { provider: 'plausible'; /** The site as registered in Plausible. */ domain: string; origin: string }
  | { provider: 'ga4'; measurementId: string }

export interface ThirdPartyHosts {
  /** Script files to load. */
  scriptUrl: string
  scriptOrigins: string[]
  frameOrigins: string[]
  connectOrigins: string[]
}

const CAL_APP = 'https://app.cal.com'

export function schedulerHosts(scheduler: SchedulerSettings): ThirdPartyHosts {
  if (scheduler.provider === 'calendly') {
    return {
      scriptUrl: 'https://assets.calendly.com/assets/external/widget.js',
      scriptOrigins: ['https://assets.calendly.com'],
      frameOrigins: [new URL(scheduler.url).origin],
      connectOrigins: [],
    }
  }
  return {
    scriptUrl: `${CAL_APP}/embed/embed.js`,
    scriptOrigins: [CAL_APP],
    frameOrigins: [...new Set([CAL_APP, new URL(scheduler.url).origin])],
    connectOrigins: [CAL_APP],
  }
}

/** Cal.com's embed names a booking page by its path: https://cal.com/acme/30min → "acme/30min". */
export const calLinkOf = (url: string) => new URL(url).pathname.replace(/^\/+|\/+$/g, '')

export function analyticsHosts(analytics: AnalyticsSettings): ThirdPartyHosts {
  if (analytics.provider === 'plausible') {
    return {
      // The "manual" build reports only the page views we send, so client-side navigation is counted once.
      scriptUrl: `${analytics.origin}/js/script.manual.js`,
      scriptOrigins: [analytics.origin],
      frameOrigins: [],
      connectOrigins: [analytics.origin],
    }
  }
  return {
    scriptUrl: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(analytics.measurementId)}`,
    scriptOrigins: ['https://www.googletagmanager.com'],
    frameOrigins: [],
    connectOrigins: [
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
  }
}
