import { createFileRoute, redirect } from '@tanstack/react-router'
import { AdminDashboardPage } from '@/web/features/staff/inbox/admin-dashboard-page'
import { validateAdminSearch } from '@/web/features/staff/inbox/admin-search'
import { privateHead } from '@/web/lib/seo'

/**
 * The lead inbox (decisions D5, D6): a visitor without a session goes to /login and comes back, like on
 * every staff page; `?with=key` opens the spec's API-key card instead (the key is typed in, never in the URL).
 * A signed-in user of any role stays: the page says when the role does not open leads.
 */
export const Route = createFileRoute('/admin')({
  validateSearch: validateAdminSearch,
  beforeLoad: async ({ context, location, search }) => {
    if (search.with === 'key') return
    const me = await context.queryClient.ensureQueryData(context.trpc.auth.me.queryOptions())
    if (!me) throw redirect({ href: `/login?redirect=${encodeURIComponent(location.href)}` })
  },
  head: privateHead('Admin Dashboard', 'Contact form submissions, for staff.', '/admin'),
  component: AdminDashboardPage,
})
