/**
 * Staff roles (issue 35, ADR 0091). A signed-in account without a role (brand users, the demo bylines) is no
 * staff at all: every staff operation refuses it. What each role may do is declared by each operation
 * (`access: staff(...)`) and each staff screen (`STAFF_SCREENS`); this is the list (the wording is in role-labels.ts).
 */
export const ROLES = ['admin', 'editor', 'author', 'sales'] as const
export type Role = (typeof ROLES)[number]

/**
 * Who may open each staff screen and see its section of the staff home. The operations behind a screen declare
 * the same roles (`access: staff(...)`); the access-matrix test holds the two together.
 */
export const SCREEN_ROLES = {
  home: ROLES,
  leads: ['admin', 'sales'],
  articles: ['admin', 'editor', 'author'],
  // The agency's figures the marketing pages state (issue 36, ADR 0150): the publishers' copy, like the blog's.
  figures: ['admin', 'editor'],
  // The case studies (issue 36, ADR 0154): the publishers' copy too.
  caseStudies: ['admin', 'editor'],
  // The pages' copy (issue 36, ADR 0155): the publishers' copy, like the figures.
  pages: ['admin', 'editor'],
  programs: ['admin', 'editor'],
  schools: ['admin', 'editor'],
  matching: ['admin', 'sales'],
  // Booked calls and their calendar feeds (issue 38): the sales desk's, like the leads they belong to.
  calls: ['admin', 'sales'],
  // API keys and webhooks (issue 37): what reaches the agency's data from outside is the admins' to decide.
  integrations: ['admin'],
  // Staff accounts (issue 35): invitations, roles, deactivation.
  team: ['admin'],
  // The audit trail (ADR 0120): who changed what, for admins.
  audit: ['admin'],
  profile: ROLES,
} as const satisfies Record<string, readonly Role[]>

/** Who publishes, schedules and manages every article; an author manages their own drafts only. */
export const PUBLISHER_ROLES: readonly Role[] = ['admin', 'editor']

/** Whether the signed-in user holds one of `roles` (no user, or a user without a role, holds none). */
export const hasRole = (user: { role: Role | null } | null | undefined, roles: readonly Role[]) =>
  !!user?.role && roles.includes(user.role)

/** What staff operations answer a visitor (401) and an account whose role they do not allow (403). */
export const NOT_SIGNED_IN = 'Sign in as staff to do this.'
export const ROLE_REFUSED = 'Your staff role does not allow this.'
