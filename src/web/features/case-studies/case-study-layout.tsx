import { Link } from '@tanstack/react-router'
import { Quote } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../../components/ui/button'
import { Section } from '../marketing/section'
import { StatGrid, type Stat } from '../marketing/stat-grid'

export interface CaseStudyView {
  eyebrow: string
  title: string
  company: string
  lead: string
  /** Wordmark tile; absent where the client is not named. */
  logo?: string | null
  heroImage: string
  glance?: readonly Stat[]
  challenge: ReactNode
  approach: ReactNode
  results: readonly string[]
  testimonial: { quote: string; author: string; position: string }
  /** Long-form pages add their own sections after the approach. */
  more?: ReactNode
}

/**
 * Spec "Case studies": hero, challenge, approach, results list, testimonial, then 'Contact Us' (/#contact-us)
 * and 'View More Case Studies' (/#case-studies).
 */
export function CaseStudyLayout({ study }: { study: CaseStudyView }) {
  return (
    <article>
      <header className="bg-gradient-to-b from-accent to-background">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:px-8">
          <div>
            {study.logo && (
              <img
                src={study.logo}
                alt={study.company}
                width={160}
                height={64}
                className="mb-6 h-12 w-auto"
              />
            )}
            <p className="text-sm font-semibold uppercase tracking-wide text-primary">{study.eyebrow}</p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{study.title}</h1>
            <p className="mt-6 max-w-2xl text-lg text-muted-foreground">{study.lead}</p>
          </div>
          <img
            src={study.heroImage}
            alt=""
            width={640}
            height={400}
            className="w-full rounded-2xl"
            decoding="async"
          />
        </div>
        {study.glance && (
          <div className="mx-auto max-w-7xl px-4 pb-4 sm:px-6 lg:px-8">
            <StatGrid stats={study.glance} />
          </div>
        )}
      </header>

      <Section eyebrow="The challenge" title="What stood in the way">
        <div className="max-w-3xl space-y-4 text-lg text-muted-foreground">{study.challenge}</div>
      </Section>
      <Section eyebrow="Our approach" title="What we did on campus" tone="muted">
        <div className="max-w-3xl space-y-4 text-lg text-muted-foreground">{study.approach}</div>
      </Section>
      {study.more}
      <Section eyebrow="Results" title="What it delivered">
        <ul className="grid gap-4 sm:grid-cols-2">
          {study.results.map((result) => (
            <li key={result} className="rounded-xl border bg-card p-5 text-base font-medium shadow-sm">
              {result}
            </li>
          ))}
        </ul>
        <figure className="mt-12 max-w-3xl rounded-2xl bg-accent p-8">
          <Quote aria-hidden className="size-8 text-primary" />
          <blockquote className="mt-4 text-xl font-medium text-accent-foreground">
            “{study.testimonial.quote}”
          </blockquote>
          <figcaption className="mt-4 text-sm text-muted-foreground">
            <span className="font-semibold text-foreground">{study.testimonial.author}</span>,{' '}
            {study.testimonial.position}
          </figcaption>
        </figure>
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
