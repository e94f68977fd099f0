import type { SchoolDetail } from '@/shared/schools/school.schema'
import { US_MAP_HEIGHT, US_MAP_OUTLINE_URL, US_MAP_WIDTH } from '@/shared/schools/us-map'
import { locationOf, longLocationOf } from '@/web/features/schools/school-format'

type MapSchool = Pick<SchoolDetail, 'name' | 'city' | 'state' | 'latitude' | 'longitude' | 'mapPoint'>

/** "Map: Duke University in Durham, NC": the map's text alternative. */
export const mapLabel = (school: MapSchool) =>
  `Map: ${school.name}${locationOf(school) ? ` in ${locationOf(school)}` : ''}`

/**
 * The school as a dot on the app's own map of the United States (docs/decisions/0025-school-map.md): the state
 * outlines are one cached same-origin SVG file drawn by the server, the dot's position was projected on the
 * server too; the page carries two numbers, not the geometry.
 */
export function SchoolMap({ school }: { school: MapSchool }) {
  const point = school.mapPoint
  if (!point) {
    const where = longLocationOf(school)
    return (
      <p
        className="rounded-xl border bg-muted p-4 text-sm text-muted-foreground"
        data-testid="school-map-absent"
      >
        {school.latitude === null || school.longitude === null
          ? `No map: the public records give no coordinates for ${school.name}.`
          : `No map: ${where || school.name} lies outside the states and DC this map draws.`}
      </p>
    )
  }
  return (
    <figure className="rounded-xl border bg-card p-2">
      <svg
        viewBox={`0 0 ${US_MAP_WIDTH} ${US_MAP_HEIGHT}`}
        role="img"
        aria-label={mapLabel(school)}
        className="h-auto w-full"
        data-testid="school-map"
      >
        <image href={US_MAP_OUTLINE_URL} width={US_MAP_WIDTH} height={US_MAP_HEIGHT} />
        <circle cx={point.x} cy={point.y} r={18} className="fill-primary/20" />
        <circle cx={point.x} cy={point.y} r={7} className="fill-primary stroke-white" strokeWidth={2.5} />
      </svg>
      <figcaption className="px-2 pt-1 text-xs text-muted-foreground">
        State boundaries: U.S. Census Bureau. Alaska and Hawaii are drawn as insets, not to scale.
      </figcaption>
    </figure>
  )
}
