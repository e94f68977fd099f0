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
