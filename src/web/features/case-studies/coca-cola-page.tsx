import { Section } from '../marketing/section'
import { CaseStudyLayout } from './case-study-layout'
import { TimelineSteps } from './timeline-steps'

/** /cs/coca-cola: the long-form case study. */
export function CocaColaCaseStudyPage() {
  return (
    <CaseStudyLayout
      study={{
        eyebrow: 'Case study · Beverages',
        title: 'Coca-Cola: 310,000 samples on 25 game days',
        company: 'Coca-Cola',
        lead: 'How permitted tailgate sampling, roaming ambassador crews and a coupon redeemable at campus stores put ice-cold product in 310,000 hands during one college football season, without a single compliance incident.',
        logo: '/images/logos/coca-cola.svg',
        heroImage: '/images/illustrations/game-day.svg',
        glance: [
          { value: '310,000', label: 'samples handed out' },
          { value: '25', label: 'campuses, one season' },
          { value: '18%', label: 'coupon redemption' },
          { value: '2.4M', label: 'social impressions' },
        ],
        challenge: (
          <>
            <p>
              Game day is the biggest gathering on any campus, and the hardest to get into. Stadium pouring
              rights belong to someone else, athletics departments limit who may sample and where, and tens of
              thousands of fans walk past a dozen sponsors on the way in.
            </p>
            <p>
              Coca-Cola wanted trial among students and young alumni on 25 campuses with strong football
              cultures, and it wanted that trial to turn into purchases at campus convenience stores in the
              week that followed, not just into a free drink.
            </p>
          </>
        ),
        approach: (
          <>
            <p>
              We treated compliance as the first deliverable. Every campus got its own permit file: the
              athletics and student affairs approvals, the certificates of insurance, the tailgate-lot map and
              the sampling rules, agreed weeks before kick-off.
            </p>
            <TimelineSteps
              steps={[
                {
                  title: 'Permitted tailgate stations',
                  text: 'Branded sampling stations in the approved tailgate lots, with iced coolers so every sample was served cold, staffed by trained students from that campus.',
                },
                {
                  title: 'Roaming Refresh Crews',
                  text: 'Two-person ambassador crews with backpack coolers reached the far ends of the lots and the student sections’ line-ups, where fixed stations cannot go.',
                },
                {
                  title: 'A reason to buy on Monday',
                  text: 'Each sample came with a digital coupon redeemable at the campus convenience store that week, coded by campus and by game.',
                },
                {
                  title: 'Content from the stands',
                  text: 'Student creators filmed the day for campus accounts, turning 25 activations into a season-long story.',
                },
              ]}
            />
          </>
        ),
        more: (
          <Section eyebrow="Behind the numbers" title="How the season ran" tone="plain">
            <div className="grid gap-6 md:grid-cols-3">
              {[
                [
                  'Approved on every campus',
                  'All 25 athletics departments approved the plan on first submission.',
                ],
                [
                  'Staffed locally',
                  '410 students from the 25 campuses, trained on food safety and brand standards.',
                ],
                [
                  'Reported by Monday',
                  'Samples, coupons and content for each game reached the brand team within 48 hours.',
                ],
              ].map(([title, text]) => (
                <div key={title} className="rounded-xl border bg-card p-6 shadow-sm">
                  <h3 className="text-lg font-semibold">{title}</h3>
                  <p className="mt-2 text-muted-foreground">{text}</p>
                </div>
              ))}
            </div>
          </Section>
        ),
        results: [
          '310,000 samples served cold across 25 campuses in one football season',
          '18% of sampled fans redeemed the campus-store coupon within a week',
          '2.4 million impressions from student-created game-day content',
          'Zero compliance incidents and every campus approved on first submission',
        ],
        testimonial: {
          quote:
            'Game day is crowded with sponsors. The team got us permitted, staffed and cold on 25 campuses, and the coupon data showed the samples turned into sales.',
          author: 'Brand Manager, College Channel',
          position: 'Coca-Cola North America',
        },
      }}
    />
  )
}
