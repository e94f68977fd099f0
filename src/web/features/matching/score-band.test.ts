import { describe, expect, it } from 'vitest'
import { scoreBand } from './score-band'

describe('scoreBand', () => {
  it('splits at 90 and 75, as product §9 says', () => {
    expect([100, 90, 89, 75, 74, 0].map(scoreBand)).toEqual(['high', 'high', 'good', 'good', 'fair', 'fair'])
  })
})
