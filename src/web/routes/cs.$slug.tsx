import { createFileRoute, notFound } from '@tanstack/react-router'
import { isOneOf, TABLE_CASE_STUDY_SLUGS } from '../../shared/marketing/public-pages'
import { caseStudyHead } from '../features/case-studies/case-study-head'
import { GenericCaseStudyPage } from '../features/case-studies/generic-case-study-page'

export const Route = createFileRoute('/cs/$slug')({
  // Routing is case-insensitive; an unknown slug is the spec's Page Not Found, with status 404.
  loader: ({ params }) => {
    const slug = params.slug.toLowerCase()
    if (!isOneOf(TABLE_CASE_STUDY_SLUGS, slug)) throw notFound()
    return { slug }
  },
  head: ({ matches, loaderData }) => (loaderData ? caseStudyHead(matches, loaderData.slug) : {}),
  component: function CaseStudyRoute() {
    return <GenericCaseStudyPage slug={Route.useLoaderData().slug} />
  },
})
