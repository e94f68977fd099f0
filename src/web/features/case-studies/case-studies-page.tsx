import { Link } from '@tanstack/react-router'
import { Button } from '@/web/components/ui/button'
import type { CaseStudyCard as Card } from '@/shared/case-studies/case-study.schema'
import { CtaBand } from '@/web/features/marketing/cta-band'
import { PageHero } from '@/web/features/marketing/page-hero'
import { CaseStudyCard } from './case-study-card'
import { illustration } from '@/shared/artwork'
import { ExampleNote } from '@/web/features/marketing/example-mark'

/** Over the list while it holds demo case studies (decision D24, ADR 0100). */
export const EXAMPLE_CASE_STUDIES =
  'Example case studies: demo content. The brands named are not our clients; results and quotes are illustrative.'

/** /case-studies: every published case study, in the agency's order (decision D2, ADR 0154). */
export function CaseStudiesPage({ studies }: { studies: readonly Card[] }) {
  return (
    <>
      <PageHero
        eyebrow="Case studies"
        title="Campus campaigns, measured"
        lead={`Campaigns with different goals: subscriptions, trial, loyalty sign-ups, weekly use, sales. Each one was planned campus by campus and reported the same way, on the results the brand cared about.`}
        image={illustration('analytics')}
      />
      <section aria-label="All case studies" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        {studies.some((study) => !study.confirmed) && (
          <ExampleNote className="mb-8 max-w-3xl">{EXAMPLE_CASE_STUDIES}</ExampleNote>
        )}
        {studies.length === 0 && (
          <p className="text-lg text-muted-foreground">No case studies are published yet.</p>
        )}
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {studies.map((study) => (
            <CaseStudyCard key={study.slug} study={study} />
          ))}
        </div>
      </section>
      <CtaBand
        title="Your brand could be the next case study"
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
        In 30 minutes we will show you which campuses fit your audience and what a first campaign would cost.
      </CtaBand>
    </>
  )
}
