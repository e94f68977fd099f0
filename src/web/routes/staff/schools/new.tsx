import { createFileRoute } from '@tanstack/react-router'
import { NewSchoolPage } from '@/web/features/staff/schools/school-form-page'
import { requireRole } from '@/web/lib/require-role'
import { privateHead } from '@/web/lib/seo'

export const Route = createFileRoute('/staff/schools/new')({
  beforeLoad: requireRole('schools'),
  head: privateHead('New School', 'Add a school.', '/staff/schools/new'),
  component: NewSchoolPage,
})
