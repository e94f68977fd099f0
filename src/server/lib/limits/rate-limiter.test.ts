import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { AppError } from '@/server/errors'
import { databaseCounterStore, memoryCounterStore, type CounterStore } from './counter-store'
import { FailureThrottle } from './failure-throttle'
import { RateLimiter } from './rate-limiter'

const t = useTestApp()

async function refusal(action: () => Promise<void>): Promise<AppError> {
  try {
    await action()
  } catch (error) {
    if (error instanceof AppError) return error
    throw error
  }
  throw new Error('expected a refusal')
}

let buckets = 0
const stores: Array<[string, () => CounterStore]> = [
  ['database', () => databaseCounterStore(() => t.current.em())],
  ['memory', () => memoryCounterStore()],
]

describe.each(stores)('with the %s store', (_name, makeStore) => {
  describe('RateLimiter', () => {
    it('allows the limit within a window, then refuses with a Retry-After until the window ends', async () => {
      let now = 1_000_000
      const limiter = new RateLimiter(
        makeStore(),
        { bucket: `test-${++buckets}`, limit: 3, windowMs: 60_000 },
        () => now,
      )
      for (let i = 0; i < 3; i++) await limiter.hit('1.2.3.4')
      expect(await limiter.remaining('1.2.3.4')).toBe(0)

      now += 15_000
      const refused = await refusal(() => limiter.hit('1.2.3.4'))
      expect(refused.status).toBe(429)
      expect(refused.options.retryAfterSeconds).toBe(45)

      now += 45_000
      await expect(limiter.hit('1.2.3.4')).resolves.toBeUndefined()
      expect(await limiter.remaining('1.2.3.4')).toBe(2)
    })

    it('counts each key separately, and limiters sharing a bucket share their counts', async () => {
      const store = makeStore()
      const bucket = `test-${++buckets}`
      const first = new RateLimiter(store, { bucket, limit: 1, windowMs: 60_000 })
      const second = new RateLimiter(store, { bucket, limit: 1, windowMs: 60_000 })
      await first.hit('a')
      await expect(first.hit('b')).resolves.toBeUndefined()
      expect((await refusal(() => second.hit('a'))).status).toBe(429)
    })

    it('loses no count when hits arrive at once', async () => {
      const limiter = new RateLimiter(makeStore(), {
        bucket: `test-${++buckets}`,
        limit: 10,
        windowMs: 60_000,
      })
      const results = await Promise.allSettled(Array.from({ length: 25 }, () => limiter.hit('crowd')))
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10)
    })

    it('stores keys PostgreSQL cannot hold as text', async () => {
      const limiter = new RateLimiter(makeStore(), {
        bucket: `test-${++buckets}`,
        limit: 1,
        windowMs: 60_000,
      })
      await limiter.hit('a\u0000b')
      expect((await refusal(() => limiter.hit('a\u0000b'))).status).toBe(429)
    })
  })

  describe('FailureThrottle', () => {
    const options = {
      freeFailures: 3,
      firstDelayMs: 1_000,
      maxDelayMs: 8_000,
      forgetAfterMs: 60_000,
      message: 'Slow down.',
    }

    it('lets the free failures through, then makes each attempt wait a delay that doubles', async () => {
      let now = 5_000_000
      const throttle = new FailureThrottle(
        makeStore(),
        { bucket: `test-${++buckets}`, ...options },
        () => now,
      )
      for (let i = 0; i < 3; i++) {
        await throttle.assertAllowed('k')
        await throttle.recordFailure('k')
      }
      expect((await refusal(() => throttle.assertAllowed('k'))).options.retryAfterSeconds).toBe(1)
      now += 1_000
      await throttle.assertAllowed('k')
      await throttle.recordFailure('k')
      expect((await refusal(() => throttle.assertAllowed('k'))).options.retryAfterSeconds).toBe(2)
      for (let i = 0; i < 10; i++) await throttle.recordFailure('k')
      // Capped: never a lockout longer than maxDelayMs.
      expect((await refusal(() => throttle.assertAllowed('k'))).options.retryAfterSeconds).toBe(8)
      now += 8_000
      await expect(throttle.assertAllowed('k')).resolves.toBeUndefined()
    })

    it('forgets failures a while after the last one, or at once when told', async () => {
      let now = 9_000_000
      const throttle = new FailureThrottle(
        makeStore(),
        { bucket: `test-${++buckets}`, ...options },
        () => now,
      )
      for (let i = 0; i < 4; i++) await throttle.recordFailure('k')
      await expect(throttle.assertAllowed('other')).resolves.toBeUndefined()
      expect((await refusal(() => throttle.assertAllowed('k'))).status).toBe(429)
      now += 60_000
      await expect(throttle.assertAllowed('k')).resolves.toBeUndefined()
      for (let i = 0; i < 4; i++) await throttle.recordFailure('k')
      await throttle.forget('k')
      await expect(throttle.assertAllowed('k')).resolves.toBeUndefined()
    })
  })
})
