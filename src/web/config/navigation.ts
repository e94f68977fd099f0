/** Site navigation as data (spec, "Header and footer"; decision D2 for the Resources menu). */

/** The home page sections the header scrolls to; elsewhere they link to `/#id`. */
export type HomeSection = 'capabilities' | 'case-studies' | 'contact-us'

export type NavItem = { label: string } & (
  { to: string; section?: never } | { section: HomeSection; to?: never }
)

export const headerNav: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Capabilities', section: 'capabilities' },
  { label: 'Schools', to: '/schools' },
  { label: 'Campus Programs', to: '/campus-programs' },
  { label: 'Case Studies', section: 'case-studies' },
  { label: 'Blog', to: '/blog' },
]

export const resourcesNav: { label: string; to: string }[] = [
  { label: 'Blog', to: '/blog' },
  { label: 'Case Studies', to: '/case-studies' },
  { label: 'School Directory', to: '/schools' },
  { label: 'Campus Matching', to: '/brand-matching' },
]

export const contactNav: NavItem = { label: 'Contact Us', section: 'contact-us' }
export const bookCallNav = { label: 'Book Strategy Call', to: '/book-call' }

export const footerNav: { heading: string; links: { label: string; to: string }[] }[] = [
  {
    heading: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Contact', to: '/contact' },
      { label: 'Case Studies', to: '/case-studies' },
      { label: 'Blog', to: '/blog' },
    ],
  },
  {
    heading: 'Services',
    links: [
      { label: 'Campus Marketing', to: '/services/campus-marketing' },
      { label: 'Street Teams', to: '/services/street-teams' },
      { label: 'Brand Activations', to: '/services/brand-activations' },
      { label: 'Influencer Marketing', to: '/services/influencer-marketing' },
    ],
  },
  {
    heading: 'Explore',
    links: [
      { label: 'School Directory', to: '/schools' },
      { label: 'Book a Strategy Call', to: '/book-call' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
    ],
  },
]
