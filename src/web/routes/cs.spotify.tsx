import { createFileRoute } from '@tanstack/react-router'
import { caseStudyHead } from '../features/case-studies/case-study-head'
import { SpotifyCaseStudyPage } from '../features/case-studies/spotify-page'

export const Route = createFileRoute('/cs/spotify')({
  head: ({ matches }) => caseStudyHead(matches, 'spotify'),
  component: SpotifyCaseStudyPage,
})
