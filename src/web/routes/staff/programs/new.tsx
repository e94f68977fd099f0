import { createFileRoute } from '@tanstack/react-router'
import { NewProgramPage } from '../../../features/staff/programs/program-form-page'
import { requireAdmin } from '../../../lib/require-admin'
import { pageHead } from '../../../lib/seo'
import { siteOf } from '../../../lib/site'

export const Route = createFileRoute('/staff/programs/new')({
  beforeLoad: requireAdmin,
  head: ({ matches }) =>
    pageHead(siteOf(matches), {
      title: 'New Campus Program',
      description: 'Add a campus program.',
      path: '/staff/programs/new',
      noindex: true,
    }),
  component: NewProgramPage,
})
