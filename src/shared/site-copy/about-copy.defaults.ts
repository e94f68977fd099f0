import type { AboutCopy } from './about-copy.schema'

/**
 * The about page's demo copy (ADR 0155). The team is invented (decision D24): each member is marked as an example
 * until staff replace or confirm them.
 */
export const defaultAboutCopy: AboutCopy = {
  hero: {
    eyebrow: 'About {brand}',
    title: 'We help brands earn a place in student life',
    lead: '{brand} is a college and campus marketing agency. We plan, staff and measure campaigns on any of {network.colleges} U.S. campuses, for brands that want students as customers, not just as impressions.',
  },
  story: {
    eyebrow: 'Our story',
    title: 'Built by people who worked the quad',
    text: [
      'We started as campus ambassadors ourselves, handing out samples outside dining halls and learning what works the hard way. Most campaigns we saw were planned far from campus: the wrong schools, the wrong week, a team bused in that nobody trusted.',
      '{brand} exists to fix that. We pair local student teams with a network of campus relationships and a reporting platform that shows, campus by campus, what each dollar produced. {figure.brandsServed} brands, from national names to first-time founders, have used it to reach students.',
    ].join('\n\n'),
  },
  principles: {
    eyebrow: 'How we work',
    title: 'Four principles we do not bend',
    items: [
      {
        title: 'Students first',
        text: 'If an activation would annoy students, it will not sell to them either. We design for the student walking past, then for the brief.',
      },
      {
        title: 'Local beats imported',
        text: 'Our teams are students from the campus they work on. They know its rules, its rhythms and its inside jokes.',
      },
      {
        title: 'Measure what matters',
        text: 'We agree the result you are paying for before launch (sales, sign-ups, installs, samples) and report it by campus.',
      },
      {
        title: 'No surprises',
        text: 'Every proposal is itemized, every permit is in writing, and every week you see what happened and what it cost.',
      },
    ],
  },
  team: {
    eyebrow: 'Our team',
    title: 'The people behind your campaign',
    members: [
      {
        name: 'Jordan Reyes',
        role: 'Founder & campus strategy lead',
        photo: null,
        bio: 'Ran a street team of forty at a Big Ten school before starting the agency; still plans every national rollout.',
        confirmed: false,
      },
      {
        name: 'Priya Natarajan',
        role: 'Head of ambassador programs',
        photo: null,
        bio: 'Recruits, trains and looks after the student ambassadors, and knows which campuses need a permit for a folding table.',
        confirmed: false,
      },
      {
        name: 'Marcus Bell',
        role: 'Reporting & analytics',
        photo: null,
        bio: 'Turns scans, redemptions and sign-ups into the weekly report each client reads campus by campus.',
        confirmed: false,
      },
    ],
  },
  cta: {
    title: 'Let’s plan your first campus campaign',
    text: 'Thirty minutes, no obligation: you leave with a campus shortlist, a timeline and a budget range.',
    primaryAction: 'Book a Free Strategy Call',
    secondaryAction: 'See Our Services',
  },
}
