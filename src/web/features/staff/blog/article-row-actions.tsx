import { Link } from '@tanstack/react-router'
import { Eye, EyeOff, ExternalLink, Pencil, Send } from '@/web/components/icons/icons'
import type { ArticleTableRow } from '@/shared/blog/article.schema'
import { Button } from '@/web/components/ui/button'
import { ConfirmDeleteButton, deleteConfirmation } from '@/web/features/staff/kit/confirm-delete'
import { toggleValues, useDeleteArticle, useSubmitForReview, useTogglePublished } from './use-blog-mutations'
import { useCanPublish } from './use-can-publish'

type RowArticle = Pick<ArticleTableRow, 'id' | 'title' | 'slug' | 'published' | 'reviewRequestedAt'>

/**
 * The table's two writes, made once for all its rows: a mutation observer per row (two per article) was about
 * 8% of the server render of /blog/admin in a CPU profile. The row toggled last is the one whose button waits.
 */
export function useArticleRowWrites() {
  const toggle = useTogglePublished()
  const remove = useDeleteArticle()
  const review = useSubmitForReview()
  return {
    canPublish: useCanPublish(),
    isToggling: (article: RowArticle) => toggle.isPending && toggle.variables?.id === article.id,
    toggle: (article: RowArticle) => toggle.mutate(toggleValues(article)),
    remove: (article: RowArticle) => remove.mutate({ id: article.id }),
    isSubmitting: (article: RowArticle) => review.isPending && review.variables?.id === article.id,
    submit: (article: RowArticle) => review.mutate({ id: article.id }),
  }
}

/**
 * Publish/unpublish, View, Edit and Delete (after confirmation) for one article; an author (who cannot publish
 * or delete, ADR 0091) gets Submit for review on a draft instead.
 */
export function ArticleRowActions({
  article,
  writes,
}: {
  article: RowArticle
  writes: ReturnType<typeof useArticleRowWrites>
}) {
  const name = `"${article.title}"`

  return (
    <div className="flex justify-end gap-1">
      {writes.canPublish ? (
        <Button
          variant="ghost"
          size="icon"
          disabled={writes.isToggling(article)}
          aria-label={`${article.published ? 'Unpublish' : 'Publish'} ${name}`}
          title={article.published ? 'Unpublish' : 'Publish'}
          onClick={() => writes.toggle(article)}
        >
          {article.published ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </Button>
      ) : !article.published && !article.reviewRequestedAt ? (
        <Button
          variant="ghost"
          size="icon"
          disabled={writes.isSubmitting(article)}
          aria-label={`Submit ${name} for review`}
          title="Submit for review"
          onClick={() => writes.submit(article)}
        >
          <Send aria-hidden="true" />
        </Button>
      ) : null}
      <Button asChild variant="ghost" size="icon" title="View">
        <Link to="/blog/$slug" params={{ slug: article.slug }} aria-label={`View ${name}`}>
          <ExternalLink aria-hidden="true" />
        </Link>
      </Button>
      <Button asChild variant="ghost" size="icon" title="Edit">
        <Link to="/blog/edit/$id" params={{ id: String(article.id) }} aria-label={`Edit ${name}`}>
          <Pencil aria-hidden="true" />
        </Link>
      </Button>
      {writes.canPublish && (
        <ConfirmDeleteButton
          label={`Delete ${name}`}
          title="Delete article"
          description={deleteConfirmation(article.title)}
          onConfirm={() => writes.remove(article)}
        />
      )}
    </div>
  )
}
