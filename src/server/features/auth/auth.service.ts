import { SIGN_IN_FAILED, type ParsedLoginInput } from '@/shared/auth/auth.schema'
import type { TwoFactorChallenge } from '@/shared/auth/two-factor.schema'
import type { Em } from '@/server/db/orm'
import { AppError } from '@/server/errors'
import { currentUserOf, type CurrentUser } from './current-user'
import type { LoginThrottle } from './login-throttle'
import { decoyPasswordHash, verifyPassword } from './password'
import { createSession, deleteSession, type SessionSettings } from './session.service'
import { secondFactorChallenge, mustSetUpTwoFactor } from '@/server/features/auth/two-factor/challenge'
import { UserEntity } from './user.entity'

export interface SignInContext {
  ip: string
  throttle: LoginThrottle
  settings: SessionSettings
  /** The session the browser already had: replaced, so a token planted before sign-in is worthless after. */
  previousToken?: string
  userAgent?: string
  /** The remembered-device cookie's token (ADR 0117): a remembered browser skips the code. */
  deviceToken?: string
}

export interface SignedIn {
  user: CurrentUser
  token: string
  expiresAt: Date
}

/**
 * Checks a username (or email) and password and opens a new session, or, for an account with two-factor sign-in
 * on a browser it did not remember, answers the challenge for the code (two-factor/second-step.ts).
 */
export async function signIn(
  em: Em,
  input: ParsedLoginInput,
  context: SignInContext,
): Promise<SignedIn | TwoFactorChallenge> {
  await context.throttle.assertAllowed(context.ip, input.username)

  const user = await em.findOne(
    UserEntity,
    // A deactivated account is refused like an unknown one (issue 35).
    { $or: [{ username: input.username }, { email: input.username }], deactivatedAt: null },
    { populate: ['password'] },
  )
  // Without a user, verify against a decoy hash anyway: the answer takes as long as a wrong password.
  const valid = user
    ? await verifyPassword(user.password, input.password)
    : (await verifyPassword(await decoyPasswordHash(), input.password)) && false
  if (!user || !valid) {
    await context.throttle.recordFailure(context.ip, input.username)
    throw new AppError('UNAUTHORIZED', SIGN_IN_FAILED)
  }

  await context.throttle.recordSuccess(context.ip, input.username)
  const challenge = await secondFactorChallenge(em, user.id, context.deviceToken)
  return challenge ?? openSession(em, user, context)
}

/** The session after every factor: replaces the browser's previous one. */
export async function openSession(
  em: Em,
  user: Parameters<typeof currentUserOf>[0],
  context: SignInContext,
): Promise<SignedIn> {
  if (context.previousToken) await deleteSession(em, context.previousToken)
  const client = { ip: context.ip, userAgent: context.userAgent }
  const { token, expiresAt } = await createSession(em, user.id, context.settings, new Date(), client)
  const twoFactorSetupRequired = await mustSetUpTwoFactor(em, user)
  return { user: currentUserOf({ ...user, twoFactorSetupRequired }), token, expiresAt }
}

export async function signOut(em: Em, token: string | undefined): Promise<void> {
  if (token) await deleteSession(em, token)
}
