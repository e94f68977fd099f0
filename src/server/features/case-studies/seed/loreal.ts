import type { CaseStudyBodyInput } from '@/shared/case-studies/case-study.schema'

/** The study's long copy (one module per demo study, written for issue 18, ADR 0067). */
export const content: CaseStudyBodyInput = {
  lead: 'Resident-assistant-hosted Glow Nights put a full-size sample kit and a matched routine in students’ hands on 30 campuses, and turned that trial into thousands of verified reviews.',
  headline: [
    { value: '48,000', label: 'sample kits delivered' },
    { value: '30', label: 'campuses, one semester' },
    { value: '9,400', label: 'verified reviews' },
    { value: '+27%', label: 'brand consideration vs. control' },
  ],
  challenge: [
    'Students build their skincare routines from social feeds and from each other, not from store shelves. L’Oréal Paris was launching a new serum for 18- to 24-year-olds and needed real trial, honest reviews and a reason to choose it over the brands already in their bathroom bags.',
    'It had to happen across 30 campuses and within one semester, without feeling like a sales pitch in the places students live.',
  ],
  approach: {
    intro:
      'We partnered with residence life offices to host Glow Nights: evening sessions in hall lounges, run by trained student ambassadors and co-hosted by resident assistants, who already hold students’ trust.',
    steps: [
      {
        title: 'Residence life as co-host',
        text: 'Each campus’s residence life office approved the format, and resident assistants invited their floors.',
      },
      {
        title: 'A two-minute skin-type quiz',
        text: 'Every guest got a routine card matched to their answers and a full-size sample kit to take back to their room.',
      },
      {
        title: 'Reviews built into the kit',
        text: 'A review link on every kit fed a verified-review program, so trial turned into honest public feedback.',
      },
      {
        title: 'Sales traced by campus',
        text: 'A campus-specific code tracked purchases at the online store, so each hall’s nights could be weighed against sales.',
      },
    ],
  },
  delivered: [
    'Reviews averaging 4.6 out of 5, published on the product page before the national launch',
    'Program cost recovered within 90 days through tracked online sales',
    'Residence life offices on 22 campuses asked to host again the next semester',
    'A routine-card format the brand reused in its own retail sampling',
  ],
  learned: [
    {
      title: 'Trust travels through RAs',
      text: 'Nights co-hosted by resident assistants drew twice the guests of nights run by ambassadors alone.',
    },
    {
      title: 'Full size beats sachets',
      text: 'A product that lasts two weeks builds a habit; a one-use sachet gets forgotten in a drawer.',
    },
    {
      title: 'Ask for the review at the right time',
      text: 'A reminder sent ten days after the night tripled the reviews of a link printed on the box alone.',
    },
  ],
  quote: {
    text: 'Putting the product in students’ hands through people they already trust did more for us than a semester of paid social. The review volume alone justified the program.',
    role: 'Associate Brand Director',
    organization: 'L’Oréal Paris, U.S. skincare',
  },
}
