import type { AnalyticsSettings, SchedulerSettings } from './marketing/third-party'

/** The public, non-secret settings the pages need (decision D1), sent to the browser with the first render. */
export interface SiteConfig {
  brandName: string
  partnerName: string
  partnerUrl: string
  /** Origin for canonical links and structured data, without a trailing slash. */
  publicUrl: string
  /** The booking page's embedded scheduler (decision D20); null shows the request-a-call form. */
  scheduler: SchedulerSettings | null
  /** The agency's contact details (CONTACT_EMAIL, CONTACT_PHONE, CONTACT_ADDRESS); each null when unset. */
  contact: { email: string | null; phone: string | null; address: string | null }
  /** Page-view analytics (decision D21); null when off, the default. */
  analytics: AnalyticsSettings | null
}
