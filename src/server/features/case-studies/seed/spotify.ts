import type { CaseStudyBodyInput } from '@/shared/case-studies/case-study.schema'

/** The study's long copy (one module per demo study, written for issue 18, ADR 0067). */
export const content: CaseStudyBodyInput = {
  lead: 'How listening lounges at move-in, ambassador-curated playlists and a QR code on every surface turned first-year students into Premium Student subscribers on 40 campuses, with reporting that showed which campuses paid back.',
  headline: [
    { value: '62,000', label: 'Premium Student sign-ups' },
    { value: '40', label: 'campuses in 12 states' },
    { value: '3.1x', label: 'conversion vs. digital-only campuses' },
    { value: '340%', label: 'ROI within 90 days' },
  ],
  challenge: [
    'Students arrive on campus with a free streaming account and a dozen subscription offers competing for the same few dollars a month. The habits they form in the first weeks of fall tend to last all year, and after that the student discount is just one more email they ignore.',
    'Spotify wanted Premium Student conversions from first-year students inside that window, on 40 campuses across 12 states, and it wanted to know campus by campus which activity produced them. A national digital campaign was already running; campus had to beat it, not just add to it.',
  ],
  approach: {
    intro:
      'We built the program around the moments first-years actually spend together: move-in, orientation, the first nights in residence halls and the first round of exams. Every touchpoint ended in the same place: a campus-specific QR code that opened the student offer.',
    steps: [
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
        text: 'A daily report showed sign-ups by campus and activity. In week three we moved ambassador hours to the 12 campuses converting best.',
      },
    ],
  },
  delivered: [
    'Every campus live within 48 hours of move-in opening, before the national digital campaign peaked',
    '120 ambassadors trained and managed, with playlists shared in residence hall group chats',
    'A per-campus report the brand team kept using after the program ended',
    'Budget moved to the 12 best campuses in week three, not at the end of term',
  ],
  learned: [
    {
      title: 'Timing beats volume',
      text: 'Sign-ups in the first 10 days of term cost a third of those in week five.',
    },
    {
      title: 'Peers sell, posters remind',
      text: 'Playlists shared by ambassadors converted at 4x the rate of printed QR posters.',
    },
    {
      title: 'Measure per campus',
      text: 'Twelve campuses produced 58% of sign-ups. Without per-campus codes the budget would have stayed flat.',
    },
  ],
  quote: {
    text: 'The campus teams reached first-years in the one week they decide what they will pay for all year. The per-campus reporting told us exactly where to double down.',
    role: 'Head of Student Marketing',
    organization: 'Spotify, North America',
  },
}
