import type { SeedArticle } from './types'

export const eventArticles: SeedArticle[] = [
  {
    title: 'How to Get Campus Approval for Your Activation',
    excerpt:
      'Student life offices approve activations that help students and follow the rules. Here is the request that gets a yes, and why 95% of ours clear the first time.',
    featuredImage: true,
    category: 'Events & Activations',
    tags: ['Campus Approvals', 'Street Teams'],
    status: 'published',
    days: 82,
    content: `No approval, no activation. Most colleges control who can set up a table, hand out product or film on their grounds, and rules differ from one campus to the next. The good news: approval is predictable when you know what offices look for.

![Clipboard checklist for campus activation approvals](/images/blog/campus-approvals.svg)

## Who says yes

Depending on the school, approval comes from **student life**, **campus events and reservations**, **auxiliary services** or a **sponsorship office** in athletics. Public universities often publish a "solicitation policy"; private schools tend to handle requests case by case.

## What they want to see

- **A student benefit.** Free food, a useful product, a study break, a charity tie-in.
- **A host.** A student organization that sponsors your event makes approval far easier.
- **Insurance.** A certificate of general liability insurance naming the institution.
- **Logistics.** Footprint, power needs, trash plan, and when you will arrive and leave.
- **Restrictions respected.** No alcohol, no credit-card sign-ups, and nothing that blocks walkways.

## The request that gets a yes

1. One page, sent four to six weeks ahead.
2. Exact date, time window and preferred location, with a second choice.
3. A photo or sketch of the setup.
4. The hosting student organization and its advisor.
5. A named on-site lead with a mobile number.

## Why 95% of ours are approved first time

We keep a record of each school's rules and contacts, we pair every activation with a student organization, and we never ask for what a campus has said no to before. When a request is declined, we ask why and log the answer for next time.

Planning an activation and not sure where to start? [Book a strategy call](/book-call) and we will tell you what each campus on your list allows.`,
  },
  {
    title: 'Sampling That Converts: Turning a Free Product Into a Repeat Purchase',
    excerpt:
      'Handing out 5,000 samples is easy. Getting 500 of those students to buy again takes a plan for the moment after the sample.',
    featuredImage: true,
    category: 'Events & Activations',
    tags: ['Sampling', 'Analytics'],
    status: 'published',
    days: 68,
    content: `Sampling is the oldest tool in campus marketing, and still one of the most effective when it is done with a plan. The mistake most brands make is measuring samples handed out instead of purchases that follow.

## Sample at the moment of need

Energy drinks at the library during midterms. Sunscreen at the spring concert. Instant noodles in residence halls on a Sunday night. Relevance multiplies conversion more than any discount.

## Give a reason to come back

Every sample should travel with a next step:

- A **unique code** for the first purchase, tied to the campus and the day.
- A **text-to-join** number for a second free item next week.
- A **retail pointer**: "available at the campus store, aisle 3".

## Capture one piece of data, not five

A single opt-in (phone number or email) with clear consent beats a long form that nobody finishes. Ask for more later, once students have a reason to trust you.

## Measure the full path

| Stage | What to count |
| --- | --- |
| Reach | Students who stopped at the table |
| Trial | Samples handed out |
| Opt-in | Sign-ups with consent |
| Conversion | Code redemptions or tracked purchases |
| Repeat | Second purchases within 30 days |

A healthy program sees 15-25% of sampled students opt in, and a third of those redeem a code. Track these numbers weekly (see [the five numbers we report](/blog/measuring-campus-roi-the-five-numbers-we-report-every-week)) and move budget toward the campuses and hours that convert.

## Respect the rules

Most schools restrict sampling of certain categories, and alcohol is off-limits almost everywhere. Check each campus's policy before you ship product; our [approval guide](/blog/how-to-get-campus-approval-for-your-activation) covers how.`,
  },
  {
    title: 'Planning a Multi-Campus Launch in 48 Hours',
    excerpt:
      'A single-campus activation can launch within 48 hours once the basics are in place. Here is the playbook, and when a national rollout needs two to four weeks instead.',
    featuredImage: true,
    category: 'Events & Activations',
    tags: ['Street Teams', 'Campus Approvals'],
    status: 'published',
    days: 33,
    content: `Speed matters on campus. A news moment, a product drop or a big game can make a campaign, but only if you can move fast. With standing approvals, trained teams and kits ready, we launch single-campus activations within 48 hours. National programs take two to four weeks.

## What makes 48 hours possible

Speed comes from preparation done long before the brief arrives:

- **Standing relationships** with student life offices, so approvals take a phone call.
- **Trained street teams** on each campus, already briefed on your brand.
- **Kits in reserve**: tents, tables, signage frames and tablets for sign-ups.
- **Templates** for creative that only need a headline and an offer.

## The 48-hour timeline

1. **Hour 0-4:** brief confirmed, campuses chosen, goals agreed.
2. **Hour 4-12:** approvals requested, creative adapted, print files sent.
3. **Hour 12-24:** teams scheduled and briefed on a short video call.
4. **Hour 24-40:** kits and print delivered, locations confirmed.
5. **Hour 40-48:** teams on site, with a first report by campus the same day.

## When to allow two to four weeks

A rollout across dozens of schools needs more time: more approval offices, custom creative per campus, and larger product shipments. Plan for two weeks for ten to twenty campuses and up to four for a national program.

## Keep reporting close

Fast launches go wrong quietly. During a launch window we check on every activation, with photo check-ins and hourly counts, so problems surface in minutes rather than in the wrap-up report.

Browse active and upcoming [campus programs](/campus-programs) to see what is already running on the campuses you care about.`,
  },
]
