import { Link } from '@tanstack/react-router'
import { caseStudyPath } from '@/shared/marketing/public-pages'
import { ArrowRight, CalendarCheck, GraduationCap, TrendingUp } from '@/web/components/icons/icons'
import type { ReactNode } from 'react'
import { schoolPath } from '@/shared/schools/slug'
import { Button } from '@/web/components/ui/button'
import type { CaseStudyCard } from '@/shared/case-studies/case-study.schema'
import type { ShownHomeCopy } from '@/shared/site-copy/home-copy.schema'
import { paths } from '@/web/features/marketing/paths'
import { Section } from '@/web/features/marketing/section'
import type { FeaturedSchool } from './featured-school'
import { ExampleNote, ExampleTag } from '@/web/features/marketing/example-mark'
import { formatWholeNumber } from '@/shared/us-format'

/** The partner's own case study, which the client card shows (none when it is unpublished or deleted). */
const PARTNER_CASE_STUDY = 'air-fresh-client'

/** Under the home page's demo wordmarks (decision D24, ADR 0100). */
export const EXAMPLE_WORDMARKS = 'Example content: these brands are not our clients.'

function ProofCard({
  icon,
  label,
  title,
  children,
  action,
  example = false,
}: {
  icon: ReactNode
  label: string
  title: string
  children: ReactNode
  action: ReactNode
  /** Demo content (decision D24): tagged as an example beside the label. */
  example?: boolean
}) {
  return (
    <article className="flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
      <div className="flex items-center gap-2 text-sm font-medium text-primary">
        {icon}
        {label}
        {example && <ExampleTag className="ml-auto" />}
      </div>
      <h3 className="mt-3 text-xl font-semibold">{title}</h3>
      <div className="mt-3 flex-1 text-muted-foreground">{children}</div>
      <div className="mt-6">{action}</div>
    </article>
  )
}

/** The three cards of the spec (client case study, nursing-school partnership, book a call) and brand tiles. */
export function ProofSection({
  copy,
  featuredSchool,
  caseStudies,
}: {
  /** Staff's words for the section (ADR 0155), slots filled by the server. */
  copy: ShownHomeCopy['proof']
  featuredSchool: FeaturedSchool | null
  /** The published case studies (ADR 0154): those with a wordmark are tiles; the partner's own is the card. */
  caseStudies: readonly CaseStudyCard[]
}) {
  const studies = caseStudies.filter((study) => study.logoUrl)
  const partnerStudy = caseStudies.find((study) => study.slug === PARTNER_CASE_STUDY)
  return (
    <Section id="case-studies" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <div className="grid gap-6 lg:grid-cols-3">
        {partnerStudy && (
          <ProofCard
            icon={<TrendingUp aria-hidden className="size-4" />}
            label="Client case study"
            example={!partnerStudy.confirmed}
            // The study's own headline figure and summary (ADR 0154): an edit of the study reaches this card.
            title={`${partnerStudy.metric.value} ${partnerStudy.metric.label}`}
            action={
              <Link
                to={caseStudyPath(partnerStudy.slug)}
                className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
              >
                Read the case study <ArrowRight aria-hidden className="size-4" />
              </Link>
            }
          >
            <p>{partnerStudy.summary}</p>
          </ProofCard>
        )}
        <ProofCard
          icon={<GraduationCap aria-hidden className="size-4" />}
          label={copy.school.label}
          title={
            featuredSchool
              ? [featuredSchool.name, featuredSchool.city, featuredSchool.state].filter(Boolean).join(', ')
              : copy.school.title
          }
          action={
            <Link
              to={featuredSchool ? schoolPath(featuredSchool.slug) : paths.schools}
              className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
            >
              {featuredSchool ? 'View the school' : 'Browse the directory'}{' '}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          }
        >
          <p>{copy.school.text}</p>
          {featuredSchool?.studentPopulation ? (
            // The school's own count, from the directory (data, not copy).
            <p className="mt-3 font-semibold text-foreground">
              {`${formatWholeNumber(featuredSchool.studentPopulation)} nursing students`}
            </p>
          ) : null}
        </ProofCard>
        <ProofCard
          icon={<CalendarCheck aria-hidden className="size-4" />}
          label={copy.call.label}
          title={copy.call.title}
          action={
            <Button asChild variant="brand">
              <Link to="/book-call">{copy.call.action}</Link>
            </Button>
          }
        >
          <p>{copy.call.text}</p>
        </ProofCard>
      </div>

      <h3 className="mt-14 text-center text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {studies.some((study) => !study.confirmed)
          ? 'Example case studies'
          : 'Brands we have taken to campus'}
      </h3>
      {studies.some((study) => !study.confirmed) && (
        <ExampleNote className="mt-3 justify-center">{EXAMPLE_WORDMARKS}</ExampleNote>
      )}
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {studies.map((study) => (
          <li key={study.slug}>
            <Link
              to={caseStudyPath(study.slug)}
              className="block rounded-xl transition-transform hover:-translate-y-0.5"
              aria-label={`${study.client} ${study.confirmed ? '' : 'example '}case study`}
            >
              {/* A box of the demo wordmarks' shape whatever the file's own: an upload of another shape is fitted
                  inside it, and the row never changes height as the logos arrive (which moved the page under a
                  visitor who had just followed a link to #case-studies). */}
              <img
                src={study.logoUrl!}
                alt=""
                width={200}
                height={48}
                className="aspect-[25/6] w-full object-contain"
                loading="lazy"
              />
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center">
        <Link to="/case-studies" className="font-medium text-primary underline">
          See all case studies
        </Link>
      </p>
    </Section>
  )
}
