import { describe, expect, it } from 'vitest'
import { AppError } from '../errors'
import { RateLimiter } from './rate-limit'

describe('RateLimiter', () => {
  it('allows the limit within a window, then refuses with a Retry-After until the window ends', () => {
    let now = 1_000_000
    const limiter = new RateLimiter({ limit: 3, windowMs: 60_000 }, () => now)
    for (let i = 0; i < 3; i++) limiter.hit('1.2.3.4')
    expect(limiter.remaining('1.2.3.4')).toBe(0)

    now += 15_000
    let refused: unknown
    try {
      limiter.hit('1.2.3.4')
    } catch (error) {
      refused = error
    }
    expect(refused).toBeInstanceOf(AppError)
    expect((refused as AppError).status).toBe(429)
    expect((refused as AppError).options.retryAfterSeconds).toBe(45)

    now += 45_000
    expect(() => limiter.hit('1.2.3.4')).not.toThrow()
  })

  it('counts each key separately and forgets a key on reset', () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 1000 }, () => 0)
    limiter.hit('a')
    expect(() => limiter.hit('b')).not.toThrow()
    expect(() => limiter.hit('a')).toThrow(AppError)
    limiter.reset('a')
    expect(() => limiter.hit('a')).not.toThrow()
  })
})
