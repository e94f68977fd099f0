import { useQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { Spinner } from '@/web/components/ui/spinner'
import { useTrpc } from '@/web/lib/trpc'
import { StaffFormLayout, StaffRecordNotFound } from '@/web/features/staff/kit/form-shell'
import { ArticleForm } from './article-form'

const BACK = { backTo: '/blog/admin', backLabel: 'Back to admin', wide: true } as const

/** /blog/new */
export function NewArticlePage() {
  return (
    <StaffFormLayout title="Create New Article" {...BACK}>
      <ArticleForm />
    </StaffFormLayout>
  )
}

/** /blog/edit/{id}: a spinner while loading, the form, or 'Article Not Found'. */
export function EditArticlePage() {
  const { id } = useParams({ from: '/blog/edit/$id' })
  const trpc = useTrpc()
  const article = useQuery(trpc.blog.byId.queryOptions({ id: Number(id) }))
  if (article.isError) return <EditArticleNotFound />
  return (
    <StaffFormLayout title="Edit Article" {...BACK}>
      {article.isPending ? (
        <Spinner label="Loading article..." />
      ) : (
        <ArticleForm key={article.data.id} article={article.data} />
      )}
    </StaffFormLayout>
  )
}

export function EditArticleNotFound() {
  return (
    <StaffRecordNotFound
      title="Article Not Found"
      text="The article you're trying to edit doesn't exist or has been removed."
      backTo="/blog/admin"
      backLabel="Back to Admin Dashboard"
    />
  )
}
