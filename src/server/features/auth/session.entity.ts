import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { createdAtColumn } from '@/server/db/timestamps'
import { UserEntity } from './user.entity'

/**
 * A signed-in browser. The cookie holds a random token; only its SHA-256 is stored, so a leaked database
 * cannot be replayed as sessions.
 */
export const SessionEntity = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.string().length(64).primary(),
    user: () => p.manyToOne(UserEntity).fieldName('user_id').deleteRule('cascade').index(),
    createdAt: createdAtColumn(),
    lastSeenAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    /** The browser's User-Agent and address at sign-in, for the list of one's sessions (issue 35). */
    userAgent: p.string().length(300).nullable(),
    ip: p.string().length(100).nullable(),
    /** Absolute expiry: a session ends here however active it is. */
    expiresAt: p.datetime(),
  },
})
export type Session = InferEntity<typeof SessionEntity>
