import {
  ChartColumn,
  Database as DatabaseIcon,
  Eye as EyeIcon,
  Share2 as Share2Icon,
} from '@/web/components/icons/icons'

/** The same four opportunities on every program (spec "Program detail"): what a brand gets from joining one. */
const OPPORTUNITIES = [
  {
    icon: EyeIcon,
    title: 'Brand Visibility',
    text: 'Put your brand where students already are: branded booths, signage and product sampling at the busiest moments of the program.',
  },
  {
    icon: ChartColumn,
    title: 'Engagement Metrics',
    text: 'Every sample, sign-up, QR scan and conversation is counted and reported while the program runs, so you see ROI, not guesses.',
  },
  {
    icon: Share2Icon,
    title: 'Social Amplification',
    text: 'Student creators and ambassadors share the moment on Instagram and TikTok, carrying your message well beyond the people on site.',
  },
  {
    icon: DatabaseIcon,
    title: 'Data Collection',
    text: 'Opt-in surveys and lead capture turn foot traffic into first-party insight about what your student audience wants.',
  },
]

export function MarketingOpportunities() {
  return (
    <section aria-labelledby="program-opportunities">
      <h2 id="program-opportunities" className="text-2xl font-semibold">
        Marketing Opportunities
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {OPPORTUNITIES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border bg-card p-5">
            <Icon className="size-6 text-primary" aria-hidden="true" />
            <h3 className="mt-3 font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
