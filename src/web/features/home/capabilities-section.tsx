import { Link } from '@tanstack/react-router'
import {
  CalendarDays,
  ChartLine,
  Crosshair,
  Handshake,
  Megaphone,
  Share2,
  TrendingUp,
  Users,
} from '@/web/components/icons/icons'
import { SERVICE_COUNT, SERVICE_SLUGS, type ServiceSlug, servicePath } from '@/shared/marketing/public-pages'
import { spelledCount } from '@/shared/spelled-count'
import type { AgencyFigures } from '@/shared/marketing/agency-figures'
import { withNetwork } from '@/shared/schools/network-words'
import { useAgencyFigures, useNetwork } from '@/web/lib/site'
import { Section } from '@/web/features/marketing/section'

const benefitsOf = (figures: AgencyFigures) => [
  {
    icon: Handshake,
    title: 'College partnerships',
    text: `Working relationships with student affairs, housing and athletics offices across ${figures.colleges.value} colleges. ${figures.campusApproval.value} of our campaigns are approved by the campus on first submission.`,
  },
  {
    icon: Crosshair,
    title: 'Targeted activation',
    text: 'Choose campuses by region, enrollment, school type or student mix, then meet students on the quad, in residence halls and at game-day tailgates.',
  },
  {
    icon: TrendingUp,
    title: 'Proven ROI',
    text: `Our campaigns average ${figures.averageRoi.value} ROI within 90 days, measured against your own sales, sign-up or install data, not estimated impressions.`,
  },
  {
    icon: ChartLine,
    title: 'Reporting by campus',
    text: 'A written report every week: samples, scans, sign-ups and redemptions by campus, with photos from the field.',
  },
]

/** One card per service page, in the pages' order: typed by slug, so the count in the heading is the pages'. */
const servicesOf = (
  figures: AgencyFigures,
): Record<ServiceSlug, { icon: typeof Megaphone; title: string; text: string }> => ({
  'campus-marketing': {
    icon: Users,
    title: 'Brand ambassador programs',
    text: 'Students who represent your brand all semester, recruited, trained and managed locally by our team.',
  },
  'street-teams': {
    icon: Megaphone,
    title: 'Street team management',
    text: `Trained, background-checked students from the campus itself, on the busiest walkways at the busiest hours. Live within ${figures.launch.value}.`,
  },
  'brand-activations': {
    icon: CalendarDays,
    title: 'Events, sampling and demos',
    text: 'Orientation, homecoming, game days and finals week: we secure the space and permits, then put product in hands in dining halls, libraries and rec centers.',
  },
  'influencer-marketing': {
    icon: Share2,
    title: 'Social campus campaigns',
    text: 'Student creators and campus accounts turn each activation into content, and content into reach, with disclosure built in.',
  },
})

/** Why brands work with us (four benefits) and what we do (one card per service page): the header's "Capabilities". */
export function CapabilitiesSection() {
  const network = useNetwork()
  const figures = useAgencyFigures()
  const benefits = benefitsOf(figures)
  const services = servicesOf(figures)
  return (
    <Section
      id="capabilities"
      eyebrow="Capabilities"
      title="Everything it takes to win on campus"
      intro="Campus marketing fails on details: the wrong campus, a missing permit, a team that has never set foot there. We handle all of it."
      tone="muted"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="rounded-xl bg-card p-6 shadow-sm">
            <benefit.icon aria-hidden className="size-8 text-brand" />
            <h3 className="mt-4 text-lg font-semibold">{benefit.title}</h3>
            <p className="mt-2 text-muted-foreground">{withNetwork(benefit.text, network)}</p>
          </li>
        ))}
      </ul>

      <h3 className="mt-16 text-2xl font-bold tracking-tight">
        {`${spelledCount(SERVICE_COUNT, { capital: true })} services, one accountable team`}
      </h3>
      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {SERVICE_SLUGS.map((slug) => ({ ...services[slug], to: servicePath(slug) })).map((service) => (
          <li key={service.to} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
            <service.icon aria-hidden className="size-7 text-primary" />
            <h4 className="mt-4 text-lg font-semibold">{service.title}</h4>
            <p className="mt-2 flex-1 text-muted-foreground">{service.text}</p>
            <Link to={service.to} className="mt-4 font-medium text-primary hover:underline">
              Learn more<span className="sr-only"> about {service.title.toLowerCase()}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}
