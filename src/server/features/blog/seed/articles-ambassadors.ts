import type { SeedArticle } from './types'

export const ambassadorArticles: SeedArticle[] = [
  {
    title: 'Recruiting Brand Ambassadors Who Actually Post',
    excerpt:
      'Follower counts predict very little. Reliability, campus involvement and a short trial task predict almost everything.',
    featuredImage: true,
    category: 'Brand Ambassadors',
    tags: ['Influencers', 'Social Media'],
    status: 'published',
    days: 88,
    content: `Every brand wants ambassadors with big followings. After running ambassador programs on hundreds of campuses, we have learned that follower count is one of the weakest predictors of results. What predicts results is whether a student does what they said they would, on time, for a whole semester.

## Recruit where involvement already is

The best ambassadors are already busy: club officers, orientation leaders, resident assistants, student-government members. They know the campus calendar and people listen to them.

- Post the role through the career center and student employment sites.
- Ask club advisors for one nomination each.
- Recruit current ambassadors' friends: referrals stay longer.

## Screen with a trial task, not an interview

Instead of a 30-minute call, send a paid, 48-hour task: "Photograph three places on campus where our product would be useful and write a caption for each." You will learn more about judgement, reliability and voice than any interview can show you.

## Look for these signals

1. **Responded within a day** to the first message.
2. **Knows the calendar:** can name the three biggest events of the semester.
3. **Posts for an audience of peers**, not for brands.
4. **Asks about expectations** before asking about perks.

## Set expectations in writing

A one-page brief covers the essentials: hours per week, posting cadence, event shifts, disclosure rules and pay. Ambiguity is the number one reason programs stall in week four.

## Keep the team small and local

Two or three committed ambassadors per campus beat ten casual ones. Small teams are easier to train, easier to pay fairly, and far more likely to still be active at midterms.

Next, read how to [pay ambassadors](/blog/ambassador-compensation-pay-structures-that-keep-students-engaged) so they stay engaged all year, and how to [keep their posts compliant](/blog/working-with-student-influencers-without-breaking-ftc-rules).`,
  },
  {
    title: 'Ambassador Compensation: Pay Structures That Keep Students Engaged',
    excerpt:
      'Hourly, per-task or commission? The structure matters as much as the amount. A practical comparison with real ranges.',
    featuredImage: false,
    category: 'Brand Ambassadors',
    tags: ['Influencers'],
    status: 'published',
    days: 54,
    content: `Underpaying ambassadors is the most expensive mistake in campus marketing: you save a few hundred dollars and lose a semester of momentum. But the structure of pay matters as much as the amount.

## The three common models

### Hourly

Best for event shifts and sampling. Students know exactly what they will earn, and you can schedule precisely. Typical ranges sit a few dollars above the campus's on-campus job rate, so the role is worth choosing over a library shift.

### Per task

Best for content: a fixed fee per post, story set or video. It rewards output, but needs a clear definition of "done" (format, length, disclosure, deadline).

### Base plus performance

A monthly base for availability plus a bonus tied to a tracked result such as sign-ups through a personal code. This works well for app installs and subscriptions, where attribution is clean.

## What we recommend

For most programs, a **monthly base for a defined number of hours, plus per-event pay for extra shifts**. It is predictable for the student and easy to budget for the brand.

- Pay on a fixed schedule, at least every two weeks. Late pay kills trust quickly.
- Cover expenses (transport, printing) separately from pay.
- Never pay only in product. Free merchandise is a perk, not compensation.

## Paperwork is part of the job

Ambassadors are usually either employees or independent contractors, and the difference has legal consequences. Read the U.S. Department of Labor's guidance on the [Fair Labor Standards Act](https://www.dol.gov/agencies/whd/flsa), and if you pay contractors, the IRS rules on [Form 1099-NEC](https://www.irs.gov/forms-pubs/about-form-1099-nec). When in doubt, work through an agency that employs ambassadors directly.

## Budget rule of thumb

Ambassador pay typically makes up 30-45% of a single-campus program budget. If it is much lower, you are probably asking students to work for exposure, and the results will show it.`,
  },
  {
    title: 'Working With Student Influencers Without Breaking FTC Rules',
    excerpt:
      'A student posting about your brand for pay or free product is an endorsement. Here is what disclosure looks like in practice.',
    featuredImage: false,
    category: 'Brand Ambassadors',
    tags: ['Influencers', 'Social Media', 'Campus Approvals'],
    status: 'published',
    days: 19,
    content: `Student creators are among the most credible voices a brand can have on campus. That credibility is exactly why disclosure matters: when a student is paid, or gets free product, their audience deserves to know.

## The rule in one sentence

If there is a **material connection** between the creator and the brand (payment, free product, a discount, a chance to win something), the post must disclose it clearly. The Federal Trade Commission explains the details in [Disclosures 101 for Social Media Influencers](https://www.ftc.gov/business-guidance/resources/disclosures-101-social-media-influencers) and its [Endorsement Guides FAQ](https://www.ftc.gov/business-guidance/resources/ftcs-endorsement-guides-what-people-are-asking).

## What good disclosure looks like

- Put it **in the post itself**, not only in a bio or profile.
- Place it where people will see it without tapping "more": the start of a caption, or on screen in a video.
- Use plain words: "#ad", "Sponsored", "Paid partnership with…".
- Use the platform's built-in paid-partnership label **in addition to**, not instead of, clear wording.

## What does not count

1. A disclosure hidden among twenty hashtags.
2. "#sp", "#collab" or "#thanks" on their own.
3. Saying it once in a story series and not on the later slides.

## Build compliance into the brief

Write disclosure into every creator brief, with examples. Review a sample of posts each week, and give students a simple way to ask questions. Most mistakes are honest ones made by students who were never told.

## Schools have rules too

Many universities restrict the use of their names, logos and mascots in sponsored content. Before a creator films in front of the campus landmark or wears official apparel, check the school's trademark and licensing policy. Our campaign team checks these rules for every school in a program, which is part of why 95% of our activations are approved the first time.`,
  },
]
