import { Link } from '@tanstack/react-router'
import { figuresOf } from '@/shared/marketing/agency-figures'
import { Button } from '@/web/components/ui/button'
import { useAgencyFigures, useNetwork, useSite } from '@/web/lib/site'
import { CtaBand } from '@/web/features/marketing/cta-band'
import { PageHero } from '@/web/features/marketing/page-hero'
import { paths } from '@/web/features/marketing/paths'
import { Section } from '@/web/features/marketing/section'
import { StatGrid } from '@/web/features/marketing/stat-grid'
import { illustration } from '@/shared/artwork'

const principles = [
  {
    title: 'Students first',
    text: 'If an activation would annoy students, it will not sell to them either. We design for the student walking past, then for the brief.',
  },
  {
    title: 'Local beats imported',
    text: 'Our teams are students from the campus they work on. They know its rules, its rhythms and its inside jokes.',
  },
  {
    title: 'Measure what matters',
    text: 'We agree the result you are paying for before launch (sales, sign-ups, installs, samples) and report it by campus.',
  },
  {
    title: 'No surprises',
    text: 'Every proposal is itemized, every permit is in writing, and every week you see what happened and what it cost.',
  },
]

/** /about (decision D2): who we are, how we work, and the partner agency behind the platform. */
export function AboutPage() {
  const site = useSite()
  const network = useNetwork()
  const figures = useAgencyFigures()
  return (
    <>
      <PageHero
        eyebrow={`About ${site.brandName}`}
        title="We help brands earn a place in student life"
        lead={`${site.brandName} is a college and campus marketing agency. We plan, staff and measure campaigns on any of ${network.colleges} U.S. campuses, for brands that want students as customers, not just as impressions.`}
        image={illustration('campus')}
      />

      <Section eyebrow="Our story" title="Built by people who worked the quad">
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-lg text-muted-foreground">
            <p>
              We started as campus ambassadors ourselves, handing out samples outside dining halls and
              learning what works the hard way. Most campaigns we saw were planned far from campus: the wrong
              schools, the wrong week, a team bused in that nobody trusted.
            </p>
            <p>
              {site.brandName} exists to fix that. We pair local student teams with a network of campus
              relationships and a reporting platform that shows, campus by campus, what each dollar produced.
              More than 500 brands, from national names to first-time founders, have used it to reach
              students.
            </p>
          </div>
          <div className="space-y-4 text-lg text-muted-foreground">
            <p>
              The platform is built and operated with{' '}
              <a href={site.partnerUrl} rel="noopener" className="font-medium text-primary underline">
                {site.partnerName}
              </a>
              , an experiential and campus marketing agency. Their teams run campaigns on it every day, which
              is why the{' '}
              <Link to={paths.schools} className="font-medium text-primary underline">
                school directory
              </Link>
              , the{' '}
              <Link to={paths.brandMatching} className="font-medium text-primary underline">
                campus matching tool
              </Link>{' '}
              and the reporting are shaped by real campaigns rather than guesses.
            </p>
            <p>
              See the results for yourself in our{' '}
              <Link to="/case-studies" className="font-medium text-primary underline">
                case studies
              </Link>
              .
            </p>
          </div>
        </div>
      </Section>

      <Section eyebrow="By the numbers" title="The reach behind every campaign" tone="muted">
        <StatGrid
          stats={figuresOf(figures, 'colleges', 'studentsReached', 'brandsServed', 'campusApproval')}
        />
      </Section>

      <Section eyebrow="How we work" title="Four principles we do not bend">
        <ul className="grid gap-6 md:grid-cols-2">
          {principles.map((principle) => (
            <li key={principle.title} className="rounded-xl border bg-card p-6 shadow-sm">
              <h3 className="text-lg font-semibold">{principle.title}</h3>
              <p className="mt-2 text-muted-foreground">{principle.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        title="Let’s plan your first campus campaign"
        actions={
          <>
            <Button asChild size="lg" variant="brand">
              <Link to="/book-call">Book a Free Strategy Call</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/services">See Our Services</Link>
            </Button>
          </>
        }
      >
        Thirty minutes, no obligation: you leave with a campus shortlist, a timeline and a budget range.
      </CtaBand>
    </>
  )
}
