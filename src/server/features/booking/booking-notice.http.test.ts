import { describe, expect, it } from 'vitest'
import { startTestApp } from '../../../../tests/server/harness'

/**
 * The notice before a call (ADR 0066), on an app whose office is always open: a time on the grid that has come
 * within the notice since it was listed is refused, not booked.
 */
describe('a time within the notice', () => {
  it('is refused with a 409 even though it is on the grid (it was listed, then time passed)', async () => {
    const app = await startTestApp({ BOOKING_HOURS: 'Mon-Sun 00:00-24:00', BOOKING_TIMEZONE: 'UTC' })
    try {
      const soon = new Date(Math.ceil(Date.now() / 1_800_000) * 1_800_000)
      const response = await app.request('/api/booking/calls', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          jobTitle: 'Head of Growth',
          company: 'Analytical Engines',
          start: soon.toISOString(),
        }),
      })
      expect(response.status).toBe(409)
      expect(((await response.json()) as { error: string }).error).toBe(
        'That time is no longer available. Please pick another time.',
      )
    } finally {
      await app.close()
    }
  })
})
