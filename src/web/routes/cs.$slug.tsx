import { createFileRoute, notFound } from '@tanstack/react-router'
import { isOneOf, TABLE_CASE_STUDY_SLUGS } from '@/shared/marketing/public-pages'
import { loadCaseStudyContent } from '@/web/features/case-studies/case-study-content'
import { caseStudyHead } from '@/web/features/case-studies/case-study-head'
import { CaseStudyPage } from '@/web/features/case-studies/case-study-layout'

export const Route = createFileRoute('/cs/$slug')({
  // Routing is case-insensitive; an unknown slug is the spec's Page Not Found, with status 404.
  loader: async ({ params }) => {
    const slug = params.slug.toLowerCase()
    if (!isOneOf(TABLE_CASE_STUDY_SLUGS, slug)) throw notFound()
    return { slug, content: await loadCaseStudyContent(slug) }
  },
  head: ({ matches, loaderData }) => (loaderData ? caseStudyHead(matches, loaderData.slug) : {}),
  component: function CaseStudyRoute() {
    const { slug, content } = Route.useLoaderData()
    return <CaseStudyPage slug={slug} content={content} />
  },
})
