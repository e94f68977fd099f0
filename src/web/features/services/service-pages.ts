import type { ServiceSlug } from '@/shared/marketing/public-pages'
import type { AgencyFigures } from '@/shared/marketing/agency-figures'
import { NETWORK_COLLEGES } from '@/shared/schools/network-words'
import type { Stat } from '@/web/features/marketing/stat-grid'
import { PLAN_WITHIN } from '@/shared/marketing/response-times'

/**
 * The copy of /services/{slug} (decision D2). The agency's figures are the record the page reads
 * (`useAgencyFigures()`: staff's edits over agency-figures.ts's defaults, ADR 0150); the network's size is
 * `NETWORK_COLLEGES`, put in where the text is shown (`withNetwork`).
 */
export interface ServicePageCopy {
  title: string
  lead: string
  included: { title: string; text: string }[]
  steps: { title: string; text: string }[]
  fit: string[]
  stats: Stat[]
  /** The slug of the case study shown as proof, when it is published (ADR 0154). */
  caseStudy: string
}

export const servicePages = (figures: AgencyFigures): Record<ServiceSlug, ServicePageCopy> => ({
  'campus-marketing': {
    title: 'Campus marketing programs that run all semester',
    lead: 'One team, one plan, as many campuses as you need. We combine brand ambassadors, events, sampling and student creators into a program built around your goal, and report on it campus by campus until the semester ends.',
    included: [
      {
        title: 'Campus selection',
        text: `A shortlist from our ${NETWORK_COLLEGES} college network, by region, enrollment, school type and student mix.`,
      },
      {
        title: 'Brand ambassadors',
        text: 'Students recruited on each campus, trained on your brand and managed week to week.',
      },
      {
        title: 'Events and sampling',
        text: 'Orientation, game days, finals week: the moments that matter on each campus calendar.',
      },
      {
        title: 'Permits and compliance',
        text: 'Space requests, insurance certificates and each school’s solicitation rules, handled.',
      },
      { title: 'Student content', text: 'Photos and short video from the field, cleared for your channels.' },
      {
        title: 'Weekly reporting',
        text: 'A written report every week, by campus and activity.',
      },
    ],
    steps: [
      { title: 'Strategy call', text: 'Your goal, audience, timing and budget, in 30 minutes.' },
      {
        title: 'Campus plan',
        text: `Campuses, activity calendar and an itemized budget within ${PLAN_WITHIN}.`,
      },
      {
        title: 'Launch and optimize',
        text: `Live in ${figures.launch.value} on campuses we already work, then budget moves to what performs.`,
      },
    ],
    fit: [
      'Brands launching a product to students for the first time',
      'Subscriptions, apps and banks that need sign-ups before habits form',
      'Retailers that want traffic in the stores around campus',
    ],
    stats: [figures.averageRoi, figures.colleges, figures.launch],
    caseStudy: 'air-fresh-client',
  },
  'street-teams': {
    title: 'Street teams who know the campus',
    lead: 'Our street teams are students from the campus they work on. They know where the crowds are at 11:50 on a Tuesday, which walkways the campus allows you on, and how to start a conversation that does not feel like a pitch.',
    included: [
      {
        title: 'Local recruiting',
        text: 'Background-checked students hired on each campus, never bused in.',
      },
      {
        title: 'Brand training',
        text: 'Talking points, product knowledge and do-not-say lists, tested before the first shift.',
      },
      {
        title: 'High-traffic takeovers',
        text: 'Dining halls, libraries, bus stops and quads at the busiest hours.',
      },
      {
        title: 'Flyering and sampling',
        text: 'Printed pieces, samples and swag, delivered and counted per shift.',
      },
      {
        title: 'Guerrilla moments',
        text: 'Chalk trails, flash stunts and pop-up games, cleared with the campus first.',
      },
      {
        title: 'Shift reporting',
        text: 'Photos, contacts, samples and codes scanned, uploaded after every shift.',
      },
    ],
    steps: [
      {
        title: 'Brief',
        text: 'What students should do after meeting your team: scan, sign up, buy, attend.',
      },
      {
        title: 'Staff and train',
        text: `Local teams hired and trained; ${figures.launch.value} on campuses where we already operate.`,
      },
      {
        title: 'Hit the peak hours',
        text: 'Shifts scheduled on foot-traffic data and moved to the locations that convert.',
      },
    ],
    fit: [
      'Launches that need thousands of conversations in a week',
      'Apps and services that convert with a QR code on the spot',
      'Events that need a crowd by Friday',
    ],
    stats: [
      figures.launch,
      figures.campusApproval,
      { value: '60+ hours', label: 'a week students spend on campus' },
    ],
    caseStudy: 'spotify',
  },
  'brand-activations': {
    title: 'Brand activations students line up for',
    lead: 'Pop-ups, sampling tours and sponsorships designed around the campus calendar. We secure the space and the permits, build and staff the activation, and measure what it produced, from samples to sales.',
    included: [
      {
        title: 'Concept and design',
        text: 'An idea that fits your brand and the campus, from a lounge to a tour.',
      },
      {
        title: 'Space and permits',
        text: 'Bookings with student affairs, athletics and housing; certificates of insurance.',
      },
      {
        title: 'Build and logistics',
        text: 'Tents, displays, coolers and kits produced, shipped and set up on site.',
      },
      { title: 'Trained staff', text: 'Student brand ambassadors and a site lead at every activation.' },
      {
        title: 'Sampling at scale',
        text: 'Food-safety trained teams and counted distribution, campus by campus.',
      },
      {
        title: 'Attribution',
        text: 'Coupons, codes and sign-up links that tie every activation to results.',
      },
    ],
    steps: [
      { title: 'Pick the moment', text: 'Move-in, orientation, homecoming, game days or finals week.' },
      {
        title: 'Secure and build',
        text: 'Permits, production and staffing, confirmed in writing for each campus.',
      },
      {
        title: 'Run and report',
        text: 'Results per activation within two days, and a season review at the end.',
      },
    ],
    fit: [
      'Food and beverage brands that need trial',
      'Beauty and retail brands building loyalty programs',
      'Brands that want a presence at game days and campus events',
    ],
    stats: [figures.averageRoi, figures.campusApproval, figures.startingBudget],
    caseStudy: 'coca-cola',
  },
  'influencer-marketing': {
    title: 'Student creators students actually trust',
    lead: 'Students trust recommendations from peers 5x more than ads. We match your brand with student creators and campus accounts that already have the audience you want, and run the campaign with clear disclosure, usage rights and results for every post.',
    included: [
      {
        title: 'Creator matching',
        text: 'Students and campus accounts chosen by audience, campus and fit, not follower count.',
      },
      { title: 'Briefs and approvals', text: 'A clear brief, your approval before anything goes live.' },
      {
        title: 'Disclosure built in',
        text: 'FTC-compliant disclosure on every paid post, checked before publishing.',
      },
      {
        title: 'Content from events',
        text: 'Creators at your activations, turning one day into weeks of content.',
      },
      {
        title: 'Usage rights',
        text: 'Rights to reuse the best content in your own channels, agreed up front.',
      },
      {
        title: 'Results per creator',
        text: 'Reach, engagement, clicks and codes for each creator and campus.',
      },
    ],
    steps: [
      { title: 'Define the audience', text: 'Which students, which campuses, what you want them to do.' },
      {
        title: 'Match and brief',
        text: 'A creator roster for your approval, then briefs and content calendars.',
      },
      {
        title: 'Publish and measure',
        text: 'Posts go live on schedule; you see results per creator as they come in.',
      },
    ],
    fit: [
      'Brands that need content with a campus voice',
      'Launches that pair events with social reach',
      'Apps that convert through links and codes',
    ],
    stats: [
      { value: '5x', label: 'more trust in peers than in ads' },
      figures.studentsReached,
      figures.averageRoi,
    ],
    caseStudy: 'patagonia',
  },
})
