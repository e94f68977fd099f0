import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from '@/server/config'
import { siteConfigOf } from '@/server/features/site/site.service'

describe('scheduler and analytics settings (D20, D21)', () => {
  it('are off by default', () => {
    const site = siteConfigOf(parseConfig({}))
    expect(site.scheduler).toBeNull()
    expect(site.analytics).toBeNull()
  })

  it.each([
    ['https://calendly.com/campuspulse/strategy-call', 'calendly'],
    ['https://www.calendly.com/campuspulse/30min', 'calendly'],
    ['https://cal.com/campuspulse/30min', 'cal'],
    ['https://app.cal.com/campuspulse/30min', 'cal'],
  ])('recognise %s as %s', (url, provider) => {
    expect(siteConfigOf(parseConfig({ SCHEDULER_URL: url })).scheduler).toEqual({ provider, url })
  })

  it.each([
    [
      { SCHEDULER_URL: 'https://meet.example.com/book' },
      /SCHEDULER_URL: must be a Calendly or Cal.com booking link/,
    ],
    [{ SCHEDULER_URL: 'http://calendly.com/x' }, /SCHEDULER_URL/],
    [{ ANALYTICS_PROVIDER: 'plausible' }, /ANALYTICS_ID: required when ANALYTICS_PROVIDER is set/],
    [{ ANALYTICS_ID: 'G-ABC1234' }, /ANALYTICS_PROVIDER: required when ANALYTICS_ID is set/],
    [{ ANALYTICS_PROVIDER: 'ga4', ANALYTICS_ID: 'UA-1234-1' }, /ANALYTICS_ID: a GA4 measurement id/],
    [{ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_ID: 'not a domain' }, /ANALYTICS_ID: for Plausible/],
    [{ ANALYTICS_PROVIDER: 'matomo', ANALYTICS_ID: 'x' }, /ANALYTICS_PROVIDER/],
  ])('refuse %o with one clear line', (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError)
    expect(() => parseConfig(env)).toThrow(message)
  })

  it('describe the configured analytics for the pages', () => {
    expect(
      siteConfigOf(parseConfig({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_ID: 'campus.example.com' }))
        .analytics,
    ).toEqual({ provider: 'plausible', domain: 'campus.example.com', origin: 'https://plausible.io' })
    expect(
      siteConfigOf(parseConfig({ ANALYTICS_PROVIDER: 'ga4', ANALYTICS_ID: 'G-ABC123XYZ' })).analytics,
    ).toEqual({
      provider: 'ga4',
      measurementId: 'G-ABC123XYZ',
    })
  })
})
