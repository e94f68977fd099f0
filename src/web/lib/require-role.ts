import type { ParsedLocation } from '@tanstack/react-router'
import type { SCREEN_ROLES } from '@/shared/auth/roles'
import type { RouterContext } from '@/web/router'

const FORBIDDEN_PAGE = 'Forbidden: this staff role may not open this page'

/** Thrown by a staff route for a signed-in user whose role may not open it; the server answers it with 403. */
export class ForbiddenError extends Error {
  constructor() {
    super(FORBIDDEN_PAGE)
    this.name = 'ForbiddenError'
  }
}

/**
 * Errors cross from server render to browser as plain data, and the router's dehydration keeps their message but
 * not their name: the forbidden one is recognised by either.
 */
export const isForbidden = (error: unknown) =>
  error instanceof Error && (error.name === 'ForbiddenError' || error.message === FORBIDDEN_PAGE)

/**
 * The `beforeLoad` of a staff route (decision D5, ADR 0091): visitors go to /login and come back afterwards;
 * signed-in users whose role may not open this screen (SCREEN_ROLES) get the 403 screen. Gives the route's
 * context the signed-in staff member. The check (role-check.ts, with the roles table) is imported when a staff
 * page is opened: `beforeLoad` is not split from the route tree, which every public page loads first (ADR 0082).
 */
export function requireRole(screen: keyof typeof SCREEN_ROLES) {
  const beforeLoad = async (match: { context: RouterContext; location: ParsedLocation }) =>
    (await import('./role-check')).checkRole(screen, match)
  // The access-matrix test walks the route tree and reads which screen each staff page is.
  return Object.assign(beforeLoad, { screen })
}
