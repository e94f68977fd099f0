import { createFileRoute } from '@tanstack/react-router'
import { BlogAdminPage } from '@/web/features/staff/blog/blog-admin-page'
import { awaitOnServer } from '@/web/lib/load'
import { requireRole } from '@/web/lib/require-role'
import { privateHead } from '@/web/lib/seo'

export const Route = createFileRoute('/blog/admin')({
  beforeLoad: requireRole('articles'),
  loader: ({ context: { queryClient, trpc } }) =>
    awaitOnServer(
      Promise.all([
        queryClient.ensureQueryData(trpc.blog.adminList.queryOptions({})),
        queryClient.ensureQueryData(trpc.blog.categories.list.queryOptions()),
        queryClient.ensureQueryData(trpc.blog.tags.list.queryOptions()),
      ]),
    ),
  head: privateHead(
    'Blog Management',
    'Write, publish and organize blog articles, categories and tags.',
    '/blog/admin',
  ),
  component: BlogAdminPage,
})
