import type { ServiceSlug } from '@/shared/marketing/public-pages'
import type { FileRoutesByTo } from '@/web/routeTree.gen'

/**
 * The site's navigation as data (ADR 0064): every destination has one label, written once here, and the header,
 * the Resources menu, the mobile menu and the footer are lists of destinations, never of labels. A page of its
 * own for every entry (decision D2): no header link scrolls within the home page.
 */

/** A path the router serves: a route without parameters, or one of the service pages. */
export type SitePath =
  | Exclude<keyof FileRoutesByTo, `${string}$${string}` | `/staff${string}` | `/blog/${string}` | '/admin'>
  | `/services/${ServiceSlug}`

/**
 * A place the navigation links to. Its path is checked against the router where the destinations are written
 * (`satisfies` below); consumers pass it on to <Link>, which takes a plain string.
 */
export interface Destination {
  label: string
  to: string
}

export const destinations = {
  home: { label: 'Home', to: '/' },
  services: { label: 'Services', to: '/services' },
  campusMarketing: { label: 'Campus Marketing', to: '/services/campus-marketing' },
  streetTeams: { label: 'Street Teams', to: '/services/street-teams' },
  brandActivations: { label: 'Brand Activations', to: '/services/brand-activations' },
  influencerMarketing: { label: 'Influencer Marketing', to: '/services/influencer-marketing' },
  schools: { label: 'Schools', to: '/schools' },
  campusPrograms: { label: 'Campus Programs', to: '/campus-programs' },
  caseStudies: { label: 'Case Studies', to: '/case-studies' },
  blog: { label: 'Blog', to: '/blog' },
  campusMatching: { label: 'Campus Matching', to: '/brand-matching' },
  about: { label: 'About', to: '/about' },
  contact: { label: 'Contact', to: '/contact' },
  bookCall: { label: 'Book a Strategy Call', to: '/book-call' },
  privacy: { label: 'Privacy Policy', to: '/privacy' },
  terms: { label: 'Terms of Service', to: '/terms' },
} as const satisfies Record<string, { label: string; to: SitePath }>

export type DestinationKey = keyof typeof destinations

/** The header's row on wide screens, left to right; Contact and the call button follow the Resources menu. */
export const headerNav: readonly Destination[] = [
  destinations.services,
  destinations.schools,
  destinations.campusPrograms,
  destinations.caseStudies,
  destinations.blog,
]

/** The header's Resources menu: what the row above does not already link (no destination twice). */
export const resourcesNav: readonly Destination[] = [destinations.campusMatching, destinations.about]

export const contactNav: Destination = destinations.contact
export const bookCallNav: Destination = destinations.bookCall

/**
 * The mobile menu: the same destinations as the header (home first, as there is no room for a logo link to be
 * obvious), each once. The call button is rendered after the list.
 */
export const mobileNav: readonly Destination[] = [
  destinations.home,
  ...headerNav,
  ...resourcesNav,
  contactNav,
]

export const footerNav: readonly { heading: string; links: readonly Destination[] }[] = [
  {
    heading: 'Company',
    links: [destinations.about, destinations.contact, destinations.caseStudies, destinations.blog],
  },
  {
    heading: 'What we do',
    links: [
      destinations.services,
      destinations.campusMarketing,
      destinations.streetTeams,
      destinations.brandActivations,
      destinations.influencerMarketing,
    ],
  },
  {
    heading: 'Explore',
    links: [
      destinations.schools,
      destinations.campusPrograms,
      destinations.campusMatching,
      destinations.bookCall,
    ],
  },
  { heading: 'Legal', links: [destinations.privacy, destinations.terms] },
]
