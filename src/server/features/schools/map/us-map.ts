import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { geoAlbersUsa, geoPath } from 'd3-geo'
import type { Feature, MultiPolygon, Polygon } from 'geojson'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import { US_MAP_HEIGHT, US_MAP_WIDTH, type MapPoint } from '@/shared/schools/us-map'

/**
 * The outline and the projection of the app's map (docs/decisions/0025-school-map.md). `states-albers-10m.json`
 * is already projected with exactly this projection (see the us-atlas README), so its outline and the points
 * projected here line up.
 */
const projection = geoAlbersUsa()
  .scale(1300)
  .translate([US_MAP_WIDTH / 2, US_MAP_HEIGHT / 2])

type StateProperties = { name: string }
type UsTopology = Topology<{
  states: GeometryCollection<StateProperties>
  nation: GeometryCollection
}>

let topology: UsTopology | undefined
/** Read from the installed package on first use (82 kB), never bundled into a page. */
function usTopology(): UsTopology {
  topology ??= JSON.parse(
    readFileSync(createRequire(import.meta.url).resolve('us-atlas/states-albers-10m.json'), 'utf8'),
  ) as UsTopology
  return topology
}

const round = (value: number) => Math.round(value * 10) / 10

/**
 * A place on the map, to a tenth of a unit. Null without coordinates, or outside Albers USA's lower 48, Alaska
 * and Hawaii (Puerto Rico, Guam and the other territories): the page says so rather than drawing a wrong dot.
 */
export function projectToUsMap(latitude: number | null, longitude: number | null): MapPoint | null {
  if (latitude === null || longitude === null) return null
  const point = projection([longitude, latitude])
  return point ? { x: round(point[0]), y: round(point[1]) } : null
}

/** A state's outline in the map's frame (for tests and bounds), by its name as the Census writes it. */
export function stateShape(name: string): Feature<Polygon | MultiPolygon, StateProperties> | undefined {
  const map = usTopology()
  const states = feature(map, map.objects.states)
  return states.features.find((state) => state.properties.name === name) as
    Feature<Polygon | MultiPolygon, StateProperties> | undefined
}

/** [[left, top], [right, bottom]] of a state on the map. */
export const stateBounds = (name: string) => {
  const shape = stateShape(name)
  return shape ? geoPath().bounds(shape) : undefined
}

let outline: string | undefined
/**
 * The outline as a standalone SVG document: land filled, state borders drawn once each (a mesh of shared
 * arcs), coordinates to one decimal (about 1 km at this scale). Computed once per process.
 */
export function usMapOutlineSvg(): string {
  if (outline) return outline
  const map = usTopology()
  const path = geoPath().digits(1)
  const land = path(feature(map, map.objects.nation)) ?? ''
  const borders = path(mesh(map, map.objects.states, (a, b) => a !== b)) ?? ''
  outline = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${US_MAP_WIDTH} ${US_MAP_HEIGHT}" width="${US_MAP_WIDTH}" height="${US_MAP_HEIGHT}">`,
    `<path d="${land}" fill="#eef2f7" stroke="#94a3b8" stroke-width="1" stroke-linejoin="round"/>`,
    `<path d="${borders}" fill="none" stroke="#b8c2d0" stroke-width="0.6" stroke-linejoin="round"/>`,
    '</svg>',
  ].join('')
  return outline
}
