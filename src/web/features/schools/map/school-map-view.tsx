import { Link } from '@tanstack/react-router'
import { ArrowLeft as ArrowLeftIcon } from '@/web/components/icons/icons'
import { stateByCode } from '@/shared/geo/us-states'
import {
  US_MAP_HEIGHT,
  US_MAP_OUTLINE_URL,
  US_MAP_WIDTH,
  type SchoolMap,
  type SchoolMapPoint,
} from '@/shared/schools/us-map'
import { useEffect, useState } from 'react'
import { cn } from '@/web/lib/cn'
import { tappableDots } from './tappable-dots'
import { locationOf } from '@/web/features/schools/school-format'
import type { MapSearch } from './map-search'
import { formatWholeNumber } from '@/shared/us-format'

/** "Duke University, Durham, NC", and how many more schools the dot stands for when the map is thinned. */
export const pointLabel = (point: SchoolMapPoint) =>
  `${[point.name, locationOf(point)].filter(Boolean).join(', ')}${
    point.schools > 1 ? ` (and ${formatWholeNumber(point.schools - 1)} more nearby)` : ''
  }`

const plural = (count: number, word: string) => `${formatWholeNumber(count)} ${word}${count === 1 ? '' : 's'}`

function summaryOf(map: SchoolMap): string {
  const parts = [`${plural(map.total, 'school')} match.`]
  if (map.thinned)
    parts.push(
      `Where schools crowd together the map shows the largest of them: ${plural(map.points.length, 'dot')}; narrow the search to see every school.`,
    )
  if (map.unplaced > 0)
    parts.push(
      `${plural(map.unplaced, 'school')} cannot be placed (no coordinates, or outside the map, e.g. Puerto Rico).`,
    )
  return parts.join(' ')
}

/**
 * The directory's search as dots on the app's own map (ADR 0025). Every dot is a link to its school, in the
 * tab order largest school first; the same links follow as a list for anyone the map does not serve.
 *
 * The outline is an SVG that scales with the page, the dots are HTML links laid over it at the same
 * proportions: each link is a 24×24 CSS-pixel tap target (WCAG 2.2, 2.5.8) at any width, and dots that would
 * overlap at the width drawn join the larger school's (tappable-dots.ts). Drawn inside the SVG they scaled with
 * it, and on a phone a dot was about 3 px across. The list below still names every school.
 */
export function SchoolMapView({ map, search }: { map: SchoolMap; search: MapSearch }) {
  const [mapElement, setMapElement] = useState<HTMLDivElement | null>(null)
  const width = useRenderedWidth(mapElement)
  const dots = tappableDots(map.points, width)
  const where = search.state ? (stateByCode(search.state)?.name ?? search.state) : 'the United States'
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <Link
        to="/schools"
        search={search}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Back to the list
      </Link>
      <h1 className="mt-4 text-4xl font-bold tracking-tight">Schools on the map</h1>
      <p className="mt-2 text-muted-foreground" data-testid="map-summary">
        {summaryOf(map)}
      </p>
      <a href="#map-list" className="sr-only focus:not-sr-only focus:underline">
        Skip the map to the list of schools
      </a>
      <figure className="mt-6 rounded-xl border bg-card p-2">
        <div
          className="relative"
          role="group"
          aria-label={`Map: ${plural(map.points.length, 'school')} in ${where}`}
          data-testid="schools-map"
          ref={setMapElement}
          // Set once the dots are fitted to the width drawn (browser tests wait for it).
          data-fitted={width === null ? undefined : 'true'}
        >
          <svg
            viewBox={`0 0 ${US_MAP_WIDTH} ${US_MAP_HEIGHT}`}
            className="block h-auto w-full"
            aria-hidden="true"
          >
            <image href={US_MAP_OUTLINE_URL} width={US_MAP_WIDTH} height={US_MAP_HEIGHT} />
          </svg>
          {dots.map((point) => (
            <Link
              key={point.id}
              to="/schools/name/$slug"
              params={{ slug: point.slug }}
              aria-label={pointLabel(point)}
              title={pointLabel(point)}
              data-map-dot=""
              className="group absolute grid size-6 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-foreground"
              style={{
                left: `${(point.x / US_MAP_WIDTH) * 100}%`,
                top: `${(point.y / US_MAP_HEIGHT) * 100}%`,
              }}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'rounded-full border-[1.5px] border-white bg-primary group-hover:bg-brand',
                  point.schools > 1 ? 'size-3' : 'size-2.5',
                )}
              />
            </Link>
          ))}
        </div>
        <figcaption className="px-2 pt-1 text-xs text-muted-foreground">
          State boundaries: U.S. Census Bureau. Alaska and Hawaii are drawn as insets, not to scale.
        </figcaption>
      </figure>
      <details id="map-list" className="mt-6 rounded-xl border p-4">
        <summary className="cursor-pointer font-medium">The schools on this map, as a list</summary>
        <ul className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
          {map.points.map((point) => (
            <li key={point.id}>
              <Link
                to="/schools/name/$slug"
                params={{ slug: point.slug }}
                className="text-primary underline-offset-4 hover:underline"
              >
                {point.name}
              </Link>
              <span className="text-muted-foreground">
                {locationOf(point) ? `, ${locationOf(point)}` : ''}
                {point.schools > 1 ? ` (and ${formatWholeNumber(point.schools - 1)} more nearby)` : ''}
              </span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  )
}

/** The element's drawn width, kept current as the page resizes; null until measured (and on the server). */
function useRenderedWidth(element: HTMLElement | null): number | null {
  const [width, setWidth] = useState<number | null>(null)
  useEffect(() => {
    if (!element) return
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? null))
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
  return width
}
