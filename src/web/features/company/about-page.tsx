import { Link } from '@tanstack/react-router'
import { figuresOf } from '@/shared/marketing/agency-figures'
import { Button } from '@/web/components/ui/button'
import type { AboutCopy } from '@/shared/site-copy/about-copy.schema'
import { useAgencyFigures, useSite } from '@/web/lib/site'
import { CtaBand } from '@/web/features/marketing/cta-band'
import { PageHero } from '@/web/features/marketing/page-hero'
import { paths } from '@/web/features/marketing/paths'
import { Section } from '@/web/features/marketing/section'
import { StatGrid } from '@/web/features/marketing/stat-grid'
import { illustration } from '@/shared/artwork'
import { TeamSection } from './team-section'

/**
 * /about (decision D2): who we are, how we work, the team, and the partner agency behind the platform. The words
 * are staff's copy (issue 36, ADR 0155); the partner's paragraph with its links and the figures stay here.
 */
export function AboutPage({ copy }: { copy: AboutCopy }) {
  const site = useSite()
  const figures = useAgencyFigures()
  return (
    <>
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={copy.hero.lead}
        image={illustration('campus')}
      />

      <Section eyebrow={copy.story.eyebrow} title={copy.story.title}>
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-lg text-muted-foreground">
            {copy.story.text.split(/\n\s*\n/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
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

      <Section eyebrow={copy.principles.eyebrow} title={copy.principles.title}>
        <ul className="grid gap-6 md:grid-cols-2">
          {copy.principles.items.map((principle, index) => (
            <li key={index} className="rounded-xl border bg-card p-6 shadow-sm">
              <h3 className="text-lg font-semibold">{principle.title}</h3>
              <p className="mt-2 text-muted-foreground">{principle.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <TeamSection copy={copy.team} />

      <CtaBand
        title={copy.cta.title}
        actions={
          <>
            <Button asChild size="lg" variant="brand">
              <Link to="/book-call">{copy.cta.primaryAction}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/services">{copy.cta.secondaryAction}</Link>
            </Button>
          </>
        }
      >
        {copy.cta.text}
      </CtaBand>
    </>
  )
}
