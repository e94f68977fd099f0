import { createFileRoute } from '@tanstack/react-router'
import { NewSchoolPage } from '../../../features/staff/schools/school-form-page'
import { requireAdmin } from '../../../lib/require-admin'
import { pageHead } from '../../../lib/seo'
import { siteOf } from '../../../lib/site'

export const Route = createFileRoute('/staff/schools/new')({
  beforeLoad: requireAdmin,
  head: ({ matches }) =>
    pageHead(siteOf(matches), {
      title: 'New School',
      description: 'Add a school.',
      path: '/staff/schools/new',
      noindex: true,
    }),
  component: NewSchoolPage,
})
