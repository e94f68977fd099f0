import { Link } from '@tanstack/react-router'
import { ArrowRight, CalendarDays, Megaphone, Share2, Users } from '@/web/components/icons/icons'
import { figuresOf } from '@/shared/marketing/agency-figures'
import { SERVICE_SLUGS, type ServiceSlug, caseStudyPath, servicePath } from '@/shared/marketing/public-pages'
import type { ShownServicesCopy } from '@/shared/site-copy/services-copy.schema'
import { Button } from '@/web/components/ui/button'
import { useAgencyFigures } from '@/web/lib/site'
import { TimelineSteps } from '@/web/features/case-studies/timeline-steps'
import { CtaBand } from '@/web/features/marketing/cta-band'
import { FaqSection } from '@/web/features/marketing/faq-section'
import { PageHero } from '@/web/features/marketing/page-hero'
import { paths } from '@/web/features/marketing/paths'
import { Section } from '@/web/features/marketing/section'
import { StatGrid } from '@/web/features/marketing/stat-grid'
import { serviceSummaries } from './service-meta'
import { illustration } from '@/shared/artwork'

/** Each service card's icon (typed by slug, so a service page without one fails the type check). */
const SERVICE_ICONS: Record<ServiceSlug, typeof Megaphone> = {
  'street-teams': Megaphone,
  'campus-marketing': Users,
  'brand-activations': CalendarDays,
  'influencer-marketing': Share2,
}

/**
 * /services: the spec's "Services page", titled '{product} Services'. The words are staff's copy (ADR 0155), its
 * slots filled by the server; the layout, icons, links and the figures' grid stay here.
 */
export function ServicesPage({
  copy,
  publishedStudies,
}: {
  copy: ShownServicesCopy
  /** The slugs of the published case studies: an industry row links to its study only while it is one. */
  publishedStudies: readonly string[]
}) {
  const figures = useAgencyFigures()
  return (
    <>
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={copy.hero.lead}
        image={illustration('services-overview')}
      >
        <Button asChild size="lg" variant="brand">
          <Link to={paths.contact}>{copy.hero.primaryAction}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.campusPrograms}>{copy.hero.secondaryAction}</Link>
        </Button>
      </PageHero>

      <Section eyebrow={copy.offer.eyebrow} title={copy.offer.title}>
        <div className="grid gap-6 md:grid-cols-2">
          {SERVICE_SLUGS.map((slug) => {
            const card = copy.offer.cards[slug]
            const Icon = SERVICE_ICONS[slug]
            return (
              <article key={slug} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
                <Icon aria-hidden className="size-8 text-primary" />
                <h3 className="mt-4 text-xl font-semibold">{card.name}</h3>
                <p className="mt-2 text-muted-foreground">{card.text}</p>
                <ul className="mt-4 flex-1 list-disc space-y-1 pl-5 text-muted-foreground">
                  {card.points.map((point, index) => (
                    <li key={index}>{point}</li>
                  ))}
                </ul>
                <Link
                  to={servicePath(slug)}
                  className="mt-6 inline-flex items-center gap-1 font-medium text-primary hover:underline"
                >
                  Learn more
                  <span className="sr-only">: {card.name}</span>
                  <ArrowRight aria-hidden className="size-4" />
                </Link>
              </article>
            )
          })}
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

      <Section eyebrow={copy.industries.eyebrow} title={copy.industries.title} tone="muted">
        <ul className="grid gap-4 md:grid-cols-2">
          {copy.industries.items.map((row, index) => (
            <li key={index} className="rounded-xl border bg-card p-6 shadow-sm">
              <p className="text-sm font-medium text-muted-foreground">{row.industry}</p>
              <p className="mt-1 text-lg font-semibold">{row.result}</p>
              {row.caseStudy && publishedStudies.includes(row.caseStudy) && (
                <Link
                  to={caseStudyPath(row.caseStudy)}
                  className="mt-3 inline-block font-medium text-primary underline"
                >
                  Read the case study<span className="sr-only">: {row.industry}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
        <StatGrid
          className="mt-10"
          stats={figuresOf(figures, 'colleges', 'campusApproval', 'averageRoi', 'studentsReached')}
        />
      </Section>

      <Section eyebrow={copy.process.eyebrow} title={copy.process.title}>
        <div className="max-w-3xl text-muted-foreground">
          <TimelineSteps steps={copy.process.steps} />
        </div>
      </Section>

      <CtaBand
        title={copy.cta.title}
        actions={
          <>
            <Button asChild size="lg" variant="brand">
              <Link to={paths.contact}>{copy.cta.primaryAction}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.schools}>{copy.cta.secondaryAction}</Link>
            </Button>
          </>
        }
      >
        {copy.cta.text}
      </CtaBand>

      <FaqSection page="services" title={copy.faq.title} items={copy.faq.items} fullWidth />
    </>
  )
}
