import { Link } from '@tanstack/react-router'
import { Eye, EyeOff, ExternalLink, Pencil, Trash2 } from 'lucide-react'
import type { ArticleCard } from '@/shared/blog/article.schema'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/web/components/ui/alert-dialog'
import { Button } from '@/web/components/ui/button'
import { toggleValues, useDeleteArticle, useTogglePublished } from './use-blog-mutations'

/** The spec's confirmation text, word for word. */
export const deleteConfirmation = (title: string) =>
  `Are you sure you want to delete "${title}"? This action cannot be undone.`

/** Publish/unpublish, View, Edit and Delete (after confirmation) for one article. */
export function ArticleRowActions({
  article,
}: {
  article: Pick<ArticleCard, 'id' | 'title' | 'slug' | 'published'>
}) {
  const toggle = useTogglePublished()
  const remove = useDeleteArticle()
  const name = `"${article.title}"`

  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        disabled={toggle.isPending}
        aria-label={`${article.published ? 'Unpublish' : 'Publish'} ${name}`}
        title={article.published ? 'Unpublish' : 'Publish'}
        onClick={() => toggle.mutate(toggleValues(article))}
      >
        {article.published ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </Button>
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
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive hover:text-destructive"
            aria-label={`Delete ${name}`}
            title="Delete"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete article</AlertDialogTitle>
            <AlertDialogDescription>{deleteConfirmation(article.title)}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction variant="destructive" onClick={() => remove.mutate({ id: article.id })}>
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  )
}
