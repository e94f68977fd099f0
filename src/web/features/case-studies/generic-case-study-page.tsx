import type { TableCaseStudySlug } from '../../../shared/marketing/public-pages'
import { useSite } from '../../lib/site'
import { caseStudySummaries } from './case-study-meta'
import { CaseStudyLayout } from './case-study-layout'
import { caseStudyTable } from './case-study-table'

/** /cs/{slug} for the case studies of the built-in table. */
export function GenericCaseStudyPage({ slug }: { slug: TableCaseStudySlug }) {
  const study = caseStudyTable[slug]
  const summary = caseStudySummaries(useSite())[slug]
  return (
    <CaseStudyLayout
      study={{
        eyebrow: `Case study · ${summary.industry}`,
        title: `${study.company}: ${study.title}`,
        company: study.company,
        lead: summary.description,
        logo: study.logo,
        heroImage: study.heroImage,
        challenge: <p>{study.challenge}</p>,
        approach: <p>{study.approach}</p>,
        results: study.results,
        testimonial: study.testimonial,
      }}
    />
  )
}
