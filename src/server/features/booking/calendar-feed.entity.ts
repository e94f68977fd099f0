import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { createdAtColumn } from '@/server/db/timestamps'
import { UserEntity } from '@/server/features/auth/public'

/**
 * A staff member's calendar feed (ADR 0125): the SHA-256 hash of the secret in its URL, never the secret (shown
 * once, when made or reset). One per staff member; a reset replaces the hash, so the old URL stops at once on
 * every replica. Goes with the account.
 */
export const CalendarFeedEntity = defineEntity({
  name: 'CalendarFeed',
  tableName: 'calendar_feeds',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(UserEntity).fieldName('user_id').unique().deleteRule('cascade'),
    tokenHash: p.string().length(64).unique(),
    createdAt: createdAtColumn(),
  },
})
export type CalendarFeed = InferEntity<typeof CalendarFeedEntity>
