import { readCacheSeconds, schoolsCacheSeconds, type Config } from './config'
import { LoginThrottle } from './features/auth/login-throttle'
import { createApiKeyThrottle, createContactLimiter } from './features/contact/contact-limits'
import { SchoolDirectoryCache } from './features/schools/school-cache'
import type { Database } from './db/orm'
import { invalidateOnChanges } from './lib/cache/memory-cache'
import { ChangeFeed, type ChangeTopic } from './lib/cluster/change-feed'
import { postgresChangeTransport } from './lib/cluster/postgres-change-transport'
import { databaseCounterStore, type CounterStore } from './lib/limits/counter-store'
import type { Logger } from './logger'
import type { FailureThrottle } from './lib/limits/failure-throttle'
import type { RateLimiter } from './lib/limits/rate-limiter'
import { PageCache } from './ssr/page-cache'
import { SharedReadCache } from './http/shared-read-cache'
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
  /** Public reads (blog, programs, schools, RSS, sitemap) for callers without a session (ADR 0074). */
  readCache: SharedReadCache
  /** The school directory's pages and searches, answered from memory for a short while. */
  schoolCache: SchoolDirectoryCache
  /** Tells the other replicas what this one changed, and empties caches when they change something. */
  changes: ChangeFeed
  /** This replica changed something: empties the caches the topic lists (the table in createRuntime) and tells the others. */
  changed: (topic: ChangeTopic) => void
  /** Campus matching: the generation queue, its limits and the Ollama client. */
  matching: MatchingRuntime
}

/** What replicas share: every limit's counts, and the feed that tells them about each other's writes. */
export interface SharedState {
  counters: CounterStore
  changes: ChangeFeed
}

/**
 * The shared state of a service on `db`: counters in its database; on PostgreSQL, a change feed over
 * NOTIFY/LISTEN (ADR 0014). PGlite is one process per data folder, so it has nobody to tell.
 */
export function sharedStateOf(db: Database, log: Logger): SharedState {
  const em = () => db.orm.em.fork()
  const transport = db.url
    ? postgresChangeTransport(db.url, (sql, params) => em().execute(sql, params), log)
    : null
  return { counters: databaseCounterStore(em), changes: new ChangeFeed(transport, log) }
}

export function createRuntime(config: Config, shared: SharedState, now: () => number = Date.now): Runtime {
  const { counters, changes } = shared
  const pageCache = new PageCache(config.PAGE_CACHE_SECONDS * 1000, 500, now)
  const readCache = new SharedReadCache(readCacheSeconds(config) * 1000, 1000, now)
  const matching = new MatchingRuntime(config, counters, now)
  // A school written through this process's ORM (an import, a seed, a staff edit) counts as a school change.
  const schoolCache = new SchoolDirectoryCache(schoolsCacheSeconds(config), 500, now, () =>
    changed('schools'),
  )
  /**
   * Which caches each change empties: here where the write happens (`changed`), and on every other replica
   * when the change feed brings it (ADR 0014). A successful write through the API is a `pages` change
   * (ssr/clear-page-cache.ts); a school written through the ORM is a `schools` change (school-cache.ts). The
   * scoring schools also check the tables' version before each ranking, so a write they miss shows there too.
   */
  const changed = invalidateOnChanges(changes, {
    pages: [pageCache, readCache],
    schools: [schoolCache, readCache, matching.schools],
  })
  return {
    loginThrottle: new LoginThrottle(counters, now),
    contactLimiter: createContactLimiter(config, counters, now),
    apiKeyThrottle: createApiKeyThrottle(counters, now),
    pageCache,
    readCache,
    schoolCache,
    changes,
    changed,
    matching,
  }
}
