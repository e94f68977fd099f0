import { z } from 'zod'
import { sessionUserSchema } from '@/shared/auth/auth.schema'
import {
  confirmEnrolmentSchema,
  enrolmentSchema,
  recoveryCodesSchema,
  secondStepSchema,
  twoFactorPolicySchema,
  twoFactorProofSchema,
  twoFactorStatusSchema,
} from '@/shared/auth/two-factor.schema'
import type { AppContext } from '@/server/operations/context'
import { anyStaffDuringTwoFactorSetup, operation, restOperation, staff } from '@/server/operations/define'
import { sessionCookie } from '@/server/features/auth/session-cookie'
import { signInContextOf } from '@/server/features/auth/sign-in-context'
import {
  beginEnrolment,
  confirmEnrolment,
  disableTwoFactor,
  renewRecoveryCodes,
  twoFactorStatus,
} from './enrolment.service'
import { setTwoFactorRequired } from './policy'
import { deviceCookie, forgetDevices } from './remembered-device'
import { completeSecondStep } from './second-step'

/** The second step's session cookie, and the remembered-device cookie when asked for. */
async function secondStepWithCookies(ctx: AppContext, input: z.output<typeof secondStepSchema>) {
  const signedIn = await completeSecondStep(ctx.em, input, signInContextOf(ctx))
  ctx.resHeaders.append('Set-Cookie', sessionCookie(ctx.config, signedIn.token, signedIn.expiresAt))
  if (signedIn.device)
    ctx.resHeaders.append(
      'Set-Cookie',
      deviceCookie(ctx.config, signedIn.device.token, signedIn.device.expiresAt),
    )
  return signedIn.user
}

const secondStepErrors = {
  401: 'Wrong code, or the pending sign-in expired (five minutes, five wrong codes): sign in with the password again',
  429: 'Too many wrong codes for this account from this address: wait as Retry-After says',
} as const

/**
 * Two-factor sign-in (issue 35, ADR 0115-0117): the second step of signing in, enrolment, new recovery codes and
 * switching off on the staff profile, forgetting remembered devices, and the admins' setting that requires it of every staff member.
 * Enrolment is open to an account that must set up two-factor sign-in before anything else.
 */
export const twoFactorOperations = {
  verifySignIn: operation({
    summary: 'Sign in, second step: the code or a recovery code; sets the session cookie',
    access: 'public',
    kind: 'mutation',
    input: secondStepSchema,
    output: sessionUserSchema,
    run: ({ ctx, input }) => secondStepWithCookies(ctx, input),
  }),
  signInSecondStep: restOperation({
    summary: 'Sign in, second step (for scripts): the code or a recovery code; answers `{ data: { user } }`',
    access: 'public',
    kind: 'mutation',
    input: secondStepSchema,
    output: z.object({ user: sessionUserSchema }),
    run: async ({ ctx, input }) => ({ user: await secondStepWithCookies(ctx, input) }),
    rest: { method: 'POST', path: '/auth/login/two-factor', errors: secondStepErrors },
  }),
  status: operation({
    summary: 'Whether the signed-in staff member has two-factor sign-in, and whether it is required',
    access: anyStaffDuringTwoFactorSetup,
    kind: 'query',
    output: twoFactorStatusSchema,
    run: ({ ctx }) => twoFactorStatus(ctx.em, ctx.user.id),
    rest: { method: 'GET', path: '/auth/two-factor', noStore: true },
  }),
  beginEnrolment: operation({
    summary: 'Start two-factor set-up: a new secret, its QR code and text (replaces one not yet confirmed)',
    access: anyStaffDuringTwoFactorSetup,
    kind: 'mutation',
    output: enrolmentSchema,
    run: ({ ctx }) => beginEnrolment(ctx.em, ctx.user.id, ctx.config.BRAND_NAME),
    rest: { method: 'POST', path: '/auth/two-factor/enrolment', body: 'optional' },
  }),
  confirmEnrolment: operation({
    summary: 'Finish two-factor set-up with a code from the app; answers the ten recovery codes, once',
    access: anyStaffDuringTwoFactorSetup,
    kind: 'mutation',
    input: confirmEnrolmentSchema,
    output: recoveryCodesSchema,
    run: ({ ctx, input }) => confirmEnrolment(ctx.em, ctx.user.id, input.code),
    rest: { method: 'POST', path: '/auth/two-factor/enrolment/confirm' },
  }),
  disable: operation({
    summary: 'Turn two-factor sign-in off, with the password or a current code',
    access: anyStaffDuringTwoFactorSetup,
    kind: 'mutation',
    input: twoFactorProofSchema,
    output: z.object({ enabled: z.literal(false) }),
    run: ({ ctx, input }) => disableTwoFactor(ctx.em, ctx.user.id, input),
    rest: { method: 'POST', path: '/auth/two-factor/disable' },
  }),
  renewRecoveryCodes: operation({
    summary:
      'Ten new recovery codes in place of the old ones, with the password or a current code; answered once',
    access: anyStaffDuringTwoFactorSetup,
    kind: 'mutation',
    input: twoFactorProofSchema,
    output: recoveryCodesSchema,
    run: ({ ctx, input }) => renewRecoveryCodes(ctx.em, ctx.user.id, input),
    rest: { method: 'POST', path: '/auth/two-factor/recovery-codes' },
  }),
  forgetDevices: operation({
    summary: 'Forget every remembered device: the code is asked again on each',
    access: anyStaffDuringTwoFactorSetup,
    kind: 'mutation',
    output: z.object({ forgotten: z.number().int() }),
    run: async ({ ctx }) => ({ forgotten: await forgetDevices(ctx.em, ctx.user.id) }),
    rest: { method: 'POST', path: '/auth/two-factor/forget-devices', body: 'optional' },
  }),
  setPolicy: operation({
    summary: 'Require (or stop requiring) two-factor sign-in of every staff member',
    access: staff('admin'),
    kind: 'mutation',
    input: twoFactorPolicySchema,
    output: twoFactorPolicySchema,
    run: ({ ctx, input }) => setTwoFactorRequired(ctx.em, input.required),
    // POST, like the role change: the policy is one field, set whole (PATCH is for partial changes, ADR 0084).
    rest: { method: 'POST', path: '/admin/two-factor-policy' },
  }),
}
