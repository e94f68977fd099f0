import { createFileRoute } from '@tanstack/react-router'
import { MatchingPage } from '@/web/features/matching/matching-page'
import { pageHead } from '@/web/lib/seo'
import { networkOf, siteOf } from '@/web/lib/site'

export const Route = createFileRoute('/brand-matching/')({
  head: ({ matches }) =>
    pageHead(siteOf(matches), {
      title: 'AI-Powered Campus Matching',
      description: `Describe your brand, audience, goals and budget, and get ranked, explained campus recommendations from ${networkOf(matches).colleges} U.S. colleges.`,
      path: '/brand-matching',
      keywords: ['campus matching', 'college marketing', 'brand ambassador campuses', 'HBCU marketing'],
    }),
  component: MatchingPage,
})
