import { describe, expect, it } from 'vitest'
import { US_MAP_WIDTH, type SchoolMapPoint } from '@/shared/schools/us-map'
import { DOT_TARGET_PX, tappableDots } from './tappable-dots'

const point = (id: number, x: number, y: number, schools = 1): SchoolMapPoint => ({
  id,
  slug: `school-${id}`,
  name: `School ${id}`,
  city: null,
  state: null,
  studentPopulation: null,
  x,
  y,
  schools,
})

describe('tappable map dots', () => {
  const duke = point(1, 700, 300)
  const ncCentral = point(2, 703, 302)
  const durhamTech = point(3, 706, 298, 2)
  const stanford = point(4, 60, 280)

  it('joins a dot whose 24 px target would overlap a larger school’s into it, counting its schools', () => {
    // A 390 px phone draws the map about 340 px wide: 24 px is about 69 map units.
    const dots = tappableDots([duke, ncCentral, durhamTech, stanford], 340)
    expect(dots.map((dot) => [dot.id, dot.schools])).toEqual([
      [1, 4],
      [4, 1],
    ])
  })

  it('leaves apart dots that are 24 px apart at the width drawn, and every dot when the width is unknown', () => {
    const width = 975
    const unitsPer24Px = DOT_TARGET_PX * (US_MAP_WIDTH / width)
    const neighbour = point(5, 700 + unitsPer24Px, 300)
    expect(tappableDots([duke, neighbour], width)).toHaveLength(2)
    expect(tappableDots([duke, ncCentral, durhamTech], null)).toHaveLength(3)
  })

  it('never leaves two targets overlapping', () => {
    const crowd = Array.from({ length: 200 }, (_, i) => point(i, (i * 37) % 975, (i * 53) % 610))
    for (const width of [340, 700, 1100]) {
      const gap = DOT_TARGET_PX * (US_MAP_WIDTH / width)
      const dots = tappableDots(crowd, width)
      for (const a of dots)
        for (const b of dots)
          if (a !== b) expect(Math.abs(a.x - b.x) >= gap || Math.abs(a.y - b.y) >= gap).toBe(true)
      expect(dots.reduce((sum, dot) => sum + dot.schools, 0)).toBe(200)
    }
  })
})
