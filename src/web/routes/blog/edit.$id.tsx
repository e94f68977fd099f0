import { createFileRoute, notFound } from '@tanstack/react-router'
import { EditArticleNotFound, EditArticlePage } from '@/web/features/staff/blog/article-form-page'
import { awaitOnServer, isNotFoundError } from '@/web/lib/load'
import { requireRole } from '@/web/lib/require-role'
import { privateHead } from '@/web/lib/seo'

const articleId = (param: string) => (/^[1-9]\d{0,9}$/.test(param) ? Number(param) : undefined)

export const Route = createFileRoute('/blog/edit/$id')({
  beforeLoad: requireRole('articles'),
  loader: ({ context: { queryClient, trpc }, params }) => {
    const id = articleId(params.id)
    if (id === undefined) throw notFound()
    return awaitOnServer(
      Promise.all([
        queryClient.ensureQueryData(trpc.blog.byId.queryOptions({ id })).catch((error: unknown) => {
          throw isNotFoundError(error) ? notFound() : error
        }),
        queryClient.ensureQueryData(trpc.blog.categories.list.queryOptions()),
        queryClient.ensureQueryData(trpc.blog.tags.list.queryOptions()),
      ]),
    )
  },
  head: privateHead('Edit Article', 'Edit a blog article.', '/blog/edit'),
  component: EditArticlePage,
  notFoundComponent: EditArticleNotFound,
})
