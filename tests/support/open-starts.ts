import type { TestApp } from '../server/harness'

/** The times a visitor may book now (`GET /api/booking/slots`), soonest first. */
export async function openStarts(app: Pick<TestApp, 'request'>): Promise<string[]> {
  const { data } = (await (await app.request('/api/booking/slots')).json()) as {
    data: { days: { slots: { start: string }[] }[] }
  }
  return data.days.flatMap((day) => day.slots.map((slot) => slot.start))
}
