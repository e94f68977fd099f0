import { describe, expect, it } from 'vitest'
import { carnegieName, levelLabel } from './carnegie'

describe('Carnegie classes and levels in words', () => {
  it('names every 2021 basic class and nothing else', () => {
    for (let code = 1; code <= 33; code++) expect(carnegieName(code)).toMatch(/\w/)
    expect(carnegieName(15)).toBe('Doctoral University: Very High Research Activity (R1)')
    expect(carnegieName(33)).toBe('Tribal College or University')
    for (const code of [-2, 0, 34, null]) expect(carnegieName(code)).toBeNull()
  })

  it('reads the IPEDS sector as a level', () => {
    expect([1, 2, 3].map(levelLabel)).toEqual(Array(3).fill('Four-year or above'))
    expect([4, 5, 6].map(levelLabel)).toEqual(Array(3).fill('Two-year'))
    expect([0, 7, null].map(levelLabel)).toEqual([null, null, null])
  })
})
