import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { UseFormReturn } from 'react-hook-form'
import type { Article, ArticleInput, ArticleValues } from '@/shared/blog/article.schema'
import { notify } from '@/web/components/ui/sonner'
import { useTrpc } from '@/web/lib/trpc'
import { nowToTheMinute } from './publication-date'
import { useRefreshBlog } from './use-blog-mutations'

/** New form defaults (product §4): unpublished, everything else empty or null; or the article's values. */
export function defaultsOf(article?: Article): ArticleInput {
  return {
    title: article?.title ?? '',
    slug: article?.slug ?? '',
    excerpt: article?.excerpt ?? '',
    content: article?.content ?? '',
    imageUrl: article?.imageUrl ?? '',
    published: article?.published ?? false,
    publishedAt: article?.publishedAt ? new Date(article.publishedAt).toISOString() : null,
    categoryId: article?.category?.id ?? null,
    tagIds: article?.tags.map((tag) => tag.id) ?? [],
  }
}

const FIELDS = [
  'title',
  'slug',
  'excerpt',
  'content',
  'imageUrl',
  'publishedAt',
  'categoryId',
  'tagIds',
] as const

/**
 * Saving the form (spec sections 4 and 8): create or update, refresh the blog's queries, the spec's toasts, then
 * the saved article's page (or /blog/admin without a slug). On failure the user stays, the error is logged, and
 * the server's field messages (a taken slug, say) go beside their fields.
 */
export function useSaveArticle({
  article,
  form,
  beforeLeaving,
}: {
  article?: Article
  form: UseFormReturn<ArticleInput, unknown, ArticleValues>
  /** Lets the saved form leave without the unsaved-changes question. */
  beforeLeaving: () => void
}) {
  const trpc = useTrpc()
  const navigate = useNavigate()
  const refresh = useRefreshBlog()
  const create = useMutation(trpc.blog.create.mutationOptions())
  const update = useMutation(trpc.blog.update.mutationOptions())

  async function save(values: ArticleValues) {
    // Saving with Published on and no date publishes now.
    const payload = {
      ...values,
      publishedAt: values.publishedAt ?? (values.published ? nowToTheMinute() : null),
    }
    try {
      const result = article
        ? await update.mutateAsync({ id: article.id, values: payload })
        : await create.mutateAsync(payload)
      beforeLeaving()
      await refresh()
      notify(
        article
          ? { title: 'Article updated', description: 'Your article has been updated successfully.' }
          : { title: 'Article created', description: 'Your article has been created successfully.' },
      )
      await navigate(
        result.slug ? { to: '/blog/$slug', params: { slug: result.slug } } : { to: '/blog/admin' },
      )
    } catch (error) {
      console.error(error)
      const fields = (error as { data?: { fields?: Record<string, string> } }).data?.fields ?? {}
      for (const field of FIELDS) if (fields[field]) form.setError(field, { message: fields[field] })
      notify({
        title: 'Error',
        description: article
          ? 'Failed to update the article. Please try again.'
          : 'Failed to create the article. Please try again.',
        variant: 'destructive',
      })
    }
  }

  return { save, saving: create.isPending || update.isPending }
}
