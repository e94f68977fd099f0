import { describe, expect, it } from 'vitest'
import { sizeBandOf } from './size-band'

describe('sizeBandOf', () => {
  it('bands a known enrollment at 1,000 / 5,000 / 10,000 / 20,000', () => {
    expect(
      [1, 999, 1_000, 4_999, 5_000, 9_999, 10_000, 19_999, 20_000, 74_000].map((n) => sizeBandOf(n)),
    ).toEqual([
      'under-1k',
      'under-1k',
      '1k-5k',
      '1k-5k',
      '5k-10k',
      '5k-10k',
      '10k-20k',
      '10k-20k',
      '20k-plus',
      '20k-plus',
    ])
  })

  it('falls back to IPEDS INSTSIZE without an enrollment, and to nothing when that is not reported', () => {
    expect(sizeBandOf(null, 4)).toBe('10k-20k')
    expect(sizeBandOf(0, 1)).toBe('under-1k')
    expect(sizeBandOf(null, -1)).toBeNull()
    expect(sizeBandOf(null)).toBeNull()
  })
})
