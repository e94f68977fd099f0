import type { SeedArticle } from './types'

/** Two drafts and one scheduled article: staff see them, the public does not (yet). */
export const unpublishedArticles: SeedArticle[] = [
  {
    title: 'Finals Week Activations: Helpful, Not Noisy',
    excerpt:
      'During finals, students want quiet, coffee and a break that lasts ten minutes. Plan accordingly.',
    featuredImage: false,
    category: 'Events & Activations',
    tags: ['Sampling', 'Gen Z'],
    status: 'draft',
    days: 3,
    content: `Finals week is the one time of year when a loud activation does more harm than good. Students are stressed, short on sleep and protective of their time.

## What works

- **Study-break stations** outside the library with coffee, snacks and earplugs.
- **Late-night hours**: 10 p.m. to 2 a.m. is when libraries are busiest.
- **Quiet branding**: a well-designed cup sleeve says more than a speaker.

## What to avoid

- Music, megaphones and anything that interrupts study.
- Long sign-up forms. A single scan is the most you should ask for.

_Draft: add results from last spring's library pilot before publishing._`,
  },
  {
    title: 'Greek Life Partnerships: A Practical Guide',
    excerpt:
      'Fraternities and sororities run some of the best-attended events on campus. Partnering well takes care.',
    featuredImage: false,
    category: 'Campus Strategy',
    tags: ['Campus Approvals'],
    status: 'draft',
    days: 6,
    content: `Greek organizations host philanthropy events, formals and recruitment weeks that draw large, engaged crowds. They can be excellent partners when a brand respects their rules.

## Start with philanthropy

Sponsoring a chapter's philanthropy event aligns your brand with a cause the members care about, and is the kind of partnership most campuses approve.

## Know the rules

Most national organizations and universities restrict alcohol-related sponsorship and some forms of promotion during recruitment. Check with the campus fraternity and sorority life office first.

_Draft: outline needs a section on measuring results._`,
  },
  {
    title: 'Spring Semester Playbook: What Changes After January',
    excerpt:
      'Spring is shorter, busier and more career-minded than fall. Six adjustments for campaigns that run from January to May.',
    featuredImage: true,
    category: 'Campus Strategy',
    tags: ['Gen Z', 'Welcome Week'],
    status: 'scheduled',
    days: 10,
    content: `Spring semester is not a repeat of fall. There is no move-in rush, students are more settled, and attention shifts toward internships, spring break and graduation.

## Six adjustments for spring

1. **Replace welcome week with "welcome back" week.** Shorter and lower key, but still the best moment for sampling.
2. **Lean into career moments.** Career fairs in February draw students who rarely attend other events.
3. **Plan around spring break.** Campuses empty for a week; schedule nothing and promote travel-friendly offers before it.
4. **Use the weather.** The first warm week brings everyone outdoors. Have kits ready to go at short notice.
5. **Reach seniors before May.** Graduating students are setting up new lives: phone plans, banking, furniture.
6. **Recruit next year's ambassadors.** April is when the best students plan their fall commitments.

## Budget timing

Fall usually takes the larger share of an annual campus budget, but spring's career and graduation moments are often cheaper per result. A 60/40 split between fall and spring is a sensible default.`,
  },
]
