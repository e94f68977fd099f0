import { z } from 'zod'
import { textField } from '@/shared/text-field'

/**
 * Two-factor sign-in (issue 35, ADR 0115): a six-digit code from an authenticator app (TOTP, RFC 6238), or one
 * of ten single-use recovery codes, after the password.
 */

/** A six-digit code as typed: spaces (apps show "123 456") are dropped. */
export const totpCodeField = () =>
  textField()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the six-digit code from your authenticator app'))
    .meta({ description: 'The six-digit code the authenticator app shows now', examples: ['123456'] })

/** A code or a recovery code (`abcd-efgh-jkmn-pqrs`), as typed: case and spaces do not matter. */
export const secondFactorCodeField = () =>
  textField()
    .transform((value) => value.replace(/\s+/g, '').toLowerCase())
    .pipe(
      z.string().min(6, 'Enter the code from your authenticator app or a recovery code').max(40, 'Too long'),
    )
    .meta({
      description: 'The six-digit code from the authenticator app, or one unused recovery code',
      examples: ['123456'],
    })

/** What the password step answers when the account has two-factor sign-in and this browser is not remembered. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** Carries the half-finished sign-in to the second step; worthless after it, or after five minutes. */
  pendingToken: z.string(),
  expiresAt: z.date(),
})
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>

/** `POST /api/auth/login/two-factor`, `twoFactor.verifySignIn`: the second step. */
export const secondStepSchema = z.object({
  pendingToken: textField()
    .min(1, 'Sign in with your password first')
    .max(100, 'Too long')
    .meta({ description: 'The `pendingToken` the password step answered', examples: ['Yk3…'] }),
  code: secondFactorCodeField(),
  /** Skip the code on this browser for 30 days (a cookie; ADR 0117). */
  rememberDevice: z
    .boolean()
    .default(false)
    .meta({ description: 'Remember this browser for 30 days: no code asked here until then' }),
})
export type SecondStepInput = z.input<typeof secondStepSchema>

export const confirmEnrolmentSchema = z.object({ code: totpCodeField() })

/**
 * Turning two-factor sign-in off, and replacing the recovery codes, ask for proof that it is the staff member
 * (the password or a current code), so a moment at an unlocked screen is not enough.
 */
export const twoFactorProofSchema = z
  .object({
    password: textField()
      .max(200, 'Too long')
      .optional()
      .meta({ description: 'The account’s password', examples: ['correct horse battery staple'] }),
    code: totpCodeField().optional(),
  })
  .refine((value) => !!value.password || !!value.code, {
    message: 'Enter your password or a current code',
    path: ['password'],
  })
export type TwoFactorProof = z.input<typeof twoFactorProofSchema>

export const twoFactorPolicySchema = z.object({
  required: z
    .boolean()
    .meta({ description: 'Whether every staff member must use two-factor sign-in', examples: [true] }),
})

/** What enrolment shows once: the QR code and the same secret as text, for typing into an app by hand. */
export const enrolmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** The QR code of `otpauthUri` as a PNG data URL. */
  qrCode: z.string(),
})

export const recoveryCodesSchema = z.object({
  /** Shown once: only their hashes are kept. */
  recoveryCodes: z.array(z.string()),
})

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.date().nullable(),
  recoveryCodesLeft: z.number().int(),
  rememberedDevices: z.number().int(),
  /** An admin requires two-factor sign-in of every staff member. */
  required: z.boolean(),
})
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>

/** The answers to a wrong second step. */
export const WRONG_CODE = 'That code is not correct.'
export const SIGN_IN_EXPIRED = 'This sign-in has expired. Enter your password again.'
/** What every staff operation answers an account that must set up two-factor sign-in first. */
export const TWO_FACTOR_SETUP_REQUIRED = 'Set up two-factor sign-in on your profile first.'
