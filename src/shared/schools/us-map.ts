/**
 * The app's own map of the United States (docs/decisions/0025-school-map.md): state outlines from the Census
 * Bureau's 2017 cartographic boundaries (the `us-atlas` package) in the Albers USA projection, with Alaska and
 * Hawaii as insets, in a 975×610 frame. The server draws the outline once as a same-origin SVG file and projects
 * schools into the same frame; pages draw only the dots.
 */
export const US_MAP_WIDTH = 975
export const US_MAP_HEIGHT = 610

/** The outline's address. Versioned in the name, so browsers keep it for a year; bump it when the drawing changes. */
export const US_MAP_OUTLINE_URL = '/maps/us-states.v1.svg'

export interface MapPoint {
  x: number
  y: number
}

/** One dot of the directory's map view: a school, or the largest school of a crowded spot standing for it. */
export interface SchoolMapPoint extends MapPoint {
  id: number
  slug: string
  name: string
  city: string | null
  state: string | null
  studentPopulation: number | null
  /** How many matching schools this dot stands for (1 unless the map was thinned), itself included. */
  schools: number
}

/** `GET /api/schools/map` and `schools.map`: the current search on the map. */
export interface SchoolMap {
  /** Schools matching the search. */
  total: number
  /** The dots, largest school first. */
  points: SchoolMapPoint[]
  /** True when crowded spots show only their largest school (`schools` says how many each stands for). */
  thinned: boolean
  /** Matching schools the map cannot place: no coordinates, or outside Albers USA (Puerto Rico, Guam...). */
  unplaced: number
}

/** At most this many dots: each is a link and a tab stop, so a national map is thinned to stay usable. */
export const SCHOOL_MAP_POINT_LIMIT = 250
