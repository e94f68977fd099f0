import type { FaqPage } from '@/shared/marketing/faq.schema'
import type { NetworkWords } from '@/shared/schools/network-words'
import type { AgencyFigures } from '@/shared/marketing/agency-figures'

/** The agency figures the answers state, each value escaped for HTML (staff write them, ADR 0150). */
export type FigureWords = Record<keyof AgencyFigures, string>

/**
 * The FAQ copy. Answers are HTML (links, emphasis, lists) and go through the shared sanitizer before they reach
 * a page, like any HTML that comes from content. The agency's figures are the ones every page states (`figures`:
 * staff's edits over the code's defaults, ADR 0150), so the FAQ and the page around it cannot disagree. What the
 * answers say about the network's size is the directory's own count (`network`).
 */
export function faqContent(
  page: FaqPage,
  brand: string,
  network: NetworkWords,
  figures: FigureWords,
): { question: string; answer: string }[] {
  return page === 'home' ? homeFaq(brand, network, figures) : servicesFaq(brand, figures)
}

const homeFaq = (brand: string, network: NetworkWords, figures: FigureWords) => [
  {
    question: 'How quickly can a campus campaign go live?',
    answer: `<p>Most single-campus and regional campaigns launch within <strong>${figures.launch}</strong> of sign-off: our student teams, materials suppliers and campus contacts are already in place. National programs that span dozens of schools take <strong>${figures.nationalRollout}</strong> to staff, train and clear with each campus.</p>`,
  },
  {
    question: 'What does campus marketing cost?',
    answer: `<p>Campaigns start at <strong>${figures.startingBudget}</strong> for a focused activation on one campus and run to <strong>${figures.nationalBudget}</strong> for national, multi-semester programs. Every proposal itemizes staffing, permits, materials and reporting, so you can see what each dollar buys before you commit.</p>`,
  },
  {
    question: 'Which colleges can you reach?',
    answer: `<p>Our network spans <strong>${network.colleges} U.S. colleges</strong>, from Big Ten flagships to community colleges and specialist schools, home to ${network.students} students. <a href="/schools">Browse the school directory</a>, or describe your brand in the <a href="/brand-matching">campus matching tool</a> and get a ranked shortlist in minutes.</p>`,
  },
  {
    question: 'How do you prove the campaign worked?',
    answer: `<p>Every activation carries its own promo codes, QR codes and sign-up links, so sales, installs and registrations are attributed to the campus and the day that produced them. Your strategist sends a written report every week, by campus. Across our campaigns the average return is <strong>${figures.averageRoi} within 90 days</strong>.</p>`,
  },
  {
    question: 'Who represents our brand on campus?',
    answer: `<p>Enrolled students from the campus itself. We recruit, interview and background-check every ambassador and street-team member, train them on your brand guidelines and talking points, and manage them week to week. Students trust recommendations from peers <strong>5x more</strong> than ads, which is why we hire locally.</p>`,
  },
  {
    question: 'Do you handle campus permissions and compliance?',
    answer: `<p>Yes. ${brand} submits event and space requests to student affairs, housing and athletics offices, provides certificates of insurance, and follows each school's solicitation and sampling rules. That preparation is why <strong>${figures.campusApproval} of our campaigns are approved by the campus</strong> on first submission. See <a href="/services">our services</a> for what each program includes.</p>`,
  },
]

const servicesFaq = (brand: string, figures: FigureWords) => [
  {
    question: 'How much does a campus marketing campaign cost?',
    answer: `<p>A focused campaign on <strong>one campus starts at ${figures.startingBudget}</strong>. Regional programs usually land between $15,000 and $30,000, and <strong>national programs run ${figures.nationalBudget}</strong>. The proposal you receive after your strategy call lists every line: staff hours, permits, materials, shipping and reporting.</p>`,
  },
  {
    question: 'How fast can you launch?',
    answer: `<p>On a campus where we already operate, we can be live in <strong>${figures.launch}</strong>. A national rollout takes <strong>${figures.nationalRollout}</strong>: recruiting and training local teams, securing approvals and shipping kits to every school.</p>`,
  },
  {
    question: 'What results should we expect?',
    answer: `<p>Our campaigns return an <strong>average of ${figures.averageRoi} ROI</strong>, and <strong>${figures.campusApproval} are approved by the campus</strong> on first submission, so they start when planned. Results depend on your offer and your goal, so we agree the measures (sales, sign-ups, installs, samples, content) and the targets in writing before launch.</p>`,
  },
  {
    question: 'Can we target specific schools or student groups?',
    answer: `<p>Yes. Choose campuses by state, region, enrollment, school type or a named list, then narrow to the groups that matter to you: first-year students, athletes, Greek life, graduate programs or particular majors. Start with the <a href="/schools">school directory</a> or ask ${brand} for a recommended shortlist.</p>`,
  },
  {
    question: 'What do you report, and how often?',
    answer: `<p>You get a written report every week from launch: reach, conversations, samples, redemptions, sign-ups and social impressions by campus, with photos from the field. At the end of the campaign we deliver a results review with cost per outcome and the campuses worth scaling.</p>`,
  },
]
