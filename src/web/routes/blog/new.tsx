import { createFileRoute } from '@tanstack/react-router'
import { NewArticlePage } from '@/web/features/staff/blog/article-form-page'
import { awaitOnServer } from '@/web/lib/load'
import { requireRole } from '@/web/lib/require-role'
import { pageHead } from '@/web/lib/seo'
import { siteOf } from '@/web/lib/site'

export const Route = createFileRoute('/blog/new')({
  beforeLoad: requireRole('articles'),
  loader: ({ context: { queryClient, trpc } }) =>
    awaitOnServer(
      Promise.all([
        queryClient.ensureQueryData(trpc.blog.categories.list.queryOptions()),
        queryClient.ensureQueryData(trpc.blog.tags.list.queryOptions()),
      ]),
    ),
  head: ({ matches }) =>
    pageHead(siteOf(matches), {
      title: 'Create New Article',
      description: 'Write a new blog article.',
      path: '/blog/new',
      noindex: true,
    }),
  component: NewArticlePage,
})
