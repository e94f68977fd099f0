import { defineEntity, p, type InferEntity } from '@mikro-orm/core'

/**
 * One key's count in its current window, for every rate limit and throttle (counter-store.ts writes it with one
 * upsert per hit). Declared as an entity so generated migrations know the table; no code loads it as one.
 */
export const RateLimitCounterEntity = defineEntity({
  name: 'RateLimitCounter',
  tableName: 'rate_limit_counters',
  properties: {
    bucket: p.text().primary(),
    key: p.text().primary(),
    count: p.integer(),
    resetAt: p.datetime().index(),
  },
})
export type RateLimitCounter = InferEntity<typeof RateLimitCounterEntity>
