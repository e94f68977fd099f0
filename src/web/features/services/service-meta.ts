import type { ServiceSlug } from '@/shared/marketing/public-pages'
import { illustration } from '@/shared/artwork'
import { NETWORK_COLLEGES } from '@/shared/schools/network-words'
import { figureSlot } from '@/shared/marketing/agency-figures'

/**
 * What page heads and links need about each service page; the page's words are staff's copy (ADR 0155). A
 * description states the network's size as `NETWORK_COLLEGES`, put in by whoever shows it (`withNetwork`), and
 * an agency figure as its `figureSlot`, put in with `withFigures` (staff edit the figures, ADR 0150).
 */
export interface ServiceSummary {
  slug: ServiceSlug
  name: string
  /** schema.org serviceType. */
  serviceType: string
  description: string
  keywords: string[]
  image: string
  /** The slug of the case study shown as proof, when it is published (ADR 0154). */
  caseStudy: string
}

export const serviceSummaries: Record<ServiceSlug, ServiceSummary> = {
  'campus-marketing': {
    slug: 'campus-marketing',
    name: 'Campus Marketing Programs',
    serviceType: 'College marketing program',
    description: `Semester-long campus marketing programs: brand ambassadors, events and sampling on the campuses you choose, reported by campus. From ${figureSlot('startingBudget')}.`,
    keywords: [
      'campus marketing',
      'college marketing program',
      'brand ambassador program',
      'student marketing',
    ],
    image: illustration('campus'),
    caseStudy: 'air-fresh-client',
  },
  'street-teams': {
    slug: 'street-teams',
    name: 'Campus Street Teams',
    serviceType: 'Street team marketing',
    description: `Trained student street teams for flyering, sampling and guerrilla activations on any of ${NETWORK_COLLEGES} campuses, live within ${figureSlot('launch')}.`,
    keywords: ['college street teams', 'street team marketing', 'guerrilla marketing campus', 'flyering'],
    image: illustration('street-team'),
    caseStudy: 'spotify',
  },
  'brand-activations': {
    slug: 'brand-activations',
    name: 'Campus Brand Activations',
    serviceType: 'Experiential marketing',
    description:
      'Pop-ups, sampling tours and event sponsorships at orientation, game days and finals week, with permits, staffing and reporting handled.',
    keywords: [
      'campus brand activation',
      'college event marketing',
      'experiential marketing',
      'product sampling',
    ],
    image: illustration('activation'),
    caseStudy: 'coca-cola',
  },
  'influencer-marketing': {
    slug: 'influencer-marketing',
    name: 'Campus Influencer Marketing',
    serviceType: 'Influencer marketing',
    description:
      'Student creators and campus accounts that turn your campaign into content students trust, with disclosure, usage rights and results per creator.',
    keywords: ['college influencer marketing', 'student creators', 'campus influencers', 'UGC campaigns'],
    image: illustration('creators'),
    caseStudy: 'patagonia',
  },
}
