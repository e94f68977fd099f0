import { AppError } from '../errors'

/**
 * A fixed-window counter per key (an IP, an account), kept in memory: this is one process serving one site.
 * `hit` counts a request and throws a 429 AppError carrying Retry-After once the key has used its allowance;
 * `assertAvailable` and `consume` split the two for callers that count only failures (sign-in).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>()
  private lastSweep = 0

  constructor(
    private readonly options: { limit: number; windowMs: number; message?: string },
    private readonly now: () => number = Date.now,
  ) {}

  /** How many more hits the key has in its current window. */
  remaining(key: string): number {
    const window = this.current(key)
    return window ? Math.max(0, this.options.limit - window.count) : this.options.limit
  }

  /** Throws the 429 when the key has nothing left, without counting anything. */
  assertAvailable(key: string): void {
    const window = this.current(key)
    if (window && window.count >= this.options.limit) {
      const retryAfterSeconds = Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000))
      throw new AppError(
        'TOO_MANY_REQUESTS',
        this.options.message ?? 'Too many requests. Please wait and try again.',
        {
          retryAfterSeconds,
        },
      )
    }
  }

  /** Counts one use of the key. */
  consume(key: string): void {
    const now = this.now()
    this.sweep(now)
    let window = this.current(key)
    if (!window) {
      window = { count: 0, resetAt: now + this.options.windowMs }
      this.windows.set(key, window)
    }
    window.count++
  }

  hit(key: string): void {
    this.assertAvailable(key)
    this.consume(key)
  }

  /** Forget a key, e.g. an account's failed sign-ins after a successful one. */
  reset(key: string): void {
    this.windows.delete(key)
  }

  private current(key: string) {
    const window = this.windows.get(key)
    return window && window.resetAt > this.now() ? window : undefined
  }

  /** Drops expired windows now and then so the map cannot grow without bound. */
  private sweep(now: number) {
    if (now - this.lastSweep < this.options.windowMs) return
    this.lastSweep = now
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key)
  }
}
