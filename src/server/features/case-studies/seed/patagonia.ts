import type { CaseStudyBodyInput } from '@/shared/case-studies/case-study.schema'

/** The study's long copy (one module per demo study, written for issue 18, ADR 0067). */
export const content: CaseStudyBodyInput = {
  lead: 'A repair-first Worn Wear tour fixed students’ gear on 15 campuses and gathered thousands of pledges to repair before replacing, with no single-use giveaways.',
  headline: [
    { value: '4,800', label: 'garments repaired' },
    { value: '15', label: 'campuses in 9 states' },
    { value: '11,000', label: 'repair-before-replace pledges' },
    { value: '1.6M', label: 'organic impressions' },
  ],
  challenge: [
    'Patagonia wanted to reach students who care about the environment without the free t-shirts and plastic swag that campus marketing usually means.',
    'The program had to reflect the brand’s values in every detail, or it would do more harm than good.',
  ],
  approach: {
    intro:
      'We brought the Worn Wear repair truck to 15 campuses with outdoor clubs and sustainability offices as co-hosts.',
    steps: [
      {
        title: 'Co-hosts, not sponsors',
        text: 'Outdoor clubs and sustainability offices invited the tour and promoted it to their members.',
      },
      {
        title: 'Any brand, fixed',
        text: 'Students brought any jacket, backpack or pair of pants, whatever the brand, and watched it get fixed.',
      },
      {
        title: 'Learn to repair',
        text: 'Short workshops taught simple repairs (patches, zippers, seams) so students could do the next one themselves.',
      },
      {
        title: 'A pledge instead of swag',
        text: 'Instead of giveaways, students could sign a pledge to repair before replacing; student creators documented the tour.',
      },
    ],
  },
  delivered: [
    'Zero single-use giveaways across the entire tour',
    'Repair workshops on every stop, taught with the campus outdoor clubs',
    'Content made by students for campus channels, with no paid promotion',
    'Sustainability offices on several campuses asked for a repair station of their own',
  ],
  learned: [
    {
      title: 'What you leave out speaks',
      text: 'Students noticed the absence of swag and said so in their posts; it became the story of the tour.',
    },
    {
      title: 'Clubs bring the crowd',
      text: 'Stops co-hosted by an outdoor club repaired far more garments than stops promoted by posters alone.',
    },
    {
      title: 'Teach, then fix',
      text: 'A five-minute workshop while students waited turned a queue into the best part of the day.',
    },
  ],
  quote: {
    text: 'The team understood that for us, what we do not hand out matters as much as what we do. Students lined up with their gear, and the conversations were real.',
    role: 'Campus and Community Programs',
    organization: 'Patagonia',
  },
}
