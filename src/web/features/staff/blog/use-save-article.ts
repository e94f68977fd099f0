import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import {
  ARTICLE_DISPLAY_FIELDS,
  type Article,
  type ArticleInput,
  type ArticleValues,
} from '@/shared/blog/article.schema'
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
    imageAlt: article?.imageAlt ?? '',
    imageCaption: article?.imageCaption ?? '',
    metaTitle: article?.metaTitle ?? '',
    metaDescription: article?.metaDescription ?? '',
    socialImageUrl: article?.socialImageUrl ?? '',
    published: article?.published ?? false,
    publishedAt: article?.publishedAt ? new Date(article.publishedAt).toISOString() : null,
    categoryId: article?.category?.id ?? null,
    tagIds: article?.tags.map((tag) => tag.id) ?? [],
  }
}

/** The form's fields the server may name in its answer (a taken slug, say), each shown beside its input. */
export const FORM_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'content',
  'imageUrl',
  ...ARTICLE_DISPLAY_FIELDS,
  'publishedAt',
  'categoryId',
  'tagIds',
] as const

type ServerError = { data?: { code?: string; fields?: Record<string, string> } | null }

/** The server refused a save made from an older version (ADR 0135), not a field's value. */
export const isStaleSave = (error: unknown) => {
  const data = (error as ServerError | null)?.data
  return data?.code === 'CONFLICT' && Boolean(data.fields?.expectedVersion)
}

/**
 * The version the form was made from, and whether someone else's save got in first. Saves and autosaves send the
 * version and move it on; a stale save keeps the staff member's text in the form and says who was first.
 */
export function useArticleVersion(article?: Article) {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const [version, setShownVersion] = useState(article?.version)
  // Read by saves that were started before the last render (an autosave under way, then Save).
  const latestVersion = useRef(article?.version)
  const setVersion = (next: number) => {
    latestVersion.current = next
    setShownVersion(next)
  }
  /** When the other save was made; null while there is no conflict. */
  const [conflict, setConflict] = useState<Date | null>(null)

  async function noticeStaleSave() {
    if (!article) return
    const latest = await queryClient.fetchQuery({
      ...trpc.blog.byId.queryOptions({ id: article.id }),
      staleTime: 0,
    })
    setConflict(new Date(latest.updatedAt))
  }

  /** Replaces the form's values with what is stored now (the staff member chose to drop theirs). */
  async function takeTheirs(form: UseFormReturn<ArticleInput, unknown, ArticleValues>) {
    if (!article) return
    const latest = await queryClient.fetchQuery({
      ...trpc.blog.byId.queryOptions({ id: article.id }),
      staleTime: 0,
    })
    form.reset(defaultsOf(latest))
    setVersion(latest.version)
    setConflict(null)
  }

  return {
    version,
    latestVersion: () => latestVersion.current,
    setVersion,
    conflict,
    noticeStaleSave,
    takeTheirs,
  }
}
export type ArticleVersion = ReturnType<typeof useArticleVersion>

/**
 * Saving the form (spec sections 4 and 8): create or update, refresh the blog's queries, the spec's toasts, then
 * the saved article's page (or /blog/admin without a slug). On failure the user stays, the error is logged, and
 * the server's field messages (a taken slug, say) go beside their fields; a stale save shows who was first.
 */
export function useSaveArticle({
  article,
  form,
  edit,
  autosave,
  beforeLeaving,
}: {
  article?: Article
  form: UseFormReturn<ArticleInput, unknown, ArticleValues>
  edit: ArticleVersion
  /** The form's autosave (use-autosave.ts): held while Save runs, going again after a failed one. */
  autosave: { pause(): Promise<void>; resume(): void }
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
    await autosave.pause()
    try {
      const result = article
        ? await update.mutateAsync({ id: article.id, values: payload, expectedVersion: edit.latestVersion() })
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
      autosave.resume()
      if (isStaleSave(error)) return edit.noticeStaleSave()
      const fields = (error as ServerError).data?.fields ?? {}
      for (const field of FORM_FIELDS) if (fields[field]) form.setError(field, { message: fields[field] })
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
