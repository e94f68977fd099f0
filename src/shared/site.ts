import { z } from 'zod'

/** The public, non-secret settings the pages need (decision D1), sent to the browser with the first render. */
export const siteConfigSchema = z.object({
  brandName: z.string(),
  partnerName: z.string(),
  partnerUrl: z.string(),
  /** Origin for canonical links and structured data, without a trailing slash. */
  publicUrl: z.string(),
  /** The booking page's embedded scheduler (decision D20); null shows the request-a-call form. */
  scheduler: z.object({ provider: z.enum(['calendly', 'cal']), url: z.string() }).nullable(),
  /** The agency's contact details (CONTACT_EMAIL, CONTACT_PHONE, CONTACT_ADDRESS); each null when unset. */
  contact: z.object({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
  }),
  /** Page-view analytics (decision D21); null when off, the default. */
  analytics: z
    .discriminatedUnion('provider', [
      z.object({ provider: z.literal('plausible'), domain: z.string(), origin: z.string() }),
      z.object({ provider: z.literal('ga4'), measurementId: z.string() }),
    ])
    .nullable(),
})
export type SiteConfig = z.infer<typeof siteConfigSchema>
