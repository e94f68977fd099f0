import { describe, expect, it } from 'vitest'
import { formatSubmittedAt } from './format'

describe('formatSubmittedAt', () => {
  it('writes the US long date with hour and minute', () => {
    const date = new Date('2026-03-04T15:30:00Z')
    expect(formatSubmittedAt(date, 'UTC')).toMatch(/^March 4, 2026(,| at) 3:30\sPM$/)
    expect(formatSubmittedAt(date, 'America/New_York')).toMatch(/^March 4, 2026(,| at) 10:30\sAM$/)
  })
})
