import { createFileRoute } from '@tanstack/react-router'
import { loadCaseStudyContent } from '@/web/features/case-studies/case-study-content'
import { caseStudyHead } from '@/web/features/case-studies/case-study-head'
import { CaseStudyPage } from '@/web/features/case-studies/case-study-layout'

export const Route = createFileRoute('/cs/air-fresh-client')({
  loader: async () => ({ content: await loadCaseStudyContent('air-fresh-client') }),
  head: ({ matches }) => caseStudyHead(matches, 'air-fresh-client'),
  component: function CaseStudyRoute() {
    return <CaseStudyPage slug="air-fresh-client" content={Route.useLoaderData().content} />
  },
})
