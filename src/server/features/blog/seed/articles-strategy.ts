import type { SeedArticle } from './types'

export const strategyArticles: SeedArticle[] = [
  {
    title: 'The Back-to-School Window: A Six-Week Campus Marketing Calendar',
    excerpt:
      'Students make most of their brand decisions for the year in the first six weeks of fall term. Here is how to plan every one of them.',
    featuredImage: true,
    category: 'Campus Strategy',
    tags: ['Welcome Week', 'Gen Z'],
    status: 'published',
    days: 96,
    content: `Ask any student what they bought in the first month of the semester and the list is long: a phone plan, a bank account, a meal delivery app, a coffee habit. Habits formed in those weeks tend to last the year, which makes the back-to-school window the most valuable stretch on the campus calendar.

![Six-week timeline: two move-in weeks, two welcome weeks, two settling-in weeks](/images/blog/six-week-timeline.svg)

## Weeks 1-2: Move-in

Families are on campus, cars are unloading and everyone needs something. This is the moment for **utility**: water at the residence halls, phone chargers in the queue for student IDs, a free cart to carry a mini-fridge up three flights of stairs.

- Staff the residence halls, not the quad: that is where students and parents actually are.
- Hand out something people keep. A tote that survives the year beats a flyer every time.
- Capture opt-ins with a reason to come back ("show this text at our welcome-week booth").

## Weeks 3-4: Welcome week and club fairs

Club fairs and welcome events draw the biggest crowds of the year. They also fill up fast: most schools allocate tables months in advance, so book them in spring. Bring a demo, not a pitch, and plan for peak traffic between 11 a.m. and 2 p.m.

## Weeks 5-6: Settling in

Once classes start, students are on campus 60+ hours a week and routines harden. Move from big moments to repeated touchpoints: library study breaks, late-night food trucks, game-day tailgates. Repetition is what turns a trial into a habit.

## Plan backwards from move-in day

1. **March-April:** choose campuses and request event space.
2. **May-June:** recruit and train [brand ambassadors](/blog/recruiting-brand-ambassadors-who-actually-post).
3. **July:** lock creative, print and ship kits.
4. **August:** confirm approvals, then launch.

Not sure which schools to start with? Browse our [school directory](/schools) or run a profile through [campus matching](/brand-matching) to get a ranked shortlist in minutes.`,
  },
  {
    title: 'Reaching Commuter and Community College Students',
    excerpt:
      'Most U.S. undergraduates do not live on campus. A campaign built only around residence halls misses them; here is how to reach the rest.',
    featuredImage: true,
    category: 'Campus Strategy',
    tags: ['Gen Z', 'Street Teams'],
    status: 'published',
    days: 61,
    content: `Picture "college students" and you probably see a residence hall and a football stadium. The reality is broader: the large majority of U.S. undergraduates live off campus, and roughly four in ten attend a community college ([Community College Research Center](https://ccrc.tc.columbia.edu/community-college-faqs.html)). Many work part-time jobs, and plenty are parents.

## Where commuters actually are

Commuter students do not linger, so meet them on their paths:

- **Parking structures and transit stops** at the start and end of the day.
- **Student union food courts** between back-to-back classes.
- **The library and computer labs** in the evening, when many study after work.
- **Campus jobs:** a commuter who works at the bookstore is on campus more than most residents.

## What they value

Time and money, in that order. Offers that save either perform best: discounted transit passes, meal deals that fit a 20-minute break, apps that make scheduling easier. Skip the all-day festival; a fast, useful interaction wins.

## Community colleges are underserved

Community colleges rarely see national brands on their campuses, so students notice when one shows up. Approvals are often simpler too: a student life office with a short form rather than a multi-department review.

> At two-year schools, we routinely see higher opt-in rates than at large universities, because students are not saturated with sponsors.

## Adjust the schedule

| Campus type | Best days | Best hours |
| --- | --- | --- |
| Four-year residential | Tue-Thu | 11 a.m.-2 p.m. |
| Commuter university | Mon-Thu | 7-9 a.m., 4-7 p.m. |
| Community college | Mon-Wed | 9 a.m.-1 p.m. |

Use our [school directory](/schools) to filter by campus type and size, then build a mix that reflects where students really are.`,
  },
  {
    title: 'Writing for Gen Z on Campus: Copy Rules From 500+ Brand Campaigns',
    excerpt:
      'Short, specific, and never pretending to be a student. The copy rules we keep coming back to after working with more than 500 brands.',
    featuredImage: false,
    category: 'Campus Strategy',
    tags: ['Gen Z', 'Social Media'],
    status: 'published',
    days: 40,
    content: `We have written campus copy for more than 500 brands, from energy drinks to enterprise software recruiters. The campaigns that worked shared a voice; the ones that flopped usually broke one of these rules.

## 1. Say the offer in the first five words

"Free cold brew at the library, 8-10 a.m." beats "Fuel your finals season with our delicious new cold brew lineup". Students scan; they do not read.

## 2. Do not fake the slang

Students can tell a brand from a peer in half a second. Write like a helpful adult, and let your [brand ambassadors](/blog/recruiting-brand-ambassadors-who-actually-post) add the local flavour in their own posts. Their words carry weight: peer recommendations are trusted 5x more than brand messages.

## 3. Be specific about the campus

"Hey Wolfpack" outperforms "Hey students" every time we test it. Mention the building, the mascot, the event. Specificity signals that you actually showed up.

## 4. Show the price, or say it is free

Ambiguity reads as a catch. If there is a student discount, state the number: "20% off with your .edu email".

## 5. Make the next step obvious

One call to action per piece: scan, text, download or visit. Two options halve the response.

### A quick checklist before anything goes to print

- Can a student understand it while walking past?
- Does it name the campus or the event?
- Is there exactly one thing to do next?
- Would an ambassador be comfortable reposting it?

If you want a second pair of eyes on your creative before launch, [book a strategy call](/book-call) and bring your drafts.`,
  },
]
