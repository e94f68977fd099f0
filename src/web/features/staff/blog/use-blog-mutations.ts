import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notify } from '@/web/components/ui/sonner'
import { useTrpc } from '@/web/lib/trpc'
import { nowToTheMinute } from './publication-date'

/** Every blog query (lists, articles, categories, tags) is refreshed after a write: all of them may show it. */
export function useRefreshBlog() {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: trpc.blog.pathKey() })
}

/** The message a failed call brings, when it is one the server wrote for people (409 name taken, 400). */
export function messageOf(error: unknown, fallback: string): string {
  const candidate = error as { data?: { code?: string } | null; message?: string } | null
  const code = candidate?.data?.code
  return code === 'CONFLICT' || code === 'BAD_REQUEST' ? (candidate?.message ?? fallback) : fallback
}

/** The table's publish/unpublish toggle (product §4): publishing dates it now, unpublishing clears it. */
export function useTogglePublished() {
  const trpc = useTrpc()
  const refresh = useRefreshBlog()
  return useMutation(
    trpc.blog.update.mutationOptions({
      onSuccess: async (article) => {
        await refresh()
        notify({ title: article.published ? 'Article published' : 'Article unpublished' })
      },
      onError: () =>
        notify({
          title: 'Error',
          description: 'Failed to update the article. Please try again.',
          variant: 'destructive',
        }),
    }),
  )
}

export const toggleValues = (article: { id: number; published: boolean }) => ({
  id: article.id,
  values: article.published
    ? { published: false, publishedAt: null }
    : { published: true, publishedAt: nowToTheMinute() },
})

/** An author's "Submit for review" (issue 35): the draft waits for an editor to publish it. */
export function useSubmitForReview() {
  const trpc = useTrpc()
  const refresh = useRefreshBlog()
  return useMutation(
    trpc.blog.submitForReview.mutationOptions({
      onSuccess: async () => {
        await refresh()
        notify({ title: 'Submitted for review', description: 'An editor will review and publish it.' })
      },
      onError: (error) =>
        notify({
          title: 'Error',
          description: messageOf(error, 'Failed to submit the article. Please try again.'),
          variant: 'destructive',
        }),
    }),
  )
}

export function useDeleteArticle() {
  const trpc = useTrpc()
  const refresh = useRefreshBlog()
  return useMutation(
    trpc.blog.remove.mutationOptions({
      onSuccess: async () => {
        await refresh()
        notify({ title: 'Article deleted', description: 'The article has been successfully deleted.' })
      },
      onError: () =>
        notify({
          title: 'Error',
          description: 'Failed to delete the article. Please try again.',
          variant: 'destructive',
        }),
    }),
  )
}
