import { SIGN_IN_EXPIRED, WRONG_CODE } from '@/shared/auth/two-factor.schema'
import type { Em } from '@/server/db/orm'
import { AppError } from '@/server/errors'
import { openSession, type SignedIn, type SignInContext } from '@/server/features/auth/auth.service'
import { endPendingSignIn, pendingSignInOf, recordWrongCode } from './pending-sign-in'
import { rememberDevice } from './remembered-device'
import { useSecondFactor } from './second-factor'

export interface SecondStep {
  pendingToken: string
  code: string
  rememberDevice: boolean
}

/** The throttle's account key for codes: the account itself, whatever name was typed at the password. */
const codeAccount = (userId: number) => `two-factor:${userId}`

/**
 * The second step of sign-in (ADR 0115): the pending sign-in's code or recovery code. Throttled like the password
 * (per account and source, and per source: the same LoginThrottle, ADR 0090), and five wrong codes end the
 * pending sign-in. On success the session opens and, when asked, the browser is remembered for 30 days.
 */
export async function completeSecondStep(
  em: Em,
  input: SecondStep,
  context: SignInContext,
): Promise<SignedIn & { device?: { token: string; expiresAt: Date } }> {
  const pending = await pendingSignInOf(em, input.pendingToken)
  if (!pending) throw new AppError('UNAUTHORIZED', SIGN_IN_EXPIRED)
  const user = pending.user
  const account = codeAccount(user.id)
  await context.throttle.assertAllowed(context.ip, account)

  if (!(await useSecondFactor(em, user.id, input.code))) {
    await context.throttle.recordFailure(context.ip, account)
    await recordWrongCode(em, pending.id)
    throw new AppError('UNAUTHORIZED', WRONG_CODE)
  }

  await context.throttle.recordSuccess(context.ip, account)
  await endPendingSignIn(em, pending.id)
  const signedIn = await openSession(em, user, context)
  if (!input.rememberDevice) return signedIn
  return { ...signedIn, device: await rememberDevice(em, user.id, context.userAgent) }
}
