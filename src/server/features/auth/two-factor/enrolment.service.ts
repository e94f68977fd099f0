import { WRONG_CODE, type TwoFactorProof, type TwoFactorStatus } from '@/shared/auth/two-factor.schema'
import type { Em } from '@/server/db/orm'
import { AppError, notFound } from '@/server/errors'
import { verifyPassword } from '@/server/features/auth/password'
import { UserEntity } from '@/server/features/auth/user.entity'
import {
  PendingSignInEntity,
  RecoveryCodeEntity,
  TwoFactorSecretEntity,
  type TwoFactorSecret,
} from './two-factor.entity'
import { isTwoFactorRequired } from './policy'
import { issueRecoveryCodes, recoveryCodesLeft } from './recovery-codes'
import { forgetDevices, rememberedDeviceCount } from './remembered-device'
import { useTotpCode } from './second-factor'
import { acceptedTimeStep, newTotpSecret, otpauthUriOf, qrCodeOf } from './totp'

/**
 * Turning two-factor sign-in on and off from the staff profile (ADR 0115). Enrolment is two steps: a new secret
 * (QR code and text), then a code from the app, which proves the app holds it; only then does sign-in ask for
 * codes, and the ten recovery codes are shown, once. The secret is never answered again after enrolment.
 */
export async function twoFactorStatus(em: Em, userId: number): Promise<TwoFactorStatus> {
  const secret = await em.findOne(TwoFactorSecretEntity, { user: userId })
  const enabled = !!secret?.enabledAt
  return {
    enabled,
    enabledAt: secret?.enabledAt ?? null,
    recoveryCodesLeft: enabled ? await recoveryCodesLeft(em, userId) : 0,
    rememberedDevices: enabled ? await rememberedDeviceCount(em, userId) : 0,
    required: await isTwoFactorRequired(em),
  }
}

const ALREADY_ON = 'Two-factor sign-in is already on. Turn it off first to use another app.'

/** A new secret for the account (replacing one not yet confirmed), with its QR code. */
export async function beginEnrolment(em: Em, userId: number, issuer: string) {
  const user = await em.findOne(UserEntity, { id: userId })
  if (!user) throw notFound('User')
  const existing = await em.findOne(TwoFactorSecretEntity, { user: userId })
  if (existing?.enabledAt) throw new AppError('CONFLICT', ALREADY_ON)
  const secret = newTotpSecret()
  if (existing) existing.secret = secret
  else em.create(TwoFactorSecretEntity, { user, secret, enabledAt: null, lastTimeStep: null })
  await em.flush()
  const otpauthUri = otpauthUriOf(secret, issuer, user.username)
  return { secret, otpauthUri, qrCode: await qrCodeOf(otpauthUri) }
}

/** The first code from the app switches two-factor sign-in on; answers the recovery codes, shown once. */
export async function confirmEnrolment(em: Em, userId: number, code: string) {
  const pending = await em.findOne(TwoFactorSecretEntity, { user: userId })
  if (pending?.enabledAt) throw new AppError('CONFLICT', ALREADY_ON)
  if (!pending) throw new AppError('BAD_REQUEST', 'Start the set-up first: no QR code was made for you yet.')
  const step = await acceptedTimeStep(pending.secret, code, null)
  if (step === null) throw new AppError('BAD_REQUEST', WRONG_CODE, { fields: { code: WRONG_CODE } })
  pending.enabledAt = new Date()
  pending.lastTimeStep = step
  await em.flush()
  return { recoveryCodes: await issueRecoveryCodes(em, userId) }
}

const PROOF_REFUSED = 'That password or code is not correct.'

/** The password or a current code of the account, checked; a wrong one is a 400 on the field it was given in. */
async function requireProof(em: Em, userId: number, secret: TwoFactorSecret, proof: TwoFactorProof) {
  const user = await em.findOne(UserEntity, { id: userId }, { populate: ['password'] })
  if (!user) throw notFound('User')
  const proven = proof.password
    ? await verifyPassword(user.password, proof.password)
    : !!proof.code && (await useTotpCode(em, userId, secret, proof.code))
  if (!proven)
    throw new AppError('BAD_REQUEST', PROOF_REFUSED, {
      fields: { [proof.password ? 'password' : 'code']: PROOF_REFUSED },
    })
}

/**
 * Turns two-factor sign-in off after proof that it is the staff member, and forgets its recovery codes and
 * remembered devices.
 */
export async function disableTwoFactor(em: Em, userId: number, proof: TwoFactorProof) {
  const secret = await em.findOne(TwoFactorSecretEntity, { user: userId })
  if (!secret?.enabledAt) return { enabled: false as const }
  if (await isTwoFactorRequired(em))
    throw new AppError(
      'CONFLICT',
      'An admin requires two-factor sign-in of all staff: it cannot be turned off.',
    )
  await requireProof(em, userId, secret, proof)
  await em.nativeDelete(TwoFactorSecretEntity, { user: userId })
  await em.nativeDelete(RecoveryCodeEntity, { user: userId })
  await em.nativeDelete(PendingSignInEntity, { user: userId })
  await forgetDevices(em, userId)
  return { enabled: false as const }
}

/**
 * Ten new recovery codes in place of the old ones, used or not, after proof that it is the staff member: when
 * the codes run low, or a printout of them went missing. Answered once, as at enrolment.
 */
export async function renewRecoveryCodes(em: Em, userId: number, proof: TwoFactorProof) {
  const secret = await em.findOne(TwoFactorSecretEntity, { user: userId })
  if (!secret?.enabledAt)
    throw new AppError('CONFLICT', 'Two-factor sign-in is off: there are no recovery codes to replace.')
  await requireProof(em, userId, secret, proof)
  return { recoveryCodes: await issueRecoveryCodes(em, userId) }
}
