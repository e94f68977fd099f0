import type { Config } from '@/server/config'
import type { CounterStore } from '@/server/lib/limits/counter-store'
import { FailureThrottle } from '@/server/lib/limits/failure-throttle'
import { RateLimiter } from '@/server/lib/limits/rate-limiter'
import type { StoredCounter } from '@/shared/privacy/privacy.schema'

/**
 * The contact form's spam defences besides the honeypot (decision D3, ADR 0010): a body cap far below the
 * API's general one, and a per-IP allowance of submissions.
 *
 * 32 kB: the largest valid submission (5,000-character message, every field full, 3-byte characters) is about
 * 17 kB of JSON, so anything bigger is not a person typing into the form.
 */
export const CONTACT_BODY_LIMIT = 32 * 1024

const API_KEY_FORGET_MS = 60 * 60_000

/** The counters below as the privacy page states them (what they key on, how long a row lives). */
export function contactCounters(config: Pick<Config, 'CONTACT_RATE_WINDOW_MINUTES'>): StoredCounter[] {
  return [
    {
      bucket: 'contact:submissions',
      purpose: 'how many messages one address sends',
      key: 'ip',
      keptMinutes: config.CONTACT_RATE_WINDOW_MINUTES,
    },
    {
      bucket: 'api-key:source',
      purpose: 'guesses at the staff API key',
      key: 'ip',
      keptMinutes: API_KEY_FORGET_MS / 60_000,
    },
  ]
}

export function createContactLimiter(
  config: Pick<Config, 'CONTACT_RATE_LIMIT' | 'CONTACT_RATE_WINDOW_MINUTES'>,
  counters: CounterStore,
  now: () => number = Date.now,
) {
  return new RateLimiter(
    counters,
    {
      // Shared by the REST route and its tRPC twin: one allowance per address for both.
      bucket: 'contact:submissions',
      limit: config.CONTACT_RATE_LIMIT,
      windowMs: config.CONTACT_RATE_WINDOW_MINUTES * 60_000,
      message: 'You have sent several messages in a short time. Please wait a while and try again.',
    },
    now,
  )
}

/**
 * Wrong X-API-Key guesses from one address: after 10, a delay of 5 s that doubles with each further wrong key, up
 * to 5 minutes (ADR 0013). While it runs every attempt from that address waits, the right key too: answering the
 * right key would tell a guesser which guess was right at full speed. The delay is short, so a script sharing an
 * address with a guesser gets through again soon, instead of after a fixed quarter hour.
 */
export function createApiKeyThrottle(counters: CounterStore, now: () => number = Date.now) {
  return new FailureThrottle(
    counters,
    {
      bucket: 'api-key:source',
      freeFailures: 10,
      firstDelayMs: 5_000,
      maxDelayMs: 5 * 60_000,
      forgetAfterMs: API_KEY_FORGET_MS,
      message: 'Too many wrong API keys. Please wait and try again.',
    },
    now,
  )
}
