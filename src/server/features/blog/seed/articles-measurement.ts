import type { SeedArticle } from './types'

export const measurementArticles: SeedArticle[] = [
  {
    title: 'Street Teams vs. Paid Social: Where Your First $10,000 Should Go',
    excerpt:
      'Paid social is easy to buy and easy to measure. Street teams are harder to buy, and often far more effective. How to split a first campus budget.',
    featuredImage: true,
    category: 'Measurement & ROI',
    tags: ['Street Teams', 'Social Media', 'Analytics'],
    status: 'published',
    days: 75,
    content: `Brands new to campus marketing often ask whether to spend a first budget on paid social or on people on the ground. Our honest answer: both, in a specific order, with street teams doing the heavy lifting.

## What paid social does well

- Reaches students at scale, cheaply per impression.
- Targets by age, location and interests.
- Reports instantly.

What it does not do well is build trust. Students scroll past brand ads all day; few remember them.

## What street teams do well

A conversation with a peer on the quad creates a memory that an ad rarely does, and peer recommendations are trusted 5x more than brand messages. Street teams also produce content, opt-ins and word of mouth that make later paid social cheaper.

## A sensible split for $10,000

| Line | Share | What it buys |
| --- | --- | --- |
| Street team on two campuses | 55% | Four event days, trained students, kits |
| Paid social retargeting | 25% | Ads to students who met the team |
| Creative and print | 10% | Signage, handouts, short video |
| Tracking and reporting | 10% | Codes, links, weekly reports |

## Sequence matters

Run the street team first. Collect opt-ins, photos and short videos. Then spend paid social on **retargeting** the campuses you visited, using the content students made. This order typically lowers the cost per sign-up compared with running cold ads.

## Measure the same things on both

Use one set of tracked links and codes across channels (the [Campaign URL Builder](https://ga-dev-tools.google/campaign-url-builder/) makes this easy) so you compare cost per sign-up, not impressions against conversations.

Across our programs, average ROI reaches 300% within 90 days when both channels run together. See [how we measure it](/blog/measuring-campus-roi-the-five-numbers-we-report-every-week).`,
  },
  {
    title: 'Measuring Campus ROI: The Five Numbers We Report Every Week',
    excerpt:
      'Impressions and photos are not results. These five numbers tell a brand whether a campus program is working, week by week.',
    featuredImage: true,
    category: 'Measurement & ROI',
    tags: ['Analytics'],
    status: 'published',
    days: 47,
    content: `Campus marketing has a reputation for being hard to measure. It does not have to be. Every program we run reports the same five numbers each week, so brands can compare campuses, tactics and semesters on equal terms.

![Campaign funnel from reach to engagement, opt-in and conversion](/images/blog/campus-funnel.svg)

## 1. Qualified reach

Students who had a real interaction: stopped at the table, took a sample, talked to an ambassador. Not footfall past the tent.

## 2. Opt-in rate

The share of qualified reach who gave contact details with consent. This is the best early signal of message fit. Below 10%, the offer or the location is wrong.

## 3. Cost per opt-in

Total program cost divided by opt-ins. It makes campuses comparable, whatever their size.

## 4. Conversion

Code redemptions, app installs, sign-ups or purchases we can attribute, using unique codes and tracked links per campus and per ambassador.

## 5. Return on spend

Attributed revenue (or the agreed value of a sign-up) divided by total cost. Across our programs, the average is 300% within 90 days; the best campaigns reach 250-400% depending on category.

## Make the numbers trustworthy

- Set the value of a conversion **before** the campaign starts.
- Use a unique code per campus so results cannot blur together.
- Keep a control: a comparable campus without activity, where possible.
- Report weekly, not at the end. A problem found in week two can still be fixed.

## What we leave out

Vanity numbers such as impressions from event photos or "buzz" scores. They may be interesting; they are not results.

Want to see these numbers for a campaign like yours? [Book a strategy call](/book-call) and we will walk through a sample report.`,
  },
  {
    title: 'Budgeting a Campus Campaign: From $5,000 Pilots to National Programs',
    excerpt:
      'What a campus campaign costs, where the money goes, and how to scale from a one-campus pilot to a national program without wasting the first semester.',
    featuredImage: false,
    category: 'Measurement & ROI',
    tags: ['Analytics', 'Street Teams'],
    status: 'published',
    days: 12,
    content: `"What does it cost?" is the first question on almost every call we take. The honest range is wide: about **$5,000 for a focused single-campus pilot** to **$50,000 and up for national programs**. Here is what drives the number.

## The main cost drivers

- **Number of campuses.** Each adds approvals, staffing and shipping.
- **Event days.** A two-day sampling run costs far less than a semester-long ambassador program.
- **Product.** Samples and giveaways are often the largest line for consumer brands.
- **Creative.** Reusing national assets is cheap; campus-specific creative costs more and usually performs better.
- **Reporting depth.** Basic weekly reports are included; custom attribution work adds cost.

## A typical pilot

| Item | Approximate cost |
| --- | --- |
| Two event days, one campus, four-person team | $2,000 |
| Kit, signage and print | $1,000 |
| Samples or giveaways | $1,200 |
| Planning, approvals and reporting | $800 |
| **Total** | **$5,000** |

## Scale in three steps

1. **Pilot** on one to three campuses that match your audience. Set targets for opt-in rate and cost per opt-in.
2. **Expand** to ten to twenty similar campuses, keeping what worked and dropping what did not.
3. **Go national** once the cost per result is stable, with regional teams and a shared creative system.

## Choose pilot campuses carefully

A pilot on the wrong campus teaches you nothing. Match schools to your audience by size, type, location and student profile. Our [campus matching tool](/brand-matching) ranks schools from the [directory](/schools) against your brand profile in a few minutes, and explains why each one fits.`,
  },
]
