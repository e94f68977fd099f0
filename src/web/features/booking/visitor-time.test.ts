import { describe, expect, it } from 'vitest'
import { timeZoneChoices, visitorCallLabel, visitorTimeLabel, zoneName } from './visitor-time'

describe('times on the visitor’s clock', () => {
  // Tuesday, March 10, 2026, 9:30 AM in New York (daylight saving time began on the 8th): 13:30 UTC.
  const start = new Date('2026-03-10T13:30:00Z')

  it('are the visitor’s hour, with the weekday only when their date differs from the office’s', () => {
    expect(visitorTimeLabel(start, 'America/Los_Angeles', 'America/New_York')).toBe('6:30 AM')
    expect(visitorTimeLabel(start, 'America/New_York', 'America/New_York')).toBe('9:30 AM')
    // 10:30 PM in Tokyo is still Tuesday there; 4 PM in New York is 5 AM on Wednesday in Tokyo.
    expect(visitorTimeLabel(start, 'Asia/Tokyo', 'America/New_York')).toBe('10:30 PM')
    expect(visitorTimeLabel(new Date('2026-03-10T20:00:00Z'), 'Asia/Tokyo', 'America/New_York')).toBe(
      'Wed 5:00 AM',
    )
  })

  it('name the call in full, with the zone’s everyday name', () => {
    expect(visitorCallLabel(start, 'America/Los_Angeles')).toBe('Tuesday, March 10 at 6:30 AM Pacific Time')
    expect(zoneName('Europe/Berlin', start)).toBe('Central European Time')
  })

  it('offer every zone the browser knows, with the visitor’s and the office’s in the list', () => {
    const zones = timeZoneChoices('America/New_York', 'Etc/UTC')
    expect(zones).toContain('America/New_York')
    expect(zones).toContain('Asia/Tokyo')
    expect(zones).toEqual([...zones].sort())
    expect(new Set(zones).size).toBe(zones.length)
  })
})
