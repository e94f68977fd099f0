import type { CaseStudyBodyInput } from '@/shared/case-studies/case-study.schema'

/** The study's long copy (one module per demo study, written for issue 18, ADR 0067). */
export const content: CaseStudyBodyInput = {
  lead: 'Self-care pop-ups in libraries and student unions during finals week signed students up to Beauty Insider on 18 campuses, and sent thousands of them to nearby stores.',
  headline: [
    { value: '21,000', label: 'Beauty Insider sign-ups' },
    { value: '18', label: 'campuses near a store' },
    { value: '6,200', label: 'tracked store visits' },
    { value: '2 weeks', label: 'of finals' },
  ],
  challenge: [
    'Sephora wanted college students in its Beauty Insider loyalty program before graduation, when spending on beauty rises.',
    'The obstacle was timing: during the semester students are busy, skeptical of sales pitches and rarely near a store.',
  ],
  approach: {
    intro:
      'We met them at the most stressful moment of the year, on campuses within 10 miles of a Sephora store.',
    steps: [
      {
        title: 'Pop-ups where students study',
        text: 'Self-care corners in libraries and student unions: hand massages, sheet masks, a quiet corner and study snacks.',
      },
      {
        title: 'A reason to join on the spot',
        text: 'Joining Beauty Insider unlocked a welcome gift and a store offer with a campus code.',
      },
      {
        title: 'Every visit traced',
        text: 'Campus codes tied each store visit to the pop-up that earned it, reported daily to the loyalty team.',
      },
      {
        title: 'Ask students what worked',
        text: 'A one-minute survey at the exit rated each pop-up and shaped the next day’s set-up.',
      },
    ],
  },
  delivered: [
    'Pop-ups rated 4.8 out of 5 in 3,100 student surveys',
    'Daily sign-up and store-visit reports by campus to the loyalty team',
    'Libraries and unions on 14 campuses invited the pop-ups back for the spring finals',
    'No paid media: every sign-up came from students who visited in person',
  ],
  learned: [
    {
      title: 'Stress is a moment, not a segment',
      text: 'Finals week drew three times the visitors of a mid-semester trial pop-up on the same campuses.',
    },
    {
      title: 'Give first, ask second',
      text: 'Students who got a hand massage before hearing about the program signed up at twice the rate.',
    },
    {
      title: 'Distance to a store decides visits',
      text: 'Campuses within five miles of a store produced two thirds of the tracked visits.',
    },
  ],
  quote: {
    text: 'The pop-ups felt like a gift, not an ad, and that is exactly why students signed up. We could see store visits by campus within days.',
    role: 'Senior Manager, Loyalty Marketing',
    organization: 'Sephora North America',
  },
}
