import { hasRole, SCREEN_ROLES } from '@/shared/auth/roles'
import type { SessionUser } from '@/shared/auth/auth.schema'

/**
 * Every staff screen, in the order the staff navigation lists them (ADR 0009): the one list the staff bar reads,
 * so a new staff screen is reachable as soon as it is added here. `exact`: marked current on that path only (the
 * home would otherwise be current on every /staff/… page). `screen`: who may open it (SCREEN_ROLES, ADR 0091);
 * the staff bar lists only the screens the signed-in role may open.
 */
export const STAFF_SCREENS = [
  { to: '/staff', label: 'Staff home', exact: true, screen: 'home' },
  { to: '/admin', label: 'Contact submissions', exact: false, screen: 'leads' },
  { to: '/staff/calls', label: 'Calls', exact: false, screen: 'calls' },
  { to: '/blog/admin', label: 'Blog', exact: false, screen: 'articles' },
  { to: '/staff/figures', label: 'Agency figures', exact: false, screen: 'figures' },
  { to: '/staff/case-studies', label: 'Case studies', exact: false, screen: 'caseStudies' },
  { to: '/staff/pages', label: 'Page copy', exact: false, screen: 'pages' },
  { to: '/staff/programs', label: 'Campus programs', exact: false, screen: 'programs' },
  { to: '/staff/schools', label: 'Schools', exact: false, screen: 'schools' },
  { to: '/staff/matching', label: 'Matching results', exact: false, screen: 'matching' },
  { to: '/staff/integrations', label: 'Integrations', exact: false, screen: 'integrations' },
  { to: '/staff/team', label: 'Team', exact: false, screen: 'team' },
  { to: '/staff/audit', label: 'Audit trail', exact: false, screen: 'audit' },
  { to: '/staff/profile', label: 'Your profile', exact: false, screen: 'profile' },
] as const satisfies readonly {
  to: string
  label: string
  exact: boolean
  screen: keyof typeof SCREEN_ROLES
}[]

export type StaffScreen = (typeof STAFF_SCREENS)[number]

/** The screens this staff member's role may open, in navigation order (none without a role). */
export const screensFor = (user: SessionUser) =>
  STAFF_SCREENS.filter((screen) => hasRole(user, SCREEN_ROLES[screen.screen]))
