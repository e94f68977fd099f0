import { createMiddleware } from 'hono/factory'
import { secureHeaders } from 'hono/secure-headers'
import { analyticsHosts, schedulerHosts, type ThirdPartyHosts } from '@/shared/marketing/third-party'
import { isProduction, type Config } from '@/server/config'
import { siteConfigOf } from '@/server/features/site/site.service'
import { cspNonceSource } from './csp-nonce'
import type { AppEnv } from './env'

/**
 * Security headers and a nonce-based Content-Security-Policy: only our own scripts and the inline scripts the
 * server render marks with this request's nonce may run. Third-party origins a feature needs (scheduler embed,
 * analytics) are added from configuration here, in one place. Development skips the CSP: Vite injects its own
 * inline scripts for hot reload.
 */
export function securityHeaders(config: Config) {
  const extra = thirdPartySources(config)
  const csp = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", cspNonceSource, ...extra.script],
    // Radix positions popovers with inline styles.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Article and school records may point at images on other https hosts.
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...extra.connect],
    frameSrc: ["'self'", ...extra.frame],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  }
  const headers = secureHeaders({
    contentSecurityPolicy: isProduction(config) || config.NODE_ENV === 'test' ? csp : undefined,
    strictTransportSecurity: config.PUBLIC_URL.startsWith('https:')
      ? 'max-age=31536000; includeSubDomains'
      : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  })
  return createMiddleware<AppEnv & { Variables: { secureHeadersNonce?: string } }>(async (c, next) => {
    // The nonce exists only once the CSP header is built; generate it here so the page render can use it.
    await headers(c, async () => {
      c.set('cspNonce', c.get('secureHeadersNonce') ?? '')
      await next()
    })
  })
}

/**
 * Hosts of the configured scheduler embed and analytics. A document keeps the policy it was served with while
 * the visitor navigates on the client, so every page allows them (not only /book-call) when they are set, and
 * none when they are not.
 */
export function thirdPartySources(config: Config) {
  const site = siteConfigOf(config)
  const services: ThirdPartyHosts[] = [
    ...(site.scheduler ? [schedulerHosts(site.scheduler)] : []),
    ...(site.analytics ? [analyticsHosts(site.analytics)] : []),
  ]
  const unique = (pick: (hosts: ThirdPartyHosts) => string[]) => [...new Set(services.flatMap(pick))]
  return {
    script: unique((hosts) => hosts.scriptOrigins),
    frame: unique((hosts) => hosts.frameOrigins),
    connect: unique((hosts) => hosts.connectOrigins),
  }
}
