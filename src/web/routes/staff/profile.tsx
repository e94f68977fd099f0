import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '@/web/features/staff/profile/profile-page'
import { requireRole } from '@/web/lib/require-role'
import { pageHead } from '@/web/lib/seo'
import { siteOf } from '@/web/lib/site'

/** The signed-in staff member's own profile (issue 16): admin-only like every staff screen, never indexed. */
export const Route = createFileRoute('/staff/profile')({
  beforeLoad: requireRole('profile'),
  head: ({ matches }) =>
    pageHead(siteOf(matches), {
      title: 'Your profile',
      description: 'Your display name and password, for staff.',
      path: '/staff/profile',
      noindex: true,
    }),
  component: ProfilePage,
})
