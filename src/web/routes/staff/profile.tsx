import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '@/web/features/staff/profile/profile-page'
import { requireRole } from '@/web/lib/require-role'
import { privateHead } from '@/web/lib/seo'

/** The signed-in staff member's own profile (issue 16): admin-only like every staff screen, never indexed. */
export const Route = createFileRoute('/staff/profile')({
  beforeLoad: requireRole('profile'),
  head: privateHead('Your profile', 'Your display name and password, for staff.', '/staff/profile'),
  component: ProfilePage,
})
