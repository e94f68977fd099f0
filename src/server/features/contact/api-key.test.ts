import { describe, expect, it } from 'vitest'
import { apiKeyMatches } from './api-key'

describe('apiKeyMatches', () => {
  it('accepts only the exact key', () => {
    expect(apiKeyMatches('the-real-key-0123456', 'the-real-key-0123456')).toBe(true)
    for (const given of [
      undefined,
      '',
      'the-real-key-012345',
      'the-real-key-01234567',
      'THE-REAL-KEY-0123456',
    ])
      expect(apiKeyMatches('the-real-key-0123456', given)).toBe(false)
  })
})
