import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { createdAtColumn } from '@/server/db/timestamps'
import { UserEntity } from '@/server/features/auth/public'

/** A password-reset link sent by email (issue 35): its token as SHA-256 (ADR 0110), for one use within the hour. */
export const PasswordResetEntity = defineEntity({
  name: 'PasswordReset',
  tableName: 'password_resets',
  properties: {
    id: p.integer().primary().autoincrement(),
    tokenHash: p.string().length(64).unique(),
    user: () => p.manyToOne(UserEntity).fieldName('user_id').deleteRule('cascade').index(),
    createdAt: createdAtColumn(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
})
export type PasswordReset = InferEntity<typeof PasswordResetEntity>
