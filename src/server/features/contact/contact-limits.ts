import { bodyLimit } from 'hono/body-limit'
import type { Config } from '../../config'
import { RateLimiter } from '../../http/rate-limit'

/**
 * The contact form's spam defences besides the honeypot (decision D3, ADR 0010): a body cap far below the
 * API's general one, and a per-IP allowance of submissions.
 *
 * 32 kB: the largest valid submission (5,000-character message, every field full, 3-byte characters) is about
 * 17 kB of JSON, so anything bigger is not a person typing into the form.
 */
export const CONTACT_BODY_LIMIT = 32 * 1024

export const contactBodyLimit = bodyLimit({
  maxSize: CONTACT_BODY_LIMIT,
  onError: (c) => c.json({ error: 'The message is too large.' }, 413),
})

export function createContactLimiter(
  config: Pick<Config, 'CONTACT_RATE_LIMIT' | 'CONTACT_RATE_WINDOW_MINUTES'>,
  now: () => number = Date.now,
) {
  return new RateLimiter(
    {
      limit: config.CONTACT_RATE_LIMIT,
      windowMs: config.CONTACT_RATE_WINDOW_MINUTES * 60_000,
      message: 'You have sent several messages in a short time. Please wait a while and try again.',
    },
    now,
  )
}

/** 20 wrong API keys from one address in 15 minutes, then 429 until the window ends. */
export function createApiKeyThrottle(now: () => number = Date.now) {
  return new RateLimiter(
    { limit: 20, windowMs: 15 * 60_000, message: 'Too many wrong API keys. Please wait and try again.' },
    now,
  )
}
