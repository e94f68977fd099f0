import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/web/components/ui/button'
import { useTrpc } from '@/web/lib/trpc'
import { Spinner } from '../../../components/ui/spinner'
import { ArticleForm } from './article-form'

function FormLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-12 sm:px-6">
      <Button asChild variant="ghost" className="-ml-3 self-start">
        <Link to="/blog/admin">
          <ArrowLeft aria-hidden="true" />
          Back to admin
        </Link>
      </Button>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </div>
  )
}

/** /blog/new */
export function NewArticlePage() {
  return (
    <FormLayout title="Create New Article">
      <ArticleForm />
    </FormLayout>
  )
}

/** /blog/edit/{id}: a spinner while loading, the form, or 'Article Not Found'. */
export function EditArticlePage() {
  const { id } = useParams({ from: '/blog/edit/$id' })
  const trpc = useTrpc()
  const article = useQuery(trpc.blog.byId.queryOptions({ id: Number(id) }))
  if (article.isError) return <EditArticleNotFound />
  return (
    <FormLayout title="Edit Article">
      {article.isPending ? (
        <Spinner label="Loading article..." />
      ) : (
        <ArticleForm key={article.data.id} article={article.data} />
      )}
    </FormLayout>
  )
}

export function EditArticleNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-4xl font-bold tracking-tight">Article Not Found</h1>
      <p className="mt-4 text-muted-foreground">
        The article you're trying to edit doesn't exist or has been removed.
      </p>
      <Button asChild className="mt-8">
        <Link to="/blog/admin">Back to Admin Dashboard</Link>
      </Button>
    </section>
  )
}
