import { createFileRoute } from '@tanstack/react-router'
import { NewProgramPage } from '@/web/features/staff/programs/program-form-page'
import { requireRole } from '@/web/lib/require-role'
import { privateHead } from '@/web/lib/seo'

export const Route = createFileRoute('/staff/programs/new')({
  beforeLoad: requireRole('programs'),
  head: privateHead('New Campus Program', 'Add a campus program.', '/staff/programs/new'),
  component: NewProgramPage,
})
