/**
 * The booking rules from the environment (issue 38 point 6): the notice, and a day's cap holding when bookings of
 * different times on one day race (the day's advisory lock; the buffer is checked under the same lock, and its
 * effect on the list is unit-tested in slots.test.ts). Runs on
 * PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the requests really run side by side.
 */
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'

const t = useTestApp({
  TRUST_PROXY: 'true',
  BOOKING_MAX_PER_DAY: '1',
  BOOKING_BUFFER_MINUTES: '30',
  BOOKING_NOTICE_MINUTES: '1440',
})

let clients = 0
const book = (start: string) =>
  t.current.request('/api/booking/calls', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${++clients}` },
    body: JSON.stringify({
      firstName: 'Rita',
      lastName: 'Levi',
      email: `rita${clients}@example.com`,
      jobTitle: 'CMO',
      company: 'Neuron Foods',
      start,
    }),
  })
const days = async () => {
  const { data } = (await (await t.current.request('/api/booking/slots')).json()) as {
    data: { days: { date: string; slots: { start: string }[] }[] }
  }
  return data.days
}

describe('BOOKING_MAX_PER_DAY, BOOKING_BUFFER_MINUTES, BOOKING_NOTICE_MINUTES', () => {
  it('nothing within the notice (a day here) is offered', async () => {
    const first = (await days())[0]!.slots[0]!.start
    expect(new Date(first).getTime()).toBeGreaterThanOrEqual(Date.now() + 24 * 60 * 60_000 - 60_000)
  })

  it('of two bookings of different times on one day, racing, one is stored and the day closes', async () => {
    const [day] = await days()
    const [a, b] = [day!.slots[0]!.start, day!.slots.at(-1)!.start]
    const answers = await Promise.all([book(a), book(b)])
    expect(answers.map((response) => response.status).sort()).toEqual([201, 409])
    const after = await days()
    expect(after.map((candidate) => candidate.date)).not.toContain(day!.date)
  })
})
