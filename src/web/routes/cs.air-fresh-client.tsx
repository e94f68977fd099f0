import { createFileRoute } from '@tanstack/react-router'
import { AirFreshCaseStudyPage } from '../features/case-studies/air-fresh-page'
import { caseStudyHead } from '../features/case-studies/case-study-head'

export const Route = createFileRoute('/cs/air-fresh-client')({
  head: ({ matches }) => caseStudyHead(matches, 'air-fresh-client'),
  component: AirFreshCaseStudyPage,
})
