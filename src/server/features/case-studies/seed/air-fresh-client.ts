import type { CaseStudyBodyInput } from '@/shared/case-studies/case-study.schema'

/** A campaign of the partner agency (PARTNER_NAME) run on this platform, for a client that is not named. */
export const content: CaseStudyBodyInput = {
  lead: 'A national better-for-you snack brand asked {partner} for one semester to prove campus could sell. {partner} used {brand} to pick the campuses, staff them and report on every one.',
  headline: [
    { value: '+385%', label: 'ROI in one semester' },
    { value: '127', label: 'campuses' },
    { value: '234K', label: 'students reached' },
    { value: '48 hours', label: 'to launch the first 20 campuses' },
  ],
  challenge: [
    'The client, a national snack brand that asks not to be named, was new to college marketing and skeptical of it. Its leadership gave the brand team one semester and a fixed budget to show that campus activity moved product in the stores around campus, or the channel would be cut.',
    'That meant choosing campuses carefully, launching fast enough to catch the start of term, and measuring sales rather than impressions.',
  ],
  approach: {
    intro:
      '{partner} ran the campaign end to end on {brand}: campus selection from the school directory, local street teams and ambassadors, and a weekly report by campus.',
    steps: [
      {
        title: 'Pick campuses that can pay back',
        text: 'Shortlisted 127 campuses by enrollment, on-campus housing and the number of partner grocery and convenience stores within two miles.',
      },
      {
        title: 'Launch in waves',
        text: 'The first 20 campuses went live within 48 hours of sign-off; the rest followed over three weeks as teams were trained.',
      },
      {
        title: 'Sample where students spend their day',
        text: 'Street teams sampled at dining halls, libraries and rec centers, with a store coupon and a campus code on every pack.',
      },
      {
        title: 'Report on sales, not reach',
        text: 'Coupon redemptions and retailer data by campus, reviewed weekly, moved staff hours to the campuses selling best.',
      },
    ],
  },
  delivered: [
    '61,000 store coupons redeemed, each traced to the campus that handed it out',
    'Campuses in 31 states, chosen by the stores within two miles rather than by enrollment alone',
    'Renewed for the full academic year before the semester ended',
    'Budget moved from paid social to campus for the following year',
  ],
  learned: [
    {
      title: 'Stores nearby decide payback',
      text: 'Campuses with three or more partner stores within two miles sold twice as much per sample.',
    },
    {
      title: 'Launch in waves, not all at once',
      text: 'The first 20 campuses trained the next 107: their playbook cut set-up time per campus by half.',
    },
    {
      title: 'Weekly sales reviews beat end-of-term reports',
      text: 'Moving staff hours every week to the campuses selling best is where most of the return came from.',
    },
  ],
  quote: {
    text: 'We went in expecting to prove a point and came out with our best-performing channel. {partner} showed us sales by campus every week, so the decision to renew made itself.',
    illustrativeName: 'Dana Whitfield',
    role: 'Director of Brand Marketing',
    organization: 'National snack brand (client of {partner})',
  },
}
