import { Link } from '@tanstack/react-router'
import { ArrowRight, CalendarDays, Megaphone, Share2, Users } from '@/web/components/icons/icons'
import { figuresOf, type AgencyFigures } from '@/shared/marketing/agency-figures'
import {
  SERVICE_COUNT,
  SERVICE_SLUGS,
  type ServiceSlug,
  caseStudyPath,
  servicePath,
} from '@/shared/marketing/public-pages'
import { spelledCount } from '@/shared/spelled-count'
import { Button } from '@/web/components/ui/button'
import { useAgencyFigures, useNetwork, useSite } from '@/web/lib/site'
import { TimelineSteps } from '@/web/features/case-studies/timeline-steps'
import { CtaBand } from '@/web/features/marketing/cta-band'
import { FaqSection } from '@/web/features/marketing/faq-section'
import { PageHero } from '@/web/features/marketing/page-hero'
import { paths } from '@/web/features/marketing/paths'
import { Section } from '@/web/features/marketing/section'
import { StatGrid } from '@/web/features/marketing/stat-grid'
import { serviceSummaries } from './service-meta'
import { illustration } from '@/shared/artwork'
import { PLAN_WITHIN } from '@/shared/marketing/response-times'

/** One card per service page (typed by slug, so a service page without a card fails the type check). */
const serviceCardsOf = (
  figures: AgencyFigures,
): Record<ServiceSlug, { icon: typeof Megaphone; name: string; text: string; points: string[] }> => ({
  'street-teams': {
    icon: Megaphone,
    name: 'Campus Street Teams',
    text: 'Students from the campus itself, trained on your brand and scheduled for the busiest hours: flyering, sampling, QR sign-ups and guerrilla moments cleared with the school.',
    points: [
      'Local, background-checked teams',
      `Live within ${figures.launch.value}`,
      'Photos and counts after every shift',
    ],
  },
  'campus-marketing': {
    icon: Users,
    name: 'Brand Ambassador Programs',
    text: 'Semester-long ambassadors who represent your brand in their classes, clubs and residence halls, recruited, trained and managed by us.',
    points: ['Recruiting and interviews', 'Weekly goals and coaching', 'Content cleared for your channels'],
  },
  'brand-activations': {
    icon: CalendarDays,
    name: 'Campus Event Marketing',
    text: 'Orientation, homecoming, game days, career fairs and finals week: we secure the space and permits, build the activation and staff it.',
    points: ['Permits and insurance handled', 'Production and logistics', 'Sampling at scale'],
  },
  'influencer-marketing': {
    icon: Share2,
    name: 'Campus Influencer Marketing',
    text: 'Student creators and campus accounts turn each activation into content students trust, with disclosure and usage rights built in. Every program is reported by campus, with promo codes, QR scans and sign-up links.',
    points: ['Creators from the campus itself', 'Disclosure and usage rights', 'Weekly report by campus'],
  },
})

const industries = [
  { industry: 'Music streaming', result: '62,000 Premium Student sign-ups in six weeks', slug: 'spotify' },
  { industry: 'Beverages', result: '310,000 samples across 25 game days', slug: 'coca-cola' },
  { industry: 'Beauty', result: '48,000 sample kits and 9,400 verified reviews', slug: 'loreal' },
  { industry: 'Technology', result: '14,500 students in 36 hackathons, 71% still active', slug: 'microsoft' },
] as const

/** /services: the spec's "Services page", titled '{product} Services'. */
export function ServicesPage() {
  const site = useSite()
  const network = useNetwork()
  const figures = useAgencyFigures()
  const serviceCards = serviceCardsOf(figures)
  return (
    <>
      <PageHero
        eyebrow="What we do"
        title={`${site.brandName} Services`}
        lead={`Street teams, brand ambassadors and campus events, and the analytics to prove they worked. Run by people who know campus life from the inside, on any of ${network.colleges} campuses.`}
        image={illustration('services-overview')}
      >
        <Button asChild size="lg" variant="brand">
          <Link to={paths.contact}>Get Custom Service Quote</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.campusPrograms}>View Current Programs</Link>
        </Button>
      </PageHero>

      <Section
        eyebrow="Services"
        title={`${spelledCount(SERVICE_COUNT, { capital: true })} ways to reach students on campus`}
      >
        <div className="grid gap-6 md:grid-cols-2">
          {SERVICE_SLUGS.map((slug) => ({ slug, ...serviceCards[slug] })).map((service) => (
            <article key={service.slug} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
              <service.icon aria-hidden className="size-8 text-primary" />
              <h3 className="mt-4 text-xl font-semibold">{service.name}</h3>
              <p className="mt-2 text-muted-foreground">{service.text}</p>
              <ul className="mt-4 flex-1 list-disc space-y-1 pl-5 text-muted-foreground">
                {service.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <Link
                to={servicePath(service.slug)}
                className="mt-6 inline-flex items-center gap-1 font-medium text-primary hover:underline"
              >
                Learn more
                <span className="sr-only">: {service.name}</span>
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </article>
          ))}
        </div>
        <p className="mt-8 text-muted-foreground">
          Also available:{' '}
          {SERVICE_SLUGS.map((slug, index) => (
            <span key={slug}>
              {index > 0 && ' · '}
              <Link to={servicePath(slug)} className="font-medium text-primary underline">
                {serviceSummaries[slug].name}
              </Link>
            </span>
          ))}
          .
        </p>
      </Section>

      <Section eyebrow="Industry results" title="Results across industries" tone="muted">
        <ul className="grid gap-4 md:grid-cols-2">
          {industries.map((row) => (
            <li key={row.slug} className="rounded-xl border bg-card p-6 shadow-sm">
              <p className="text-sm font-medium text-muted-foreground">{row.industry}</p>
              <p className="mt-1 text-lg font-semibold">{row.result}</p>
              <Link
                to={caseStudyPath(row.slug)}
                className="mt-3 inline-block font-medium text-primary underline"
              >
                Read the case study<span className="sr-only">: {row.industry}</span>
              </Link>
            </li>
          ))}
        </ul>
        <StatGrid
          className="mt-10"
          stats={figuresOf(figures, 'colleges', 'campusApproval', 'averageRoi', 'studentsReached')}
        />
      </Section>

      <Section eyebrow="Process" title="How a campaign comes together">
        <div className="max-w-3xl text-muted-foreground">
          <TimelineSteps
            steps={[
              {
                title: 'Discover',
                text: 'A 30-minute strategy call: your goal, your audience, your timing and your budget.',
              },
              {
                title: 'Plan',
                text: `Campuses, activities and an itemized budget within ${PLAN_WITHIN}.`,
              },
              {
                title: 'Launch',
                text: `Live in ${figures.launch.value} on a campus we already work; ${figures.nationalRollout.value} for a national rollout.`,
              },
              {
                title: 'Measure and optimize',
                text: 'Weekly reports by campus; budget moves to the campuses that perform.',
              },
            ]}
          />
        </div>
      </Section>

      <CtaBand
        title="Ready to see which campuses fit your brand?"
        actions={
          <>
            <Button asChild size="lg" variant="brand">
              <Link to={paths.contact}>Contact Our Team</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.schools}>Explore Campus Database</Link>
            </Button>
          </>
        }
      >
        Programs start at {figures.startingBudget.value} for a single campus. Tell us your goal and we will
        send a plan with every cost itemized.
      </CtaBand>

      <FaqSection page="services" title="Questions brands ask before they start" fullWidth />
    </>
  )
}
