import type { z } from 'zod'
import { LINK_INVALID, RESET_REQUESTED, type passwordResetSchema } from '@/shared/team/team.schema'
import type { Config } from '@/server/config'
import type { Em } from '@/server/db/orm'
import { AppError } from '@/server/errors'
import { signOutEverywhere, hashPassword, UserEntity } from '@/server/features/auth/public'
import { createMailTransport } from '@/server/features/contact/public'
import type { Logger } from '@/server/logger'
import type { CounterStore } from '@/server/lib/limits/counter-store'
import { claimToken, issueToken } from '@/server/lib/tokens/single-use-token'
import { PasswordResetEntity } from './password-reset.entity'
import { assertResetAllowed } from './reset-limits'
import { resetEmail, resetLinkOf } from './team-emails'

export const RESET_LIFETIME_MS = 3_600_000

type ResetConfig = Pick<Config, 'SMTP_URL' | 'BRAND_NAME' | 'PUBLIC_URL' | 'NOTIFY_FROM'>

export interface ResetRequestContext {
  ip: string
  counters: CounterStore
  config: ResetConfig
  log: Logger
  /** An entity manager of its own: it is used after the request's answer is sent. */
  em: Em
}

/**
 * "Forgot password?" (issue 35). After the throttle, the answer is the same sentence, at once, for every address:
 * looking the address up, storing the token and emailing the link happen after the answer, so neither the words
 * nor the time taken tell whether an account exists. The link is not queued durably (ADR 0110): a lost email
 * costs the person one more request.
 */
export async function requestPasswordReset(email: string, context: ResetRequestContext) {
  await assertResetAllowed(context.counters, context.ip, email)
  if (context.config.SMTP_URL)
    setImmediate(() => {
      sendReset(email, context).catch((error: unknown) =>
        context.log.warn({ err: error }, 'password-reset email not sent'),
      )
    })
  return { message: RESET_REQUESTED }
}

/** Looks the address up among active accounts and, for one, stores a reset and emails its link. */
async function sendReset(email: string, context: Pick<ResetRequestContext, 'config' | 'em'>) {
  const { em, config } = context
  const user = await em.findOne(UserEntity, { email, deactivatedAt: null, role: { $ne: null } })
  if (!user || !config.SMTP_URL) return
  const createdAt = new Date()
  const { token, hash, expiresAt } = issueToken(RESET_LIFETIME_MS, createdAt)
  em.create(PasswordResetEntity, { tokenHash: hash, user: user.id, createdAt, expiresAt })
  await em.flush()
  await createMailTransport(config.SMTP_URL).send(
    resetEmail(config, { email, username: user.username, link: resetLinkOf(config, token) }),
  )
}

/**
 * Sets the new password from a reset link: the token is used, the account's other reset links die with it, and
 * every session of the account ends (whoever knew the old password is signed out). One transaction.
 */
export async function completePasswordReset(em: Em, input: z.output<typeof passwordResetSchema>) {
  return em.transactional(async (tx) => {
    const id = await claimToken(tx, 'password_resets', input.token)
    const reset = id ? await tx.findOne(PasswordResetEntity, { id }, { populate: ['user'] }) : null
    const user = reset?.user
    if (!reset || !user || user.deactivatedAt) throw new AppError('NOT_FOUND', LINK_INVALID)
    // Hashed only for a valid link: a stream of made-up tokens costs a lookup each, not an argon2 hash.
    const passwordHash = await hashPassword(input.password)
    await tx.nativeUpdate(UserEntity, { id: user.id }, { password: passwordHash })
    await tx.nativeUpdate(PasswordResetEntity, { user: user.id, usedAt: null }, { usedAt: new Date() })
    await signOutEverywhere(tx, user.id)
    return { passwordChanged: true as const, username: user.username }
  })
}
