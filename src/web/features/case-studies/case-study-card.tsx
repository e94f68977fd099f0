import { Link } from '@tanstack/react-router'
import type { CaseStudyCard as Card } from '@/shared/case-studies/case-study.schema'
import { caseStudyPath } from '@/shared/marketing/public-pages'
import { ArrowRight } from '@/web/components/icons/icons'
import { ExampleTag } from '@/web/features/marketing/example-mark'

/** A case study in a list: who, what it achieved, and a link to the full story. */
export function CaseStudyCard({ study, heading: Heading = 'h2' }: { study: Card; heading?: 'h2' | 'h3' }) {
  return (
    <article className="flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
      <div className="flex h-12 items-center">
        {study.logoUrl ? (
          <img
            src={study.logoUrl}
            alt={study.client}
            width={120}
            height={48}
            className="h-12 w-auto"
            loading="lazy"
          />
        ) : (
          <span className="rounded-lg border px-3 py-2 text-base font-bold">{study.client}</span>
        )}
      </div>
      <p className="mt-4 flex items-center gap-2 text-sm font-medium text-muted-foreground">
        {study.industry}
        {!study.confirmed && <ExampleTag />}
      </p>
      <p className="mt-3 text-3xl font-extrabold tracking-tight text-primary">{study.metric.value}</p>
      <p className="text-sm text-muted-foreground">{study.metric.label}</p>
      <Heading className="mt-4 text-lg font-semibold">{study.title}</Heading>
      <p className="mt-2 flex-1 text-muted-foreground">{study.summary}</p>
      <Link
        to={caseStudyPath(study.slug)}
        className="mt-6 inline-flex items-center gap-1 font-medium text-primary hover:underline"
      >
        Read the case study<span className="sr-only">: {study.client}</span>
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </article>
  )
}
