import { changePasswordSchema, loginSchema, profileSchema } from '../../../shared/auth/auth.schema'
import { adminProcedure, publicProcedure, router } from '../../trpc/init'
import { signIn, signOut } from './auth.service'
import { changePassword, updateProfile } from './profile.service'
import { clearedSessionCookie, sessionCookie } from './session-cookie'

export const authRouter = router({
  /** The signed-in staff member, or null for visitors. */
  me: publicProcedure.query(({ ctx }) => ctx.user),
  login: publicProcedure.input(loginSchema).mutation(async ({ ctx, input }) => {
    const { user, token, expiresAt } = await signIn(ctx.em, input, {
      ip: ctx.ip,
      throttle: ctx.runtime.loginThrottle,
      settings: ctx.config,
      previousToken: ctx.sessionToken,
    })
    ctx.resHeaders.append('Set-Cookie', sessionCookie(ctx.config, token, expiresAt))
    return user
  }),
  logout: publicProcedure.mutation(async ({ ctx }) => {
    await signOut(ctx.em, ctx.sessionToken)
    ctx.resHeaders.append('Set-Cookie', clearedSessionCookie(ctx.config))
    return { signedOut: true }
  }),
  /** PATCH /api/auth/me's twin: the signed-in staff member's display name. */
  updateProfile: adminProcedure
    .input(profileSchema)
    .mutation(({ ctx, input }) => updateProfile(ctx.em, ctx.user.id, input)),
  /** POST /api/auth/me/password's twin: ends the user's other sessions, keeps this one. */
  changePassword: adminProcedure
    .input(changePasswordSchema)
    .mutation(({ ctx, input }) => changePassword(ctx.em, ctx.user.id, ctx.sessionToken, input)),
})
