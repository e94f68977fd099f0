import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { createdAtColumn } from '@/server/db/timestamps'
import { UserEntity } from '@/server/features/auth/user.entity'

/**
 * A staff member's TOTP secret (RFC 6238, ADR 0115). `enabledAt` is null while enrolment waits for the first
 * code: until then sign-in does not ask for one. `lastTimeStep` is the 30-second step of the last code accepted;
 * a code of that step or an earlier one is refused, so a code seen over a shoulder cannot be used again.
 */
export const TwoFactorSecretEntity = defineEntity({
  name: 'TwoFactorSecret',
  tableName: 'two_factor_secrets',
  properties: {
    user: () => p.oneToOne(UserEntity).primary().fieldName('user_id').deleteRule('cascade').owner(),
    secret: p.string().length(64).hidden(),
    enabledAt: p.datetime().nullable(),
    lastTimeStep: p.integer().nullable(),
    createdAt: createdAtColumn(),
  },
})
export type TwoFactorSecret = InferEntity<typeof TwoFactorSecretEntity>

/** One of ten single-use recovery codes, stored as a keyed SHA-256 (ADR 0116), never as the code. */
export const RecoveryCodeEntity = defineEntity({
  name: 'RecoveryCode',
  tableName: 'two_factor_recovery_codes',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(UserEntity).fieldName('user_id').deleteRule('cascade').index(),
    codeHash: p.string().length(64),
    usedAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
  },
})

/**
 * Between the right password and the code: the browser holds a random token, the row its SHA-256. It lives five
 * minutes and allows five wrong codes; then the password is asked again.
 */
export const PendingSignInEntity = defineEntity({
  name: 'PendingSignIn',
  tableName: 'two_factor_pending_sign_ins',
  properties: {
    id: p.string().length(64).primary(),
    user: () => p.manyToOne(UserEntity).fieldName('user_id').deleteRule('cascade').index(),
    failedAttempts: p.integer().default(0),
    expiresAt: p.datetime(),
    createdAt: createdAtColumn(),
  },
})

/** A browser that may skip the code for 30 days (ADR 0117): the cookie holds a token, the row its SHA-256. */
export const RememberedDeviceEntity = defineEntity({
  name: 'RememberedDevice',
  tableName: 'two_factor_remembered_devices',
  properties: {
    id: p.string().length(64).primary(),
    user: () => p.manyToOne(UserEntity).fieldName('user_id').deleteRule('cascade').index(),
    userAgent: p.string().length(300).nullable(),
    expiresAt: p.datetime(),
    createdAt: createdAtColumn(),
  },
})
