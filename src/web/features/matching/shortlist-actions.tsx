import { Link } from '@tanstack/react-router'
import { CalendarDays, Download } from '@/web/components/icons/icons'
import type { Recommendation } from '@/shared/matching/matching.schema'
import { Button } from '@/web/components/ui/button'
import { shortlistCsv, shortlistFileName } from './shortlist-csv'

/** The result's own address, as it is shared. */
export const resultUrlOf = (publicUrl: string, id: string) =>
  `${publicUrl.replace(/\/+$/, '')}/brand-matching/results/${id}`

/**
 * What a brand does with its shortlist: download it as CSV (built in the browser from the loaded result, with a
 * byte-order mark so spreadsheets read it as UTF-8), or book a call about it: /book-call with the result
 * named, so the request carries the link (ADR 0057).
 */
export function ShortlistActions({ recommendation }: { recommendation: Recommendation }) {
  const download = () => {
    // A click in the browser: the page's own address is the result's.
    const csv = shortlistCsv(recommendation, resultUrlOf(window.location.origin, recommendation.id))
    const url = URL.createObjectURL(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = shortlistFileName(recommendation.brandProfile.name)
    link.click()
    URL.revokeObjectURL(url)
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" onClick={download}>
        <Download aria-hidden />
        Download shortlist (CSV)
      </Button>
      <Button asChild variant="outline">
        <Link to="/book-call" search={{ shortlist: recommendation.id }}>
          <CalendarDays aria-hidden />
          Book a call about this shortlist
        </Link>
      </Button>
    </div>
  )
}
