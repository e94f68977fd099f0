import { createFileRoute } from '@tanstack/react-router'
import { AdminDashboardPage } from '@/web/features/staff/inbox/admin-dashboard-page'
import { validateAdminSearch } from '@/web/features/staff/inbox/admin-search'
import { pageHead } from '@/web/lib/seo'
import { siteOf } from '@/web/lib/site'

// Open to anyone as the spec draws it (decision D5): the data needs the API key or a signed-in admin.
export const Route = createFileRoute('/admin')({
  validateSearch: validateAdminSearch,
  head: ({ matches }) =>
    pageHead(siteOf(matches), {
      title: 'Admin Dashboard',
      description: 'Contact form submissions, for staff.',
      path: '/admin',
      noindex: true,
    }),
  component: AdminDashboardPage,
})
