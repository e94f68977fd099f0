import { randomBytes } from 'node:crypto'
import type { Em } from '@/server/db/orm'
import { sessionIdOf } from '@/server/features/auth/session.service'
import { UserEntity } from '@/server/features/auth/user.entity'
import { PendingSignInEntity } from './two-factor.entity'

/**
 * The half-signed-in state between the right password and the code (ADR 0115), in PostgreSQL so any replica can
 * take the second step. It lasts five minutes and survives five wrong codes; then the password is asked again.
 */
export const PENDING_MINUTES = 5
export const MAX_WRONG_CODES = 5

export async function startPendingSignIn(em: Em, userId: number, now = new Date()) {
  const pendingToken = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + PENDING_MINUTES * 60_000)
  em.create(PendingSignInEntity, {
    id: sessionIdOf(pendingToken),
    user: em.getReference(UserEntity, userId),
    expiresAt,
    createdAt: now,
  })
  // Rows of sign-ins never finished go with the next one of the account.
  await em.nativeDelete(PendingSignInEntity, { user: userId, expiresAt: { $lte: now } })
  await em.flush()
  return { twoFactorRequired: true as const, pendingToken, expiresAt }
}

/** The account behind a pending token still within its five minutes, or null. */
export async function pendingSignInOf(em: Em, pendingToken: string, now = new Date()) {
  const row = await em.findOne(PendingSignInEntity, { id: sessionIdOf(pendingToken) }, { populate: ['user'] })
  if (!row) return null
  if (row.expiresAt <= now) {
    await em.nativeDelete(PendingSignInEntity, { id: row.id })
    return null
  }
  return row
}

/** Counts a wrong code; the fifth ends the pending sign-in. */
export async function recordWrongCode(em: Em, id: string) {
  // One statement counts, so wrong codes sent at once each count.
  const [row] = await em.execute<{ failed_attempts: number }[]>(
    'update two_factor_pending_sign_ins set failed_attempts = failed_attempts + 1 where id = ? returning failed_attempts',
    [id],
  )
  if (row && row.failed_attempts >= MAX_WRONG_CODES) await endPendingSignIn(em, id)
}

export const endPendingSignIn = (em: Em, id: string) => em.nativeDelete(PendingSignInEntity, { id })
