import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { UserSchema } from './user.entity'

/**
 * A signed-in browser. The cookie holds a random token; only its SHA-256 is stored, so a leaked database
 * cannot be replayed as sessions.
 */
export const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.string().length(64).primary(),
    user: () => p.manyToOne(UserSchema).fieldName('user_id').deleteRule('cascade').index(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    lastSeenAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    /** Absolute expiry: a session ends here however active it is. */
    expiresAt: p.datetime(),
  },
})
export type Session = InferEntity<typeof SessionSchema>
