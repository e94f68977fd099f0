import { AppError } from '@/server/errors'
import type { CounterStore } from './counter-store'

export interface RateLimitOptions {
  /** The counter's name in the store; two limiters with one bucket share their counts. */
  bucket: string
  limit: number
  windowMs: number
  message?: string
}

const DEFAULT_MESSAGE = 'Too many requests. Please wait and try again.'

export function tooManyRequests(message: string, retryAfterMs: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', message, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  })
}

/**
 * An allowance per key (an address): `limit` uses in a fixed window that starts with the first. `hit` counts a
 * use and throws a 429 AppError carrying Retry-After once the key has used its allowance. Counts live in the
 * shared store, so the allowance holds across every replica.
 */
export class RateLimiter {
  constructor(
    private readonly store: CounterStore,
    private readonly options: RateLimitOptions,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string): Promise<void> {
    const now = this.now()
    const counter = await this.store.hit(this.options.bucket, key, {
      windowMs: this.options.windowMs,
      now,
      window: 'fixed',
    })
    // Counted even when refused: a client that keeps knocking does not get its allowance back any sooner.
    if (counter.count > this.options.limit)
      throw tooManyRequests(this.options.message ?? DEFAULT_MESSAGE, counter.resetAt - now)
  }

  /** How many more hits the key has in its current window. */
  async remaining(key: string): Promise<number> {
    const counter = await this.store.peek(this.options.bucket, key, this.now())
    return Math.max(0, this.options.limit - (counter?.count ?? 0))
  }
}
