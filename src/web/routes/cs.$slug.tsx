import { createFileRoute, notFound } from '@tanstack/react-router'
import { isOneOf, TABLE_CASE_STUDY_SLUGS } from '@/shared/marketing/public-pages'
import { caseStudyHead } from '@/web/features/case-studies/case-study-head'
import { CaseStudyPage } from '@/web/features/case-studies/case-study-layout'
import { loadCaseStudy } from '@/web/features/case-studies/case-study-loader'

export const Route = createFileRoute('/cs/$slug')({
  // Routing is case-insensitive; an unknown slug is the spec's Page Not Found, with status 404.
  loader: ({ context, params }) => {
    const slug = params.slug.toLowerCase()
    if (!isOneOf(TABLE_CASE_STUDY_SLUGS, slug)) throw notFound()
    return loadCaseStudy(context, slug)
  },
  head: ({ matches, loaderData }) => caseStudyHead(matches, loaderData?.study),
  component: function CaseStudyRoute() {
    const { slug, content } = Route.useLoaderData()
    return <CaseStudyPage slug={slug} content={content} />
  },
})
