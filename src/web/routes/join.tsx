import { createFileRoute } from '@tanstack/react-router'
import { JoinPage } from '@/web/features/auth/join-page'
import { pageHead } from '@/web/lib/seo'
import { siteOf } from '@/web/lib/site'

/** An invitation's link (issue 35): the token is the invitee's only credential; never indexed. */
export const Route = createFileRoute('/join')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  head: ({ matches }) =>
    pageHead(siteOf(matches), {
      title: 'Join the staff',
      description: 'Accept an invitation to the staff.',
      path: '/join',
      noindex: true,
    }),
  component: JoinPage,
})
