import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../../tests/server/harness'
import { US_MAP_OUTLINE_URL } from '@/shared/schools/us-map'
import { projectToUsMap, stateBounds, usMapOutlineSvg } from './us-map'

/** The app's own map (ADR 0025): projection of real campuses, the AK/HI insets, and the outline file. */
const inside = (point: { x: number; y: number } | null, state: string) => {
  const bounds = stateBounds(state)!
  return (
    point !== null &&
    point.x >= bounds[0][0] &&
    point.x <= bounds[1][0] &&
    point.y >= bounds[0][1] &&
    point.y <= bounds[1][1]
  )
}

describe('projectToUsMap', () => {
  // Coordinates as IPEDS lists them.
  it.each([
    ['Duke University', 36.001, -78.938, 'North Carolina'],
    ['University of California-Berkeley', 37.872, -122.26, 'California'],
    ['Turtle Mountain Community College', 48.842, -99.745, 'North Dakota'],
    ['University of Alaska Fairbanks', 64.857, -147.82, 'Alaska'],
    ['University of Hawaii at Manoa', 21.297, -157.817, 'Hawaii'],
    ['University of Maine', 44.901, -68.669, 'Maine'],
  ])('%s lands inside %s', (_, latitude, longitude, state) => {
    const point = projectToUsMap(latitude, longitude)
    expect(inside(point, state)).toBe(true)
    // And not somewhere far: the insets do not overlap the lower 48.
    for (const other of ['Alaska', 'Hawaii', 'Texas', 'Maine'].filter((name) => name !== state))
      expect(inside(point, other)).toBe(false)
  })

  it('is null for Puerto Rico and Guam (outside Albers USA) and without coordinates', () => {
    expect(projectToUsMap(18.4, -66.05)).toBeNull()
    expect(projectToUsMap(13.44, 144.8)).toBeNull()
    expect(projectToUsMap(null, -78.9)).toBeNull()
    expect(projectToUsMap(36.0, null)).toBeNull()
  })
})

describe('the outline', () => {
  it('is one self-contained SVG in the 975×610 frame: no external references', () => {
    const svg = usMapOutlineSvg()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 975 610"/)
    expect(svg.match(/<path /g)).toHaveLength(2)
    expect(svg).not.toMatch(/href|url\(|https?:\/\/(?!www\.w3\.org\/2000\/svg)/)
    expect(usMapOutlineSvg()).toBe(svg)
  })

  const t = useTestApp()
  it('is served same-origin, compressed, with a year of immutable caching', async () => {
    const response = await t.current.request(US_MAP_OUTLINE_URL, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-encoding')).toBe('gzip')
    const plain = await t.current.request(US_MAP_OUTLINE_URL)
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(usMapOutlineSvg())
  })
})
