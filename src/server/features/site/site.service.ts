import type { SiteConfig } from '@/shared/site'
import { schedulerProviderOf, type Config } from '@/server/config'

export function siteConfigOf(config: Config): SiteConfig {
  return {
    brandName: config.BRAND_NAME,
    partnerName: config.PARTNER_NAME,
    partnerUrl: config.PARTNER_URL,
    publicUrl: config.PUBLIC_URL,
    scheduler: schedulerOf(config),
    contact: {
      email: config.CONTACT_EMAIL ?? null,
      phone: config.CONTACT_PHONE ?? null,
      address: config.CONTACT_ADDRESS ?? null,
    },
    analytics: analyticsOf(config),
  }
}

function schedulerOf(config: Config): SiteConfig['scheduler'] {
  const url = config.SCHEDULER_URL
  const provider = url ? schedulerProviderOf(url) : null
  return url && provider ? { provider, url } : null
}

function analyticsOf(config: Config): SiteConfig['analytics'] {
  const id = config.ANALYTICS_ID
  if (!id) return null
  if (config.ANALYTICS_PROVIDER === 'plausible')
    return { provider: 'plausible', domain: id, origin: config.PLAUSIBLE_HOST }
  if (config.ANALYTICS_PROVIDER === 'ga4') return { provider: 'ga4', measurementId: id }
  return null
}
