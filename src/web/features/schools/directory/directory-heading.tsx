import { Link, useSearch } from '@tanstack/react-router'
import { MapIcon } from '@/web/components/icons/icons'
import { validateMapSearch } from '@/web/features/schools/map/map-search'

/** The directory's heading and subtitle (spec "School directory"), with the way to its map view. */
export function DirectoryHeading() {
  // The map shows the same search (ADR 0025): its filters ride along, the page and view do not.
  const search = validateMapSearch(useSearch({ strict: false }))
  return (
    <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-4xl font-bold tracking-tight">Schools</h1>
        <p className="mt-2 text-lg text-muted-foreground">
          Browse colleges and universities across the country
        </p>
      </div>
      <Link
        to="/schools/map"
        search={search}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <MapIcon className="size-4" aria-hidden="true" />
        Show on a map
      </Link>
    </header>
  )
}
