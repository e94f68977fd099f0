import { Link } from '@tanstack/react-router'
import { Quote } from '@/web/components/icons/icons'
import type { CaseStudy, CaseStudyQuote } from '@/shared/case-studies/case-study.schema'
import { illustration } from '@/shared/artwork'
import { Button } from '@/web/components/ui/button'
import { ExampleNote, ExampleTag } from '@/web/features/marketing/example-mark'
import { Section } from '@/web/features/marketing/section'
import { StatGrid } from '@/web/features/marketing/stat-grid'
import { TimelineSteps } from './timeline-steps'

/** Over a draft an editor previews (ADR 0154). */
export const DRAFT_PREVIEW =
  'Draft preview: visitors cannot see this case study until it is published. Only editors and admins see this page.'

/** On every demo case study (decision D24, ADR 0100). */
export const EXAMPLE_CASE_STUDY =
  'Example case study: demo content, not a record of real work. The brand, results and quote are illustrative.'

/**
 * Every case study, one layout (issue 18, ADR 0067): hero with wordmark and artwork, the headline-number row,
 * then the same five sections in the same order (challenge, approach, what it delivered, what we learned, the
 * client's words) and the spec's 'Contact Us' (/#contact-us) and 'View More Case Studies' (/#case-studies).
 */
export function CaseStudyPage({ study, preview = false }: { study: CaseStudy; preview?: boolean }) {
  const content = study
  return (
    <article>
      {preview && (
        <p
          role="note"
          className="mx-auto mt-6 max-w-7xl rounded-lg border border-brand bg-accent px-4 py-3 text-sm"
        >
          {DRAFT_PREVIEW}
        </p>
      )}
      <header className="bg-gradient-to-b from-accent to-background">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:px-8">
          <div>
            {study.logoUrl && (
              <img
                src={study.logoUrl}
                alt={study.client}
                width={200}
                height={48}
                className="mb-6 h-12 w-auto"
              />
            )}
            <p className="text-sm font-semibold uppercase tracking-wide text-primary">
              {`Case study · ${study.industry}`}
            </p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{study.title}</h1>
            <p className="mt-6 max-w-2xl text-lg text-muted-foreground">{content.lead}</p>
            {!study.confirmed && <ExampleNote className="mt-6 max-w-2xl">{EXAMPLE_CASE_STUDY}</ExampleNote>}
          </div>
          <img
            src={study.imageUrl ?? illustration('analytics')}
            alt={study.imageAlt ?? ''}
            width={640}
            height={400}
            className="w-full rounded-2xl"
            decoding="async"
          />
        </div>
        <section aria-label="Headline numbers" className="mx-auto max-w-7xl px-4 pb-4 sm:px-6 lg:px-8">
          <StatGrid stats={content.headline.map((stat) => ({ ...stat, confirmed: study.confirmed }))} />
        </section>
      </header>

      <Section id="challenge" eyebrow="The challenge" title="What stood in the way">
        <div className="max-w-3xl space-y-4 text-lg text-muted-foreground">
          {content.challenge.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section id="approach" eyebrow="Our approach" title="What we did on campus" tone="muted">
        <div className="max-w-3xl text-lg text-muted-foreground">
          <p>{content.approach.intro}</p>
          <TimelineSteps steps={content.approach.steps} />
        </div>
      </Section>
      <Section id="delivered" eyebrow="Results" title="What it delivered">
        <ul className="grid gap-4 sm:grid-cols-2">
          {content.delivered.map((result) => (
            <li key={result} className="rounded-xl border bg-card p-5 text-base font-medium shadow-sm">
              {result}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="learned" eyebrow="What we learned" title="Three things we would do again" tone="muted">
        <ul className="grid gap-6 md:grid-cols-3">
          {content.learned.map((lesson) => (
            <li key={lesson.title} className="rounded-xl border bg-card p-6 shadow-sm">
              <h3 className="text-lg font-semibold">{lesson.title}</h3>
              <p className="mt-2 text-muted-foreground">{lesson.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="quote" eyebrow="In their words" title="What the client said">
        <ClientQuote quote={content.quote} example={!study.confirmed} />
        <div className="mt-12 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" variant="brand">
            <Link to="/" hash="contact-us">
              Contact Us
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/" hash="case-studies">
              View More Case Studies
            </Link>
          </Button>
        </div>
      </Section>
    </article>
  )
}

/** The quote with its attribution: a role, or a fictional name marked as illustrative. */
function ClientQuote({ quote, example }: { quote: CaseStudyQuote; example: boolean }) {
  return (
    <figure className="max-w-3xl rounded-2xl bg-accent p-8">
      <Quote aria-hidden className="size-8 text-primary" />
      <blockquote className="mt-4 text-xl font-medium text-accent-foreground">“{quote.text}”</blockquote>
      <figcaption className="mt-4 text-sm text-muted-foreground">
        {quote.illustrativeName ? (
          <>
            <span className="font-semibold text-foreground">{quote.illustrativeName}</span>
            {`, ${quote.role}, ${quote.organization} `}
            <span className="rounded bg-background px-1.5 py-0.5 text-xs font-medium">Illustrative name</span>
          </>
        ) : (
          <>
            <span className="font-semibold text-foreground">{quote.role}</span>
            {`, ${quote.organization}`}
          </>
        )}
        {example && <ExampleTag className="ml-2" />}
      </figcaption>
    </figure>
  )
}
