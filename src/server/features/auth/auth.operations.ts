import { z } from 'zod'
import {
  changePasswordSchema,
  loginSchema,
  profilePatchSchema,
  sessionUserSchema,
} from '@/shared/auth/auth.schema'
import { twoFactorChallengeSchema } from '@/shared/auth/two-factor.schema'
import { AppError } from '@/server/errors'
import type { AppContext } from '@/server/operations/context'
import { operation, restOperation, anyStaff } from '@/server/operations/define'
import { signIn, signOut } from './auth.service'
import { changePassword, updateProfile } from './profile.service'
import { clearedSessionCookie, sessionCookie } from './session-cookie'
import { signInContextOf } from './sign-in-context'
import { deviceTokenFrom } from './two-factor/remembered-device'

/**
 * Opens a session and sets its cookie (both transports send the context's response headers), or answers the
 * challenge for a code when the account has two-factor sign-in (two-factor.operations.ts takes the second step).
 */
async function signInWithCookie(ctx: AppContext, input: z.output<typeof loginSchema>) {
  const result = await signIn(ctx.em, input, signInContextOf(ctx))
  if ('twoFactorRequired' in result) return result
  ctx.resHeaders.append('Set-Cookie', sessionCookie(ctx.config, result.token, result.expiresAt))
  return result.user
}

/**
 * Signing in and out (the session cookie), who you are, and staff's own display name and password (admin-only
 * like every staff screen). REST's sign-in and `me` answer in their documented shapes, so they are operations
 * of their own beside the procedures.
 */
export const authOperations = {
  /** The signed-in staff member, or null for visitors. */
  me: operation({
    summary: 'The signed-in staff member, or null',
    access: 'public',
    kind: 'query',
    output: sessionUserSchema.nullable(),
    run: ({ ctx }) => ctx.user,
  }),
  whoAmI: restOperation({
    summary: 'The signed-in staff member (401 when not signed in)',
    access: 'public',
    kind: 'query',
    output: sessionUserSchema,
    run: ({ ctx }) => {
      if (!ctx.user) throw new AppError('UNAUTHORIZED', 'Not signed in.')
      return ctx.user
    },
    rest: { method: 'GET', path: '/auth/me', errors: { 401: 'Not signed in' } },
  }),
  login: operation({
    summary: 'Sign in: sets the session cookie, or asks for the second factor (two-factor sign-in)',
    access: 'public',
    kind: 'mutation',
    input: loginSchema,
    output: z.union([sessionUserSchema, twoFactorChallengeSchema]),
    run: ({ ctx, input }) => signInWithCookie(ctx, input),
  }),
  signIn: restOperation({
    summary:
      'Sign in (for scripts): sets the session cookie, answers `{ data: { user } }`; for an account with ' +
      'two-factor sign-in, `{ data: { twoFactorRequired, pendingToken } }` for `POST /api/auth/login/two-factor`',
    access: 'public',
    kind: 'mutation',
    input: loginSchema,
    output: z.union([z.object({ user: sessionUserSchema }), twoFactorChallengeSchema]),
    run: async ({ ctx, input }) => {
      const result = await signInWithCookie(ctx, input)
      return 'twoFactorRequired' in result ? result : { user: result }
    },
    rest: {
      method: 'POST',
      path: '/auth/login',
      errors: {
        401: 'Incorrect username or password (the same answer whichever was wrong)',
        429: 'Too many failed sign-ins for this account or address: wait as Retry-After says',
      },
    },
  }),
  logout: operation({
    summary: 'Sign out: ends the session and clears its cookie',
    access: 'public',
    kind: 'mutation',
    output: z.object({ signedOut: z.literal(true) }),
    run: async ({ ctx }) => {
      await signOut(ctx.em, ctx.sessionToken)
      ctx.resHeaders.append('Set-Cookie', clearedSessionCookie(ctx.config))
      return { signedOut: true as const }
    },
    rest: { method: 'POST', path: '/auth/logout' },
  }),
  updateProfile: operation({
    summary: 'Change the signed-in staff member’s display name and/or bio (what is left out stays)',
    access: anyStaff,
    kind: 'mutation',
    input: profilePatchSchema,
    output: sessionUserSchema,
    run: ({ ctx, input }) => updateProfile(ctx.em, ctx.user.id, input),
    audit: { record: ({ ctx }) => ({ kind: 'user', id: ctx.user.id }) },
    rest: { method: 'PATCH', path: '/auth/me' },
  }),
  /** Ends the user's other sessions and forgets their other remembered devices, keeps this browser's. */
  changePassword: operation({
    summary:
      'Change the signed-in staff member’s password (ends their other sessions and forgets their other remembered devices)',
    access: anyStaff,
    kind: 'mutation',
    input: changePasswordSchema,
    output: z.object({ passwordChanged: z.boolean(), otherSessionsEnded: z.number().int() }),
    run: ({ ctx, input }) =>
      changePassword(
        ctx.em,
        ctx.user.id,
        { sessionToken: ctx.sessionToken, deviceToken: deviceTokenFrom(ctx.cookieHeader) },
        input,
      ),
    audit: { record: ({ ctx }) => ({ kind: 'user', id: ctx.user.id }) },
    rest: { method: 'POST', path: '/auth/me/password' },
  }),
}
