import { createFileRoute } from '@tanstack/react-router'
import { caseStudyHead } from '../features/case-studies/case-study-head'
import { CocaColaCaseStudyPage } from '../features/case-studies/coca-cola-page'

export const Route = createFileRoute('/cs/coca-cola')({
  head: ({ matches }) => caseStudyHead(matches, 'coca-cola'),
  component: CocaColaCaseStudyPage,
})
