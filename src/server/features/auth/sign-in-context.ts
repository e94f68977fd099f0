import type { AppContext } from '@/server/operations/context'
import type { SignInContext } from './auth.service'
import { deviceTokenFrom } from '@/server/features/auth/two-factor/remembered-device'

/** What both sign-in steps need of the request: address, throttle, browser, the cookies it came with. */
export const signInContextOf = (ctx: AppContext): SignInContext => ({
  ip: ctx.ip,
  throttle: ctx.runtime.loginThrottle,
  settings: ctx.config,
  previousToken: ctx.sessionToken,
  userAgent: ctx.userAgent,
  deviceToken: deviceTokenFrom(ctx.cookieHeader),
})
