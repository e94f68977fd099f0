import type { CaseStudySlug } from '@/shared/marketing/public-pages'
import type { SiteConfig } from '@/shared/site'
import { illustration } from '@/shared/artwork'

/**
 * What lists, cards and page heads need to know about each case study. Kept apart from the long copy, which
 * only the case-study pages themselves load.
 */
export interface CaseStudySummary {
  slug: CaseStudySlug
  company: string
  title: string
  /** One or two sentences: the meta description and the card text. */
  description: string
  industry: string
  metric: { value: string; label: string }
  /** Wordmark drawn for the project (public/images/logos, ADR 0067), or null where the client is not named. */
  logo: string | null
  image: string
  keywords: string[]
  /**
   * Absent: demo content naming a brand that is not a client (decision D24), marked as an example wherever the
   * study is shown, until staff confirm it. (Absent rather than `example: true`: heads need these first.)
   */
  confirmed?: boolean
}

export function caseStudySummaries(
  site: Pick<SiteConfig, 'partnerName'>,
): Record<CaseStudySlug, CaseStudySummary> {
  return {
    spotify: {
      slug: 'spotify',
      company: 'Spotify',
      title: 'Spotify: 62,000 Premium Student sign-ups in six weeks',
      description:
        'Listening lounges at move-in, ambassador playlists and per-campus QR codes turned first-years into Premium Student subscribers on 40 campuses.',
      industry: 'Music streaming',
      metric: { value: '62,000', label: 'Premium Student sign-ups' },
      logo: '/images/logos/spotify.svg',
      image: illustration('music'),
      keywords: ['Spotify campus marketing', 'student subscription marketing', 'orientation week activation'],
    },
    'coca-cola': {
      slug: 'coca-cola',
      company: 'Coca-Cola',
      title: 'Coca-Cola: 310,000 samples on 25 game days',
      description:
        'Permitted tailgate sampling, roaming ambassador crews and a campus-store coupon put ice-cold product in 310,000 hands across 25 campuses.',
      industry: 'Beverages',
      metric: { value: '310,000', label: 'samples on game days' },
      logo: '/images/logos/coca-cola.svg',
      image: illustration('game-day'),
      keywords: ['Coca-Cola college sampling', 'game day sampling', 'tailgate marketing'],
    },
    'air-fresh-client': {
      slug: 'air-fresh-client',
      company: site.partnerName,
      title: `${site.partnerName}: +385% ROI across 127 campuses`,
      description: `How ${site.partnerName} took a national snack brand to 127 campuses in one semester, reached 234K students and returned 385% on the program.`,
      industry: 'Consumer packaged goods',
      metric: { value: '+385%', label: 'ROI in one semester' },
      logo: null,
      image: illustration('sampling'),
      keywords: [`${site.partnerName} case study`, 'national campus rollout', 'campus sampling ROI'],
    },
    loreal: {
      slug: 'loreal',
      company: 'L’Oréal Paris',
      title: 'L’Oréal Paris: a skincare routine in every residence hall',
      description:
        'Resident-assistant-hosted Glow Nights delivered 48,000 sample kits on 30 campuses and turned trial into 9,400 verified reviews.',
      industry: 'Beauty',
      metric: { value: '48,000', label: 'sample kits delivered' },
      logo: '/images/logos/loreal.svg',
      image: illustration('beauty'),
      keywords: ['L’Oréal campus sampling', 'beauty brand college marketing', 'residence hall events'],
    },
    sephora: {
      slug: 'sephora',
      company: 'Sephora',
      title: 'Sephora: finals-week self-care pop-ups',
      description:
        'Self-care pop-ups during finals on 18 campuses signed up 21,000 students to Beauty Insider and sent 6,200 of them to nearby stores.',
      industry: 'Beauty retail',
      metric: { value: '21,000', label: 'Beauty Insider sign-ups' },
      logo: '/images/logos/sephora.svg',
      image: illustration('self-care-popup'),
      keywords: ['Sephora college marketing', 'finals week pop-up', 'loyalty program sign-ups'],
    },
    microsoft: {
      slug: 'microsoft',
      company: 'Microsoft',
      title: 'Microsoft: 36 student hackathons, one study routine',
      description:
        'Ambassador-run hackathons on 36 campuses brought 14,500 students into Microsoft 365 and kept 71% of them active a month later.',
      industry: 'Technology',
      metric: { value: '14,500', label: 'students registered' },
      logo: '/images/logos/microsoft.svg',
      image: illustration('tech'),
      keywords: ['Microsoft student hackathon', 'software campus marketing', 'student ambassador program'],
    },
    patagonia: {
      slug: 'patagonia',
      company: 'Patagonia',
      title: 'Patagonia: a Worn Wear repair tour on 15 campuses',
      description:
        'A repair-first tour fixed 4,800 garments on 15 campuses and gathered 11,000 pledges, with no single-use giveaways.',
      industry: 'Outdoor apparel',
      metric: { value: '4,800', label: 'garments repaired' },
      logo: '/images/logos/patagonia.svg',
      image: illustration('outdoors'),
      keywords: ['Patagonia campus tour', 'sustainable brand activation', 'experiential marketing college'],
    },
  }
}
