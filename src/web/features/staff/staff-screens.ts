/**
 * Every staff screen, in the order the staff navigation lists them (ADR 0009): the one list the staff bar reads,
 * so a new staff screen is reachable as soon as it is added here. `exact`: marked current on that path only (the
 * home would otherwise be current on every /staff/… page).
 */
export const STAFF_SCREENS = [
  { to: '/staff', label: 'Staff home', exact: true },
  { to: '/admin', label: 'Contact submissions', exact: false },
  { to: '/blog/admin', label: 'Blog', exact: false },
  { to: '/staff/programs', label: 'Campus programs', exact: false },
  { to: '/staff/schools', label: 'Schools', exact: false },
  { to: '/staff/matching', label: 'Matching results', exact: false },
  { to: '/staff/integrations', label: 'Integrations', exact: false },
  { to: '/staff/profile', label: 'Your profile', exact: false },
] as const

export type StaffScreen = (typeof STAFF_SCREENS)[number]
