import { DirectoryHeading } from './directory-heading'
import { SchoolListSkeleton } from './school-list-skeleton'

/**
 * While a page of the directory loads (client navigation slower than 300 ms): heading and five skeleton rows.
 * Kept small on purpose: a route's pending component ships in every page's first load.
 */
export function SchoolDirectoryPending() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
      <DirectoryHeading />
      <SchoolListSkeleton />
    </div>
  )
}
