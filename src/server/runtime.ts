import { schoolsCacheSeconds, type Config } from './config'
import { LoginThrottle } from './features/auth/login-throttle'
import { createApiKeyThrottle, createContactLimiter } from './features/contact/contact-limits'
import { SchoolDirectoryCache } from './features/schools/school-cache'
import type { CounterStore } from './lib/limits/counter-store'
import type { FailureThrottle } from './lib/limits/failure-throttle'
import type { RateLimiter } from './lib/limits/rate-limiter'
import { PageCache } from './ssr/page-cache'
import { MatchingRuntime } from './features/matching/matching-runtime'

/**
 * State that lives as long as the app and is shared by its requests: throttles, limiters, caches, clients of
 * other services. Built once per app (so each test app has its own) and reached through the request context.
 */
export interface Runtime {
  loginThrottle: LoginThrottle
  /** Contact submissions per client IP (CONTACT_RATE_LIMIT per CONTACT_RATE_WINDOW_MINUTES). */
  contactLimiter: RateLimiter
  /** Wrong X-API-Key attempts per client IP, so the admin API key cannot be guessed at speed. */
  apiKeyThrottle: FailureThrottle
  pageCache: PageCache
  /** The school directory's pages and searches, answered from memory for a short while. */
  schoolCache: SchoolDirectoryCache
  /** Campus matching: the generation queue, its limits and the Ollama client. */
  matching: MatchingRuntime
}

/**
 * `counters` holds every limit's counts: the database in the service (replicas share their limits), memory only
 * where there is no database.
 */
export function createRuntime(config: Config, counters: CounterStore, now: () => number = Date.now): Runtime {
  return {
    loginThrottle: new LoginThrottle(counters, now),
    contactLimiter: createContactLimiter(config, counters, now),
    apiKeyThrottle: createApiKeyThrottle(counters, now),
    pageCache: new PageCache(config.PAGE_CACHE_SECONDS * 1000, 500, now),
    schoolCache: new SchoolDirectoryCache(schoolsCacheSeconds(config)),
    matching: new MatchingRuntime(config, counters, now),
  }
}
