import type { TwoFactorChallenge } from '@/shared/auth/two-factor.schema'
import type { Em } from '@/server/db/orm'
import { startPendingSignIn } from './pending-sign-in'
import { isTwoFactorRequired } from './policy'
import { isRememberedDevice } from './remembered-device'
import { enabledSecretOf } from './second-factor'

/**
 * After the right password: the challenge for a code when the account has two-factor sign-in and this browser is
 * not one it remembered; null when the password is enough.
 */
export async function secondFactorChallenge(
  em: Em,
  userId: number,
  deviceToken: string | undefined,
): Promise<TwoFactorChallenge | null> {
  if (!(await enabledSecretOf(em, userId))) return null
  if (await isRememberedDevice(em, userId, deviceToken)) return null
  return startPendingSignIn(em, userId)
}

/** Whether this staff account must set up two-factor sign-in before anything else (an admin requires it). */
export async function mustSetUpTwoFactor(
  em: Em,
  user: { id: number; role?: string | null },
): Promise<boolean> {
  if (!user.role) return false
  return (await isTwoFactorRequired(em)) && !(await enabledSecretOf(em, user.id))
}
