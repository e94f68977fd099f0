import { createFileRoute } from '@tanstack/react-router'
import { NewProgramPage } from '@/web/features/staff/programs/program-form-page'
import { requireRole } from '@/web/lib/require-role'
import { pageHead } from '@/web/lib/seo'
import { siteOf } from '@/web/lib/site'

export const Route = createFileRoute('/staff/programs/new')({
  beforeLoad: requireRole('programs'),
  head: ({ matches }) =>
    pageHead(siteOf(matches), {
      title: 'New Campus Program',
      description: 'Add a campus program.',
      path: '/staff/programs/new',
      noindex: true,
    }),
  component: NewProgramPage,
})
