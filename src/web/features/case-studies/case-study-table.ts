import type { TableCaseStudySlug } from '../../../shared/marketing/public-pages'

/** Spec "Built-in case study": the fields of /cs/{slug} pages served from this table. */
export interface CaseStudy {
  title: string
  company: string
  logo: string
  heroImage: string
  challenge: string
  approach: string
  results: string[]
  testimonial: { quote: string; author: string; position: string }
}

export const caseStudyTable: Record<TableCaseStudySlug, CaseStudy> = {
  loreal: {
    title: 'A skincare routine in every residence hall',
    company: 'L’Oréal Paris',
    logo: '/images/logos/loreal.svg',
    heroImage: '/images/illustrations/beauty.svg',
    challenge:
      'Students build their skincare routines from social feeds and from each other, not from store shelves. L’Oréal Paris was launching a new serum for 18- to 24-year-olds and needed real trial, honest reviews and a reason to choose it over the brands already in their bathroom bags, across 30 campuses and within one semester.',
    approach:
      'We partnered with residence life offices to host Glow Nights: evening sessions in hall lounges, run by trained student ambassadors and co-hosted by resident assistants, who already hold students’ trust. Each guest got a two-minute skin-type quiz, a routine card matched to their answers and a full-size sample kit. A review link on every kit fed a verified-review program, and a campus-specific code tracked purchases at the online store.',
    results: [
      '48,000 sample kits delivered on 30 campuses',
      '9,400 verified product reviews, averaging 4.6 out of 5',
      '+27% brand consideration among sampled students, measured against a control group',
      'Program cost recovered within 90 days through tracked online sales',
    ],
    testimonial: {
      quote:
        'Putting the product in students’ hands through people they already trust did more for us than a semester of paid social. The review volume alone justified the program.',
      author: 'Associate Brand Director',
      position: 'L’Oréal Paris, U.S. skincare',
    },
  },
  sephora: {
    title: 'Finals-week self-care pop-ups',
    company: 'Sephora',
    logo: '/images/logos/sephora.svg',
    heroImage: '/images/illustrations/activation.svg',
    challenge:
      'Sephora wanted college students in its Beauty Insider loyalty program before graduation, when spending on beauty rises. The obstacle was timing: during the semester students are busy, skeptical of sales pitches and rarely near a store.',
    approach:
      'We met them at the most stressful moment of the year. During finals week we set up self-care pop-ups in libraries and student unions on 18 campuses near Sephora stores: hand massages, sheet masks, a quiet corner and study snacks. Joining Beauty Insider on the spot unlocked a welcome gift and a store offer with a campus code, so every visit could be traced to the pop-up that earned it.',
    results: [
      '21,000 Beauty Insider sign-ups in two weeks',
      '18 campuses, each within 10 miles of a Sephora store',
      '6,200 tracked store visits from campus codes',
      'Event rating of 4.8 out of 5 from 3,100 student surveys',
    ],
    testimonial: {
      quote:
        'The pop-ups felt like a gift, not an ad, and that is exactly why students signed up. We could see store visits by campus within days.',
      author: 'Senior Manager, Loyalty Marketing',
      position: 'Sephora North America',
    },
  },
  microsoft: {
    title: '36 student hackathons, one study routine',
    company: 'Microsoft',
    logo: '/images/logos/microsoft.svg',
    heroImage: '/images/illustrations/tech.svg',
    challenge:
      'Most students already had Microsoft 365 through their school and never opened it beyond a required essay. Microsoft wanted students to adopt Teams, OneNote and Copilot as everyday study tools, and wanted proof of weekly use rather than downloads.',
    approach:
      'We recruited 72 student ambassadors from computer science, business and design programs and gave them a hackathon playbook. Each of 36 campuses hosted a 24-hour hackathon in which teams had to plan, build and present using Microsoft 365 tools. Ambassadors ran follow-up study-group sessions for the rest of the term, and anonymised usage data showed which campuses kept students active.',
    results: [
      '36 hackathons on 36 campuses in one semester',
      '14,500 students registered, 2,300 projects submitted',
      '71% of participants still weekly active users 30 days later',
      'Three campuses adopted the hackathon as an annual student-government event',
    ],
    testimonial: {
      quote:
        'We did not need more installs, we needed habits. The ambassadors built a reason to use the tools every week, and the usage data proved it.',
      author: 'Education Marketing Lead',
      position: 'Microsoft, U.S. Education',
    },
  },
  patagonia: {
    title: 'A Worn Wear repair tour on 15 campuses',
    company: 'Patagonia',
    logo: '/images/logos/patagonia.svg',
    heroImage: '/images/illustrations/outdoors.svg',
    challenge:
      'Patagonia wanted to reach students who care about the environment without the free t-shirts and plastic swag that campus marketing usually means. The program had to reflect the brand’s values in every detail, or it would do more harm than good.',
    approach:
      'We brought the Worn Wear repair truck to 15 campuses with outdoor clubs and sustainability offices as co-hosts. Students brought any jacket, backpack or pair of pants, whatever the brand, and watched it get fixed while they learned to do simple repairs themselves. Instead of giveaways, students could sign a pledge to repair before replacing, and student creators documented the tour for campus channels.',
    results: [
      '4,800 garments repaired on 15 campuses in 9 states',
      '11,000 repair-before-replace pledges',
      '1.6M organic impressions from student-made content',
      'Zero single-use giveaways across the entire tour',
    ],
    testimonial: {
      quote:
        'The team understood that for us, what we do not hand out matters as much as what we do. Students lined up with their gear, and the conversations were real.',
      author: 'Campus and Community Programs',
      position: 'Patagonia',
    },
  },
}
