import type { Em } from '@/server/db/orm'
import { useRecoveryCode } from './recovery-codes'
import { acceptedTimeStep } from './totp'
import { TwoFactorSecretEntity } from './two-factor.entity'

/** The account's secret when two-factor sign-in is on (enrolment confirmed), else null. */
export async function enabledSecretOf(em: Em, userId: number) {
  return em.findOne(TwoFactorSecretEntity, { user: userId, enabledAt: { $ne: null } })
}

/**
 * Accepts a current code once: the step is recorded with a conditional update, so the same code (or an older
 * one) sent again, even by a request racing this one, is refused.
 */
export async function useTotpCode(
  em: Em,
  userId: number,
  secret: { secret: string; lastTimeStep?: number | null },
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const step = await acceptedTimeStep(secret.secret, code, secret.lastTimeStep ?? null, now)
  if (step === null) return false
  const updated = await em.nativeUpdate(
    TwoFactorSecretEntity,
    { user: userId, $or: [{ lastTimeStep: null }, { lastTimeStep: { $lt: step } }] },
    { lastTimeStep: step },
  )
  return updated > 0
}

/** A second factor: a six-digit code, or one unused recovery code. */
export async function useSecondFactor(
  em: Em,
  userId: number,
  code: string,
  now = new Date(),
): Promise<boolean> {
  const secret = await enabledSecretOf(em, userId)
  if (!secret) return false
  if (/^\d{6}$/.test(code)) return useTotpCode(em, userId, secret, code, now.getTime())
  return useRecoveryCode(em, userId, code, now)
}
