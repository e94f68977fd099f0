import { createFileRoute } from '@tanstack/react-router'
import { caseStudyHead } from '@/web/features/case-studies/case-study-head'
import { CaseStudyPage } from '@/web/features/case-studies/case-study-layout'
import { loadCaseStudy } from '@/web/features/case-studies/case-study-loader'

export const Route = createFileRoute('/cs/air-fresh-client')({
  loader: ({ context }) => loadCaseStudy(context, 'air-fresh-client'),
  head: ({ matches, loaderData }) => caseStudyHead(matches, loaderData?.study),
  component: function CaseStudyRoute() {
    return <CaseStudyPage slug="air-fresh-client" content={Route.useLoaderData().content} />
  },
})
