import { illustration } from '@/shared/artwork'
import type { CaseStudyFields } from '@/shared/case-studies/case-study.schema'
import { content as airFresh } from './air-fresh-client'
import { content as cocaCola } from './coca-cola'
import { content as loreal } from './loreal'
import { content as microsoft } from './microsoft'
import { content as patagonia } from './patagonia'
import { content as sephora } from './sephora'
import { content as spotify } from './spotify'

/**
 * The seven demo case studies the product has always had at /cs/{slug} (decision D2), written into the
 * `case_studies` table by its migration (ADR 0154): published, unconfirmed (so every page marks them as example
 * content, decision D24), in this order. `{partner}` stands for PARTNER_NAME, filled in when a page shows it.
 */
export const DEMO_CASE_STUDIES: CaseStudyFields[] = [
  {
    slug: 'spotify',
    client: 'Spotify',
    title: 'Spotify: 62,000 Premium Student sign-ups in six weeks',
    summary:
      'Listening lounges at move-in, ambassador playlists and per-campus QR codes turned first-years into Premium Student subscribers on 40 campuses.',
    industry: 'Music streaming',
    metric: { value: '62,000', label: 'Premium Student sign-ups' },
    logoUrl: '/images/logos/spotify.svg',
    imageUrl: illustration('music'),
    keywords: ['Spotify campus marketing', 'student subscription marketing', 'orientation week activation'],
    ...spotify,
  },
  {
    slug: 'coca-cola',
    client: 'Coca-Cola',
    title: 'Coca-Cola: 310,000 samples on 25 game days',
    summary:
      'Permitted tailgate sampling, roaming ambassador crews and a campus-store coupon put ice-cold product in 310,000 hands across 25 campuses.',
    industry: 'Beverages',
    metric: { value: '310,000', label: 'samples on game days' },
    logoUrl: '/images/logos/coca-cola.svg',
    imageUrl: illustration('game-day'),
    keywords: ['Coca-Cola college sampling', 'game day sampling', 'tailgate marketing'],
    ...cocaCola,
  },
  {
    slug: 'air-fresh-client',
    client: '{partner}',
    title: '{partner}: +385% ROI across 127 campuses',
    summary:
      'How {partner} took a national snack brand to 127 campuses in one semester, reached 234K students and returned 385% on the program.',
    industry: 'Consumer packaged goods',
    metric: { value: '+385%', label: 'ROI in one semester' },
    logoUrl: null,
    imageUrl: illustration('sampling'),
    keywords: ['{partner} case study', 'national campus rollout', 'campus sampling ROI'],
    ...airFresh,
  },
  {
    slug: 'loreal',
    client: 'L’Oréal Paris',
    title: 'L’Oréal Paris: a skincare routine in every residence hall',
    summary:
      'Resident-assistant-hosted Glow Nights delivered 48,000 sample kits on 30 campuses and turned trial into 9,400 verified reviews.',
    industry: 'Beauty',
    metric: { value: '48,000', label: 'sample kits delivered' },
    logoUrl: '/images/logos/loreal.svg',
    imageUrl: illustration('beauty'),
    keywords: ['L’Oréal campus sampling', 'beauty brand college marketing', 'residence hall events'],
    ...loreal,
  },
  {
    slug: 'sephora',
    client: 'Sephora',
    title: 'Sephora: finals-week self-care pop-ups',
    summary:
      'Self-care pop-ups during finals on 18 campuses signed up 21,000 students to Beauty Insider and sent 6,200 of them to nearby stores.',
    industry: 'Beauty retail',
    metric: { value: '21,000', label: 'Beauty Insider sign-ups' },
    logoUrl: '/images/logos/sephora.svg',
    imageUrl: illustration('self-care-popup'),
    keywords: ['Sephora college marketing', 'finals week pop-up', 'loyalty program sign-ups'],
    ...sephora,
  },
  {
    slug: 'microsoft',
    client: 'Microsoft',
    title: 'Microsoft: 36 student hackathons, one study routine',
    summary:
      'Ambassador-run hackathons on 36 campuses brought 14,500 students into Microsoft 365 and kept 71% of them active a month later.',
    industry: 'Technology',
    metric: { value: '14,500', label: 'students registered' },
    logoUrl: '/images/logos/microsoft.svg',
    imageUrl: illustration('tech'),
    keywords: ['Microsoft student hackathon', 'software campus marketing', 'student ambassador program'],
    ...microsoft,
  },
  {
    slug: 'patagonia',
    client: 'Patagonia',
    title: 'Patagonia: a Worn Wear repair tour on 15 campuses',
    summary:
      'A repair-first tour fixed 4,800 garments on 15 campuses and gathered 11,000 pledges, with no single-use giveaways.',
    industry: 'Outdoor apparel',
    metric: { value: '4,800', label: 'garments repaired' },
    logoUrl: '/images/logos/patagonia.svg',
    imageUrl: illustration('outdoors'),
    keywords: ['Patagonia campus tour', 'sustainable brand activation', 'experiential marketing college'],
    ...patagonia,
  },
].map((study, index) => ({ ...study, sortOrder: (index + 1) * 10, published: true, confirmed: false }))
