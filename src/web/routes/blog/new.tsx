import { createFileRoute } from '@tanstack/react-router'
import { NewArticlePage } from '@/web/features/staff/blog/article-form-page'
import { awaitOnServer } from '@/web/lib/load'
import { requireRole } from '@/web/lib/require-role'
import { privateHead } from '@/web/lib/seo'

export const Route = createFileRoute('/blog/new')({
  beforeLoad: requireRole('articles'),
  loader: ({ context: { queryClient, trpc } }) =>
    awaitOnServer(
      Promise.all([
        queryClient.ensureQueryData(trpc.blog.categories.list.queryOptions()),
        queryClient.ensureQueryData(trpc.blog.tags.list.queryOptions()),
      ]),
    ),
  head: privateHead('Create New Article', 'Write a new blog article.', '/blog/new'),
  component: NewArticlePage,
})
