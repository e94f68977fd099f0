/**
 * Pages of other features the marketing copy links to. Typed as plain strings: those routes arrive with their
 * own features, and until they do the router shows Page Not Found for them.
 */
export const paths = {
  schools: '/schools' as string,
  campusPrograms: '/campus-programs' as string,
  brandMatching: '/brand-matching' as string,
  blog: '/blog' as string,
  contact: '/contact' as string,
}
