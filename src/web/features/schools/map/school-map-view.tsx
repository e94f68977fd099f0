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
 */
export function SchoolMapView({ map, search }: { map: SchoolMap; search: MapSearch }) {
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
        <svg
          viewBox={`0 0 ${US_MAP_WIDTH} ${US_MAP_HEIGHT}`}
          className="h-auto w-full"
          role="group"
          aria-label={`Map: ${plural(map.points.length, 'school')} in ${where}`}
          data-testid="schools-map"
        >
          <image href={US_MAP_OUTLINE_URL} width={US_MAP_WIDTH} height={US_MAP_HEIGHT} aria-hidden="true" />
          {map.points.map((point) => (
            <Link
              key={point.id}
              to="/schools/name/$slug"
              params={{ slug: point.slug }}
              aria-label={pointLabel(point)}
              className="group outline-none"
            >
              <title>{pointLabel(point)}</title>
              <circle
                cx={point.x}
                cy={point.y}
                r={point.schools > 1 ? 6 : 4.5}
                className="fill-primary stroke-white group-hover:fill-brand group-focus-visible:stroke-foreground"
                strokeWidth={1.5}
              />
              <circle
                cx={point.x}
                cy={point.y}
                r={11}
                className="fill-none stroke-foreground opacity-0 group-focus-visible:opacity-100"
                strokeWidth={2.5}
              />
            </Link>
          ))}
        </svg>
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
