import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { hasRole, SCREEN_ROLES } from '@/shared/auth/roles'
import type { RouterContext } from '@/web/router'
import { ForbiddenError } from './require-role'

/** What a staff route's guard (requireRole) checks, loaded only when a staff page is opened. */
export async function checkRole(
  screen: keyof typeof SCREEN_ROLES,
  { context, location }: { context: RouterContext; location: ParsedLocation },
) {
  const me = await context.queryClient.ensureQueryData(context.trpc.auth.me.queryOptions())
  if (!me) throw redirect({ href: `/login?redirect=${encodeURIComponent(location.href)}` })
  if (!hasRole(me, SCREEN_ROLES[screen])) throw new ForbiddenError()
  // An admin requires two-factor sign-in and this account has none yet: the profile, where it is set up, first.
  if (me.twoFactorSetupRequired && screen !== 'profile')
    throw redirect({ href: '/staff/profile', replace: true })
  return { me }
}
