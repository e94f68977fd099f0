import type { CaseStudyBodyInput } from '@/shared/case-studies/case-study.schema'

/** The study's long copy (one module per demo study, written for issue 18, ADR 0067). */
export const content: CaseStudyBodyInput = {
  lead: 'How permitted tailgate sampling, roaming ambassador crews and a coupon redeemable at campus stores put ice-cold product in 310,000 hands during one college football season, without a single compliance incident.',
  headline: [
    { value: '310,000', label: 'samples handed out' },
    { value: '25', label: 'campuses, one season' },
    { value: '18%', label: 'coupon redemption' },
    { value: '2.4M', label: 'social impressions' },
  ],
  challenge: [
    'Game day is the biggest gathering on any campus, and the hardest to get into. Stadium pouring rights belong to someone else, athletics departments limit who may sample and where, and tens of thousands of fans walk past a dozen sponsors on the way in.',
    'Coca-Cola wanted trial among students and young alumni on 25 campuses with strong football cultures, and it wanted that trial to turn into purchases at campus convenience stores in the week that followed, not just into a free drink.',
  ],
  approach: {
    intro:
      'We treated compliance as the first deliverable. Every campus got its own permit file: the athletics and student affairs approvals, the certificates of insurance, the tailgate-lot map and the sampling rules, agreed weeks before kick-off.',
    steps: [
      {
        title: 'Permitted tailgate stations',
        text: 'Branded sampling stations in the approved tailgate lots, with iced coolers so every sample was served cold, staffed by trained students from that campus.',
      },
      {
        title: 'Roaming Refresh Crews',
        text: 'Two-person ambassador crews with backpack coolers reached the far ends of the lots and the student sections’ line-ups, where fixed stations cannot go.',
      },
      {
        title: 'A reason to buy on Monday',
        text: 'Each sample came with a digital coupon redeemable at the campus convenience store that week, coded by campus and by game.',
      },
      {
        title: 'Content from the stands',
        text: 'Student creators filmed the day for campus accounts, turning 25 activations into a season-long story.',
      },
    ],
  },
  delivered: [
    'Zero compliance incidents, and every athletics department approved the plan on first submission',
    '410 local students trained on food safety and brand standards',
    'Samples, coupons and content for each game reported to the brand team within 48 hours',
    'Coupon redemptions by campus and by game, so next season’s schedule starts from sales data',
  ],
  learned: [
    {
      title: 'Permits are the product',
      text: 'Submitting a complete permit file weeks early bought the best tailgate spots on every campus.',
    },
    {
      title: 'Cold or not at all',
      text: 'Stations that ran out of ice saw redemption fall by half; every crew now carries a spare cooler.',
    },
    {
      title: 'Monday matters more than Saturday',
      text: 'The coupon turned a free drink into a purchase: the campus-store data was what the brand team renewed on.',
    },
  ],
  quote: {
    text: 'Game day is crowded with sponsors. The team got us permitted, staffed and cold on 25 campuses, and the coupon data showed the samples turned into sales.',
    role: 'Brand Manager, College Channel',
    organization: 'Coca-Cola North America',
  },
}
