import { useLocation } from '@tanstack/react-router'
import { X as XIcon } from '@/web/components/icons/icons'
import { COMPARE_MAX } from '@/shared/schools/school-constants'
import { Button } from '@/web/components/ui/button'
import { clearPicks, compareHref, togglePick, useCompareAnnouncement, useComparePicks } from './compare-picks'

/**
 * The compare list on every page (ADR 0027): the picked schools, a link to compare them, and the live region
 * that announces each pick, removal or refusal. The region is mounted on every page, empty or not, so screen
 * readers hear the first pick too.
 */
export function CompareTray() {
  const picks = useComparePicks()
  const announcement = useCompareAnnouncement()
  const onComparePage = useLocation({ select: (location) => location.pathname === '/schools/compare' })
  const shown = picks.length > 0 && !onComparePage
  return (
    <div className="sticky bottom-0 z-40">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {shown && (
        <section
          aria-label="Schools to compare"
          className="border-t bg-background/95 px-4 py-3 shadow-lg backdrop-blur sm:px-6"
        >
          <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2">
            <span className="text-sm font-medium">
              Compare ({picks.length}/{COMPARE_MAX}):
            </span>
            <ul className="flex flex-wrap gap-2">
              {picks.map((pick) => (
                <li key={pick.id}>
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    className="h-7"
                    onClick={() => togglePick(pick)}
                  >
                    {pick.name}
                    <XIcon aria-hidden="true" />
                    <span className="sr-only">(remove from compare)</span>
                  </Button>
                </li>
              ))}
            </ul>
            {announcement.startsWith('You can compare at most') && (
              <p className="w-full text-sm text-destructive">{announcement}</p>
            )}
            <div className="ml-auto flex gap-2">
              <Button type="button" size="sm" variant="ghost" onClick={clearPicks}>
                Clear
              </Button>
              <Button asChild size="sm">
                {/* A plain link: the comparison is a server-rendered page with a readable ?ids=1,2,3. */}
                <a href={compareHref(picks.map((pick) => pick.id))}>Compare schools</a>
              </Button>
            </div>
          </div>
        </section>
      )}
    </div>
  )
}
