import { Button } from '@/web/components/ui/button'
import { clockTime } from './publication-date'

/**
 * Someone else saved the article after this editor opened it (ADR 0135): their save stands, this one was not
 * made. The staff member's text stays in the form until they choose to load the other version; their version can
 * be read first in another tab.
 */
export function StaleSaveAlert({
  savedAt,
  articleId,
  onTakeTheirs,
}: {
  savedAt: Date
  articleId: number
  onTakeTheirs: () => void
}) {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-md border border-destructive p-4 text-sm">
      <p className="font-medium">
        Someone else saved this article at {clockTime(savedAt)}, after you opened it. Reload to see their
        changes.
      </p>
      <p>
        Your changes were not saved, and they are still in the form below: copy what you want to keep, then
        load their version.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={onTakeTheirs}>
          Load their version
        </Button>
        <Button asChild variant="link">
          <a href={`/blog/edit/${articleId}`} target="_blank" rel="noopener">
            Open their version in a new tab
          </a>
        </Button>
      </div>
    </div>
  )
}
