import { createFileRoute } from '@tanstack/react-router'
import { loadCaseStudyContent } from '@/web/features/case-studies/case-study-content'
import { caseStudyHead } from '@/web/features/case-studies/case-study-head'
import { CaseStudyPage } from '@/web/features/case-studies/case-study-layout'

export const Route = createFileRoute('/cs/coca-cola')({
  loader: async () => ({ content: await loadCaseStudyContent('coca-cola') }),
  head: ({ matches }) => caseStudyHead(matches, 'coca-cola'),
  component: function CaseStudyRoute() {
    return <CaseStudyPage slug="coca-cola" content={Route.useLoaderData().content} />
  },
})
