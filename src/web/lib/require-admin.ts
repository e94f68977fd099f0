import { redirect, type ParsedLocation } from '@tanstack/react-router'
import type { RouterContext } from '@/web/router'

/** Thrown by a staff route for a signed-in user without admin rights; the server answers it with 403. */
export class ForbiddenError extends Error {
  constructor() {
    super('Forbidden')
    this.name = 'ForbiddenError'
  }
}

/** Errors cross from server render to browser as plain data: recognise the forbidden one by its name. */
export const isForbidden = (error: unknown) => error instanceof Error && error.name === 'ForbiddenError'

/**
 * `beforeLoad` of every staff route (decision D5): visitors go to /login and come back afterwards; signed-in
 * users without admin rights get the 403 screen. Returns the admin for the route's context.
 */
export async function requireAdmin({
  context,
  location,
}: {
  context: RouterContext
  location: ParsedLocation
}) {
  const me = await context.queryClient.ensureQueryData(context.trpc.auth.me.queryOptions())
  if (!me) throw redirect({ href: `/login?redirect=${encodeURIComponent(location.href)}` })
  if (!me.isAdmin) throw new ForbiddenError()
  return { me }
}
