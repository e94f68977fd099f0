import type { ServiceSlug } from '@/shared/marketing/public-pages'
import { PLAN_WITHIN } from '@/shared/marketing/response-times'
import type { ServicePageCopy } from './service-page-copy.schema'

/**
 * The four service pages' demo copy (ADR 0155), one part each, by slug: what a fresh install shows until staff
 * save the page. The network's count and the agency's figures are slots, filled at read.
 */
export const defaultServicePageCopy: Record<ServiceSlug, ServicePageCopy> = {
  'campus-marketing': {
    hero: {
      title: 'Campus marketing programs that run all semester',
      lead: 'One team, one plan, as many campuses as you need. We combine brand ambassadors, events, sampling and student creators into a program built around your goal, and report on it campus by campus until the semester ends.',
      primaryAction: 'Book a Free Strategy Call',
      secondaryAction: 'All Services',
    },
    included: {
      eyebrow: 'What’s included',
      title: 'Everything in campus marketing programs',
      items: [
        {
          title: 'Campus selection',
          text: 'A shortlist from our {network.colleges} college network, by region, enrollment, school type and student mix.',
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
        {
          title: 'Student content',
          text: 'Photos and short video from the field, cleared for your channels.',
        },
        {
          title: 'Weekly reporting',
          text: 'A written report every week, by campus and activity.',
        },
      ],
    },
    process: {
      eyebrow: 'How it works',
      title: 'From first call to first results',
      steps: [
        {
          title: 'Strategy call',
          text: 'Your goal, audience, timing and budget, in 30 minutes.',
        },
        {
          title: 'Campus plan',
          text: `Campuses, activity calendar and an itemized budget within ${PLAN_WITHIN}.`,
        },
        {
          title: 'Launch and optimize',
          text: 'Live in {figure.launch} on campuses we already work, then budget moves to what performs.',
        },
      ],
    },
    fit: {
      title: 'A good fit for',
      items: [
        'Brands launching a product to students for the first time',
        'Subscriptions, apps and banks that need sign-ups before habits form',
        'Retailers that want traffic in the stores around campus',
      ],
    },
    cta: {
      title: 'Put campus marketing programs to work for your brand',
      text: `Tell us your goal and your campuses. We will come back with a plan and an itemized budget within ${PLAN_WITHIN}.`,
      primaryAction: 'Book a Free Strategy Call',
      secondaryAction: 'Get a Custom Quote',
    },
  },
  'street-teams': {
    hero: {
      title: 'Street teams who know the campus',
      lead: 'Our street teams are students from the campus they work on. They know where the crowds are at 11:50 on a Tuesday, which walkways the campus allows you on, and how to start a conversation that does not feel like a pitch.',
      primaryAction: 'Book a Free Strategy Call',
      secondaryAction: 'All Services',
    },
    included: {
      eyebrow: 'What’s included',
      title: 'Everything in campus street teams',
      items: [
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
    },
    process: {
      eyebrow: 'How it works',
      title: 'From first call to first results',
      steps: [
        {
          title: 'Brief',
          text: 'What students should do after meeting your team: scan, sign up, buy, attend.',
        },
        {
          title: 'Staff and train',
          text: 'Local teams hired and trained; {figure.launch} on campuses where we already operate.',
        },
        {
          title: 'Hit the peak hours',
          text: 'Shifts scheduled on foot-traffic data and moved to the locations that convert.',
        },
      ],
    },
    fit: {
      title: 'A good fit for',
      items: [
        'Launches that need thousands of conversations in a week',
        'Apps and services that convert with a QR code on the spot',
        'Events that need a crowd by Friday',
      ],
    },
    cta: {
      title: 'Put campus street teams to work for your brand',
      text: `Tell us your goal and your campuses. We will come back with a plan and an itemized budget within ${PLAN_WITHIN}.`,
      primaryAction: 'Book a Free Strategy Call',
      secondaryAction: 'Get a Custom Quote',
    },
  },
  'brand-activations': {
    hero: {
      title: 'Brand activations students line up for',
      lead: 'Pop-ups, sampling tours and sponsorships designed around the campus calendar. We secure the space and the permits, build and staff the activation, and measure what it produced, from samples to sales.',
      primaryAction: 'Book a Free Strategy Call',
      secondaryAction: 'All Services',
    },
    included: {
      eyebrow: 'What’s included',
      title: 'Everything in campus brand activations',
      items: [
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
        {
          title: 'Trained staff',
          text: 'Student brand ambassadors and a site lead at every activation.',
        },
        {
          title: 'Sampling at scale',
          text: 'Food-safety trained teams and counted distribution, campus by campus.',
        },
        {
          title: 'Attribution',
          text: 'Coupons, codes and sign-up links that tie every activation to results.',
        },
      ],
    },
    process: {
      eyebrow: 'How it works',
      title: 'From first call to first results',
      steps: [
        {
          title: 'Pick the moment',
          text: 'Move-in, orientation, homecoming, game days or finals week.',
        },
        {
          title: 'Secure and build',
          text: 'Permits, production and staffing, confirmed in writing for each campus.',
        },
        {
          title: 'Run and report',
          text: 'Results per activation within two days, and a season review at the end.',
        },
      ],
    },
    fit: {
      title: 'A good fit for',
      items: [
        'Food and beverage brands that need trial',
        'Beauty and retail brands building loyalty programs',
        'Brands that want a presence at game days and campus events',
      ],
    },
    cta: {
      title: 'Put campus brand activations to work for your brand',
      text: `Tell us your goal and your campuses. We will come back with a plan and an itemized budget within ${PLAN_WITHIN}.`,
      primaryAction: 'Book a Free Strategy Call',
      secondaryAction: 'Get a Custom Quote',
    },
  },
  'influencer-marketing': {
    hero: {
      title: 'Student creators students actually trust',
      lead: 'Students trust recommendations from peers 5x more than ads. We match your brand with student creators and campus accounts that already have the audience you want, and run the campaign with clear disclosure, usage rights and results for every post.',
      primaryAction: 'Book a Free Strategy Call',
      secondaryAction: 'All Services',
    },
    included: {
      eyebrow: 'What’s included',
      title: 'Everything in campus influencer marketing',
      items: [
        {
          title: 'Creator matching',
          text: 'Students and campus accounts chosen by audience, campus and fit, not follower count.',
        },
        {
          title: 'Briefs and approvals',
          text: 'A clear brief, your approval before anything goes live.',
        },
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
    },
    process: {
      eyebrow: 'How it works',
      title: 'From first call to first results',
      steps: [
        {
          title: 'Define the audience',
          text: 'Which students, which campuses, what you want them to do.',
        },
        {
          title: 'Match and brief',
          text: 'A creator roster for your approval, then briefs and content calendars.',
        },
        {
          title: 'Publish and measure',
          text: 'Posts go live on schedule; you see results per creator as they come in.',
        },
      ],
    },
    fit: {
      title: 'A good fit for',
      items: [
        'Brands that need content with a campus voice',
        'Launches that pair events with social reach',
        'Apps that convert through links and codes',
      ],
    },
    cta: {
      title: 'Put campus influencer marketing to work for your brand',
      text: `Tell us your goal and your campuses. We will come back with a plan and an itemized budget within ${PLAN_WITHIN}.`,
      primaryAction: 'Book a Free Strategy Call',
      secondaryAction: 'Get a Custom Quote',
    },
  },
}
