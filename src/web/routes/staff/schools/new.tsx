import { createFileRoute } from '@tanstack/react-router'
import { NewSchoolPage } from '@/web/features/staff/schools/school-form-page'
import { requireRole } from '@/web/lib/require-role'
import { pageHead } from '@/web/lib/seo'
import { siteOf } from '@/web/lib/site'

export const Route = createFileRoute('/staff/schools/new')({
  beforeLoad: requireRole('schools'),
  head: ({ matches }) =>
    pageHead(siteOf(matches), {
      title: 'New School',
      description: 'Add a school.',
      path: '/staff/schools/new',
      noindex: true,
    }),
  component: NewSchoolPage,
})
