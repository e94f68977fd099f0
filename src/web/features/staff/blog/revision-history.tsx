import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { ArticleInput, ArticleValues } from '@/shared/blog/article.schema'
import { Button } from '@/web/components/ui/button'
import { notify } from '@/web/components/ui/sonner'
import { useTrpc } from '@/web/lib/trpc'
import { dayAndClockTime } from './publication-date'
import { RevisionRow } from '@/web/features/staff/kit/revision-row'
import { RevisionCompare } from './revision-compare'
import { defaultsOf, isStaleSave, type ArticleVersion } from './use-save-article'

/**
 * The article's history under the editor (issue 36, ADR 0136): every save, who made it and when; any two compared
 * side by side; any one restored as a new save, from the version the form holds (a stale restore is refused like a
 * stale save). Restoring replaces the form's values, so it waits until the form's own changes are saved.
 */
export function RevisionHistory({
  articleId,
  form,
  edit,
}: {
  articleId: number
  form: UseFormReturn<ArticleInput, unknown, ArticleValues>
  edit: ArticleVersion
}) {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const ids = useId()
  const revisions = useQuery(trpc.blog.revisions.list.queryOptions({ id: articleId }))
  const restore = useMutation(trpc.blog.revisions.restore.mutationOptions())
  const [compare, setCompare] = useState<{ older: number; newer: number } | null>(null)
  const [picked, setPicked] = useState<number[]>([])
  const unsaved = form.formState.isDirty

  async function restoreOne(revisionId: number, version: number) {
    try {
      const article = await restore.mutateAsync({
        id: articleId,
        revisionId,
        expectedVersion: edit.latestVersion(),
      })
      form.reset(defaultsOf(article))
      edit.setVersion(article.version)
      await queryClient.invalidateQueries({ queryKey: trpc.blog.revisions.list.queryKey({ id: articleId }) })
      notify({ title: `Version ${version} restored`, description: 'It is saved as the newest revision.' })
    } catch (error) {
      if (isStaleSave(error)) return edit.noticeStaleSave()
      notify({
        title: 'Error',
        description: (error as Error).message || 'Failed to restore the revision.',
        variant: 'destructive',
      })
    }
  }

  const togglePicked = (id: number) =>
    setPicked((current) =>
      current.includes(id) ? current.filter((other) => other !== id) : [...current, id].slice(-2),
    )
  const [first, second] = [...picked].sort((a, b) => a - b)

  return (
    <section aria-labelledby={`${ids}-history`} className="flex flex-col gap-4 border-t pt-6">
      <h2 id={`${ids}-history`} className="text-lg font-semibold">
        History
      </h2>
      <p className="text-sm text-muted-foreground">
        Every save is kept. Tick two to compare them; restoring one saves it again as the newest.
        {unsaved ? ' Save your changes before restoring.' : ''}
      </p>
      <ol className="flex flex-col divide-y rounded-md border" data-testid="revision-list">
        {(revisions.data ?? []).map((revision) => (
          <RevisionRow
            key={revision.id}
            id={`${ids}-pick-${revision.id}`}
            version={revision.version}
            picked={picked.includes(revision.id)}
            onPick={() => togglePicked(revision.id)}
            restoreDisabled={unsaved || restore.isPending || revision.version === edit.version}
            onRestore={() => void restoreOne(revision.id, revision.version)}
          >
            <span className="font-medium">Version {revision.version}</span> ·{' '}
            {dayAndClockTime(revision.savedAt)} · {revision.savedBy?.displayName ?? 'Before history was kept'}
            {revision.autosave ? ' (autosave)' : ''} · {revision.title}
          </RevisionRow>
        ))}
      </ol>
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={first === undefined || second === undefined}
          onClick={() =>
            first !== undefined && second !== undefined && setCompare({ older: first, newer: second })
          }
        >
          Compare selected
        </Button>
      </div>
      {compare ? <RevisionCompare articleId={articleId} {...compare} /> : null}
    </section>
  )
}
