import { expect } from 'vitest'
import type { TestApp } from '../../../../tests/server/harness'

export const BOOKING_API_KEY = 'booking-test-api-key-0123456789'

/** The app the booking files run: its invite is organised by CONTACT_EMAIL in BRAND_NAME's name. */
export const BOOKING_ENV = {
  TRUST_PROXY: 'true',
  CONTACT_RATE_LIMIT: '4',
  ADMIN_API_KEY: BOOKING_API_KEY,
  CONTACT_EMAIL: 'hello@campus.example.com',
  BRAND_NAME: 'Campus Co',
}

export interface SlotsJson {
  timeZone: string
  timeZoneName: string
  slotMinutes: number
  days: { date: string; label: string; slots: { start: string; end: string; label: string }[] }[]
}

interface BookedJson {
  start: string
  end: string
  label: string
  inviteUrl: string
}

export const booking = (start: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  jobTitle: 'Head of Growth',
  company: 'Analytical Engines',
  note: 'Engineering students, this fall.',
  start,
  ...overrides,
})

export const booked = async (response: Response) => ((await response.json()) as { data: BookedJson }).data
export const pathOf = (url: string) => new URL(url).pathname

/**
 * A visitor booking calls on a test file's app. The counters live in the call, not the module: the files of a
 * worker share their modules, and each file starts on a database of its own.
 */
export function bookingVisitor(t: { readonly current: TestApp }) {
  let clients = 0
  /** Each request comes from its own address unless a test says otherwise, so the per-IP allowance stays out of the way. */
  const nextIp = () => `203.0.113.${++clients}`

  const slots = async (): Promise<SlotsJson> => {
    const response = await t.current.request('/api/booking/slots')
    expect(response.status).toBe(200)
    return ((await response.json()) as { data: SlotsJson }).data
  }
  const openStarts = async () => (await slots()).days.flatMap((day) => day.slots.map((slot) => slot.start))

  /** A different open slot for each caller: the tests share one database. */
  let taken = 0
  const freeSlot = async () => (await openStarts())[taken++ * 3]!

  const book = (body: unknown, ip = nextIp()) =>
    t.current.request('/api/booking/calls', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })

  return { nextIp, slots, openStarts, freeSlot, book }
}
