import type { Role } from './roles'

/**
 * What each role is called and may do, in words: the staff bar's label. A module of its own so that the route
 * guards, which import roles.ts into every page's first load, do not bring this wording along (ADR 0082).
 */
export const ROLE_LABELS: Record<Role, { label: string; description: string }> = {
  admin: { label: 'Admin', description: 'Everything, including staff accounts and settings' },
  editor: { label: 'Editor', description: 'Blog, campus programs, schools and site content; not leads' },
  author: {
    label: 'Author',
    description: 'Writes and edits their own articles and submits them for review; cannot publish',
  },
  sales: { label: 'Sales', description: 'Leads, bookings and matching results; not content' },
}
