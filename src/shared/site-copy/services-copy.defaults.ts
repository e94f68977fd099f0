import { SERVICE_COUNT } from '@/shared/marketing/public-pages'
import { PLAN_WITHIN } from '@/shared/marketing/response-times'
import { spelledCount } from '@/shared/spelled-count'
import type { ServicesCopy } from './services-copy.schema'

/**
 * The services overview's demo copy (ADR 0155): what a fresh install shows until staff save the page. Figures
 * and counts are slots (copy-slots.ts), never text, so an edit of a figure reaches them.
 */
export const defaultServicesCopy: ServicesCopy = {
  hero: {
    eyebrow: 'What we do',
    title: '{brand} Services',
    lead: 'Street teams, brand ambassadors and campus events, and the analytics to prove they worked. Run by people who know campus life from the inside, on any of {network.colleges} campuses.',
    primaryAction: 'Get Custom Service Quote',
    secondaryAction: 'View Current Programs',
  },
  offer: {
    eyebrow: 'Services',
    title: `${spelledCount(SERVICE_COUNT, { capital: true })} ways to reach students on campus`,
    cards: {
      'campus-marketing': {
        name: 'Brand Ambassador Programs',
        text: 'Semester-long ambassadors who represent your brand in their classes, clubs and residence halls, recruited, trained and managed by us.',
        points: [
          'Recruiting and interviews',
          'Weekly goals and coaching',
          'Content cleared for your channels',
        ],
      },
      'street-teams': {
        name: 'Campus Street Teams',
        text: 'Students from the campus itself, trained on your brand and scheduled for the busiest hours: flyering, sampling, QR sign-ups and guerrilla moments cleared with the school.',
        points: [
          'Local, background-checked teams',
          'Live within {figure.launch}',
          'Photos and counts after every shift',
        ],
      },
      'brand-activations': {
        name: 'Campus Event Marketing',
        text: 'Orientation, homecoming, game days, career fairs and finals week: we secure the space and permits, build the activation and staff it.',
        points: ['Permits and insurance handled', 'Production and logistics', 'Sampling at scale'],
      },
      'influencer-marketing': {
        name: 'Campus Influencer Marketing',
        text: 'Student creators and campus accounts turn each activation into content students trust, with disclosure and usage rights built in. Every program is reported by campus, with promo codes, QR scans and sign-up links.',
        points: ['Creators from the campus itself', 'Disclosure and usage rights', 'Weekly report by campus'],
      },
    },
  },
  industries: {
    eyebrow: 'Industry results',
    title: 'Results across industries',
    items: [
      {
        industry: 'Music streaming',
        result: '62,000 Premium Student sign-ups in six weeks',
        caseStudy: 'spotify',
      },
      { industry: 'Beverages', result: '310,000 samples across 25 game days', caseStudy: 'coca-cola' },
      { industry: 'Beauty', result: '48,000 sample kits and 9,400 verified reviews', caseStudy: 'loreal' },
      {
        industry: 'Technology',
        result: '14,500 students in 36 hackathons, 71% still active',
        caseStudy: 'microsoft',
      },
    ],
  },
  process: {
    eyebrow: 'Process',
    title: 'How a campaign comes together',
    steps: [
      {
        title: 'Discover',
        text: 'A 30-minute strategy call: your goal, your audience, your timing and your budget.',
      },
      { title: 'Plan', text: `Campuses, activities and an itemized budget within ${PLAN_WITHIN}.` },
      {
        title: 'Launch',
        text: 'Live in {figure.launch} on a campus we already work; {figure.nationalRollout} for a national rollout.',
      },
      {
        title: 'Measure and optimize',
        text: 'Weekly reports by campus; budget moves to the campuses that perform.',
      },
    ],
  },
  cta: {
    title: 'Ready to see which campuses fit your brand?',
    text: 'Programs start at {figure.startingBudget} for a single campus. Tell us your goal and we will send a plan with every cost itemized.',
    primaryAction: 'Contact Our Team',
    secondaryAction: 'Explore Campus Database',
  },
  faq: {
    title: 'Questions brands ask before they start',
    items: [
      {
        question: 'How much does a campus marketing campaign cost?',
        answer:
          'A focused campaign on **one campus starts at {figure.startingBudget}**. Regional programs usually land between $15,000 and $30,000, and **national programs run {figure.nationalBudget}**. The proposal you receive after your strategy call lists every line: staff hours, permits, materials, shipping and reporting.',
      },
      {
        question: 'How fast can you launch?',
        answer:
          'On a campus where we already operate, we can be live in **{figure.launch}**. A national rollout takes **{figure.nationalRollout}**: recruiting and training local teams, securing approvals and shipping kits to every school.',
      },
      {
        question: 'What results should we expect?',
        answer:
          'Our campaigns return an **average of {figure.averageRoi} ROI**, and **{figure.campusApproval} are approved by the campus** on first submission, so they start when planned. Results depend on your offer and your goal, so we agree the measures (sales, sign-ups, installs, samples, content) and the targets in writing before launch.',
      },
      {
        question: 'Can we target specific schools or student groups?',
        answer:
          'Yes. Choose campuses by state, region, enrollment, school type or a named list, then narrow to the groups that matter to you: first-year students, athletes, Greek life, graduate programs or particular majors. Start with the [school directory](/schools) or ask {brand} for a recommended shortlist.',
      },
      {
        question: 'What do you report, and how often?',
        answer:
          'You get a written report every week from launch: reach, conversations, samples, redemptions, sign-ups and social impressions by campus, with photos from the field. At the end of the campaign we deliver a results review with cost per outcome and the campuses worth scaling.',
      },
    ],
  },
}
