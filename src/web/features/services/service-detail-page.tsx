import { Link } from '@tanstack/react-router'
import { Check } from '@/web/components/icons/icons'
import type { ServiceSlug } from '@/shared/marketing/public-pages'
import { Button } from '@/web/components/ui/button'
import type { ServicePageCopy } from '@/shared/site-copy/service-page-copy.schema'
import { useAgencyFigures } from '@/web/lib/site'
import { CaseStudyCard } from '@/web/features/case-studies/case-study-card'
import type { CaseStudyCard as Card } from '@/shared/case-studies/case-study.schema'
import { illustration } from '@/shared/artwork'
import { TimelineSteps } from '@/web/features/case-studies/timeline-steps'
import { CtaBand } from '@/web/features/marketing/cta-band'
import { PageHero } from '@/web/features/marketing/page-hero'
import { paths } from '@/web/features/marketing/paths'
import { Section } from '@/web/features/marketing/section'
import { StatGrid } from '@/web/features/marketing/stat-grid'
import { serviceSummaries } from './service-meta'
import { serviceStats } from './service-stats'

/**
 * /services/{slug}: one service in depth (decision D2). The words are staff's copy (ADR 0155), its slots filled
 * by the server; `study`: the service's case study as published (ADR 0154); none published, no proof row.
 */
export function ServiceDetailPage({
  slug,
  study,
  copy,
}: {
  slug: ServiceSlug
  study: Card | null
  copy: ServicePageCopy
}) {
  const summary = serviceSummaries[slug]
  const figures = useAgencyFigures()
  return (
    <>
      <PageHero eyebrow={summary.name} title={copy.hero.title} lead={copy.hero.lead} image={summary.image}>
        <Button asChild size="lg" variant="brand">
          <Link to="/book-call">{copy.hero.primaryAction}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/services">{copy.hero.secondaryAction}</Link>
        </Button>
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <StatGrid stats={serviceStats(figures)[slug]} columns={3} />
      </div>

      <Section eyebrow={copy.included.eyebrow} title={copy.included.title}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {copy.included.items.map((item, index) => (
            <li key={index} className="rounded-xl border bg-card p-6 shadow-sm">
              <h3 className="flex items-center gap-2 text-lg font-semibold">
                <Check aria-hidden className="size-5 text-primary" />
                {item.title}
              </h3>
              <p className="mt-2 text-muted-foreground">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section eyebrow={copy.process.eyebrow} title={copy.process.title} tone="muted">
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="text-muted-foreground">
            <TimelineSteps steps={copy.process.steps} />
          </div>
          <div className="rounded-xl border bg-card p-6 shadow-sm">
            <h3 className="text-lg font-semibold">{copy.fit.title}</h3>
            <ul className="mt-4 space-y-3">
              {copy.fit.items.map((item, index) => (
                <li key={index} className="flex gap-2 text-muted-foreground">
                  <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
                  {item}
                </li>
              ))}
            </ul>
            <p className="mt-6 text-sm text-muted-foreground">
              Budgets run from {figures.startingBudget.value} for one campus to {figures.nationalBudget.value}{' '}
              for national programs.{' '}
              <Link to={paths.schools} className="font-medium text-primary underline">
                Browse the campuses
              </Link>{' '}
              you could reach.
            </p>
          </div>
        </div>
      </Section>

      {study && (
        <Section eyebrow="Proof" title="See it on campus">
          {/* One case study fills the row: its artwork beside the card, never a card and two empty thirds. */}
          <div data-testid="service-proof" className="grid items-stretch gap-6 md:grid-cols-[3fr_2fr]">
            <img
              src={study.imageUrl ?? illustration('analytics')}
              alt={study.imageAlt ?? ''}
              width={640}
              height={400}
              loading="lazy"
              decoding="async"
              className="h-full w-full rounded-xl border bg-accent object-cover"
            />
            <CaseStudyCard study={study} heading="h3" />
          </div>
        </Section>
      )}

      <CtaBand
        title={copy.cta.title}
        actions={
          <>
            <Button asChild size="lg" variant="brand">
              <Link to="/book-call">{copy.cta.primaryAction}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.contact}>{copy.cta.secondaryAction}</Link>
            </Button>
          </>
        }
      >
        {copy.cta.text}
      </CtaBand>
    </>
  )
}
