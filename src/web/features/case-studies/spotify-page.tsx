import { Section } from '../marketing/section'
import { CaseStudyLayout } from './case-study-layout'
import { TimelineSteps } from './timeline-steps'

/** /cs/spotify: the long-form case study. */
export function SpotifyCaseStudyPage() {
  return (
    <CaseStudyLayout
      study={{
        eyebrow: 'Case study · Music streaming',
        title: 'Spotify: 62,000 Premium Student sign-ups in six weeks',
        company: 'Spotify',
        lead: 'How listening lounges at move-in, ambassador-curated playlists and a QR code on every surface turned first-year students into Premium Student subscribers on 40 campuses, with reporting that showed which campuses paid back.',
        logo: '/images/logos/spotify.svg',
        heroImage: '/images/illustrations/music.svg',
        glance: [
          { value: '62,000', label: 'Premium Student sign-ups' },
          { value: '40', label: 'campuses in 12 states' },
          { value: '3.1x', label: 'conversion vs. digital-only campuses' },
          { value: '340%', label: 'ROI within 90 days' },
        ],
        challenge: (
          <>
            <p>
              Students arrive on campus with a free streaming account and a dozen subscription offers
              competing for the same few dollars a month. The habits they form in the first weeks of fall tend
              to last all year, and after that the student discount is just one more email they ignore.
            </p>
            <p>
              Spotify wanted Premium Student conversions from first-year students inside that window, on 40
              campuses across 12 states, and it wanted to know campus by campus which activity produced them.
              A national digital campaign was already running; campus had to beat it, not just add to it.
            </p>
          </>
        ),
        approach: (
          <>
            <p>
              We built the program around the moments first-years actually spend together: move-in,
              orientation, the first nights in residence halls and the first round of exams. Every touchpoint
              ended in the same place: a campus-specific QR code that opened the student offer.
            </p>
            <TimelineSteps
              steps={[
                {
                  title: 'Move-in listening lounges',
                  text: 'Shaded lounges with headphones, phone charging and cold water at 40 move-in sites. Students who activated the offer on the spot picked a campus tote.',
                },
                {
                  title: 'Ambassador playlist takeovers',
                  text: '120 student ambassadors curated campus playlists, from “Library Lo-fi” to “Game Day Hype”, and shared them in the group chats and residence hall channels where first-years were meeting each other.',
                },
                {
                  title: 'First-exams study sessions',
                  text: 'Late-night study breaks in residence hall lounges during the first exam week, with focus playlists and snacks, timed to the moment students want music without ads.',
                },
                {
                  title: 'Shift budget to what works',
                  text: 'A daily dashboard showed sign-ups by campus and activity. In week three we moved ambassador hours to the 12 campuses converting best.',
                },
              ]}
            />
          </>
        ),
        more: (
          <Section eyebrow="What we learned" title="Three things we would do again" tone="plain">
            <ul className="grid gap-6 md:grid-cols-3">
              {[
                [
                  'Timing beats volume',
                  'Sign-ups in the first 10 days of term cost a third of those in week five.',
                ],
                [
                  'Peers sell, posters remind',
                  'Playlists shared by ambassadors converted at 4x the rate of printed QR posters.',
                ],
                [
                  'Measure per campus',
                  'Twelve campuses produced 58% of sign-ups. Without per-campus codes the budget would have stayed flat.',
                ],
              ].map(([title, text]) => (
                <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
                  <h3 className="text-lg font-semibold">{title}</h3>
                  <p className="mt-2 text-muted-foreground">{text}</p>
                </li>
              ))}
            </ul>
          </Section>
        ),
        results: [
          '62,000 Premium Student sign-ups in the first six weeks of the fall semester',
          '40 campuses across 12 states, live within 48 hours of move-in opening',
          '3.1x the conversion rate of comparable campuses reached by digital ads alone',
          '340% return on program cost within 90 days, measured on paid subscriptions',
        ],
        testimonial: {
          quote:
            'The campus teams reached first-years in the one week they decide what they will pay for all year. The per-campus reporting told us exactly where to double down.',
          author: 'Head of Student Marketing',
          position: 'Spotify, North America',
        },
      }}
    />
  )
}
