import { createFileRoute } from '@tanstack/react-router'
import { JoinPage } from '@/web/features/auth/join-page'
import { privateHead } from '@/web/lib/seo'

/** An invitation's link (issue 35): the token is the invitee's only credential; never indexed. */
export const Route = createFileRoute('/join')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  head: privateHead('Join the staff', 'Accept an invitation to the staff.', '/join'),
  component: JoinPage,
})
