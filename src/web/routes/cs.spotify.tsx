import { createFileRoute } from '@tanstack/react-router'
import { loadCaseStudyContent } from '@/web/features/case-studies/case-study-content'
import { caseStudyHead } from '@/web/features/case-studies/case-study-head'
import { CaseStudyPage } from '@/web/features/case-studies/case-study-layout'

export const Route = createFileRoute('/cs/spotify')({
  loader: async () => ({ content: await loadCaseStudyContent('spotify') }),
  head: ({ matches }) => caseStudyHead(matches, 'spotify'),
  component: function CaseStudyRoute() {
    return <CaseStudyPage slug="spotify" content={Route.useLoaderData().content} />
  },
})
