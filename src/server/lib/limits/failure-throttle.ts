import type { CounterStore } from './counter-store'
import { tooManyRequests } from './rate-limiter'

export interface FailureThrottleOptions {
  bucket: string
  /** Failures allowed before any delay. */
  freeFailures: number
  /** The delay after the first failure beyond the free ones; each further failure doubles it. */
  firstDelayMs: number
  maxDelayMs: number
  /** Failures are forgotten this long after the last one. */
  forgetAfterMs: number
  message: string
}

/**
 * Growing delays after failures (OWASP ASVS V2.2, "soft lockout"): after `freeFailures` failures a key must wait
 * `firstDelayMs` after its last failure before the next attempt, and every further failure doubles the wait up
 * to `maxDelayMs`. Nobody is locked out for a fixed quarter hour by someone else's guesses, and guessing gets
 * slower the longer it goes on. Counts live in the shared store, so every replica applies the same delay.
 */
export class FailureThrottle {
  constructor(
    private readonly store: CounterStore,
    private readonly options: FailureThrottleOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws the 429 with Retry-After while the key's delay runs; counts nothing. */
  async assertAllowed(key: string): Promise<void> {
    const now = this.now()
    const counter = await this.store.peek(this.options.bucket, key, now)
    if (!counter) return
    const lastFailure = counter.resetAt - this.options.forgetAfterMs
    const wait = lastFailure + this.delayAfter(counter.count) - now
    if (wait > 0) throw tooManyRequests(this.options.message, wait)
  }

  async recordFailure(key: string): Promise<void> {
    await this.store.hit(this.options.bucket, key, {
      windowMs: this.options.forgetAfterMs,
      now: this.now(),
      window: 'sliding',
    })
  }

  async forget(key: string): Promise<void> {
    await this.store.forget(this.options.bucket, key)
  }

  /** The wait that `failures` failures impose after the last of them. */
  delayAfter(failures: number): number {
    const beyond = failures - this.options.freeFailures
    if (beyond < 0) return 0
    return Math.min(this.options.maxDelayMs, this.options.firstDelayMs * 2 ** Math.min(beyond, 30))
  }
}
