/**
 * Booking a call without a scheduler (issue 18, ADR 0066), over real HTTP on a real database: the open slots of
 * the default office hours, a booking stored as a lead with its time, one booking per slot however the requests
 * race, and clear 4xx answers to bad input. The .ics invite is booking-invite.http.test.ts.
 */
import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { ContactSubmissionEntity } from '@/server/features/contact/contact-submission.entity'
import { SchoolEntity } from '@/server/features/schools/school.entity'
import { BOOKING_API_KEY, BOOKING_ENV, booked, booking, bookingVisitor, pathOf } from './booking.test-helpers'

const t = useTestApp(BOOKING_ENV)
const { nextIp, slots, openStarts, freeSlot, book } = bookingVisitor(t)

const inNewYork = (iso: string) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  )

describe('GET /api/booking/slots', () => {
  it('lists the default office hours (weekdays 9 to 5, New York) for the next 14 days, from 2 hours ahead', async () => {
    const response = await t.current.request('/api/booking/slots')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const data = await slots()
    expect(data).toMatchObject({
      timeZone: 'America/New_York',
      timeZoneName: 'Eastern Time',
      slotMinutes: 30,
    })
    expect(data.days.length).toBeGreaterThanOrEqual(8)
    const now = Date.now()
    for (const day of data.days) {
      expect(day.label).toMatch(/^(Monday|Tuesday|Wednesday|Thursday|Friday), [A-Z][a-z]+ \d{1,2}$/)
      for (const slot of day.slots) {
        const local = inNewYork(slot.start)
        expect(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']).toContain(local.weekday)
        expect(Number(local.hour)).toBeGreaterThanOrEqual(9)
        expect(Number(local.hour)).toBeLessThanOrEqual(16)
        expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(30 * 60_000)
        expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(now + 2 * 60 * 60_000 - 5_000)
        expect(Date.parse(slot.start)).toBeLessThan(now + 15 * 24 * 60 * 60_000)
        expect(slot.label).toMatch(/^\d{1,2}:[03]0 (AM|PM)$/)
      }
    }
  })
})

describe('POST /api/booking/calls', () => {
  it('stores the call as a lead with its time and school, answers 201 with an invite link, and the slot is gone', async () => {
    const school = t.current.em().create(SchoolEntity, {
      name: 'Booking Test University',
      slug: 'booking-test-university',
      city: 'Durham',
      state: 'NC',
    })
    await t.current.em().persist(school).flush()
    const start = await freeSlot()
    const response = await book(booking(start, { school: 'Booking-Test-University' }))
    expect(response.status).toBe(201)
    const call = await booked(response)
    expect(Object.keys(call).sort()).toEqual(['emailed', 'end', 'inviteUrl', 'label', 'start'])
    expect(call.start).toBe(start)
    expect(call.label).toMatch(
      /^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:[03]0 (AM|PM) Eastern Time$/,
    )
    expect(call.inviteUrl).toMatch(
      /^http:\/\/localhost:3000\/api\/booking\/calls\/[A-Za-z0-9_-]{22}\/invite\.ics$/,
    )

    const row = await t.current
      .em()
      .findOne(ContactSubmissionEntity, { callStartsAt: new Date(start) }, { populate: ['school'] })
    expect(row).toMatchObject({
      firstName: 'Ada',
      email: 'ada@example.com',
      message: 'Engineering students, this fall.',
      source: 'call-request',
      status: 'new',
    })
    expect(row!.callEndsAt!.toISOString()).toBe(call.end)
    expect(row!.school?.name).toBe('Booking Test University')
    expect(call.inviteUrl).toContain(row!.inviteToken!)
    expect(await openStarts()).not.toContain(start)

    // Staff see it in the inbox (and the API for scripts), with its time and school, and in the CSV.
    const list = await t.current.request(`/api/admin/contact?lead=${row!.id}`, {
      headers: { 'X-API-Key': BOOKING_API_KEY },
    })
    const { data } = (await list.json()) as { data: { call: unknown; school: unknown }[] }
    expect(data[0]).toMatchObject({
      call: { startsAt: start, endsAt: call.end, label: call.label },
      school: { name: 'Booking Test University', slug: 'booking-test-university' },
    })
    const { cookie } = await t.current.signIn()
    const csv = parse(
      await (
        await t.current.request('/api/admin/contact/export.csv', { headers: { Cookie: cookie } })
      ).text(),
      { bom: true },
    ) as string[][]
    const line = csv.find((cells) => cells[0] === String(row!.id))!
    expect(line.slice(-2)).toEqual([start, 'Booking Test University'])
  })

  it('books a slot once: a second booking of it is a 409 asking for another time', async () => {
    const start = await freeSlot()
    expect((await book(booking(start))).status).toBe(201)
    const again = await book(booking(start, { email: 'grace@example.com' }))
    expect(again.status).toBe(409)
    expect(((await again.json()) as { error: string }).error).toMatch(/Please pick another time\.$/)
  })

  it('of two bookings of one slot sent at once, one is stored and the other gets a 409', async () => {
    const start = await freeSlot()
    const answers = await Promise.all([
      book(booking(start, { firstName: 'First' })),
      book(booking(start, { firstName: 'Second' })),
      book(booking(start, { firstName: 'Third' })),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409])
    for (const answer of answers.filter((a) => a.status === 409))
      expect(((await answer.json()) as { error: string }).error).toMatch(/pick another time/i)
    expect(await t.current.em().count(ContactSubmissionEntity, { callStartsAt: new Date(start) })).toBe(1)
  })

  it('answers bad input with a 400 naming the field, never a 500', async () => {
    const start = await freeSlot()
    const offGrid = new Date(Date.parse(start) + 7 * 60_000).toISOString()
    const saturday = (await openStarts()).map((iso) => new Date(iso)).find(() => true)!
    while (saturday.getUTCDay() !== 6) saturday.setTime(saturday.getTime() + 24 * 60 * 60_000)
    const cases: [unknown, string][] = [
      [booking(''), 'start'],
      [{ ...booking(start), start: undefined }, 'start'],
      [booking('next tuesday'), 'start'],
      [booking(offGrid), 'start'],
      [booking(saturday.toISOString()), 'start'],
      [booking('2020-01-06T14:00:00.000Z'), 'start'],
      [booking(start, { email: 'not-an-address' }), 'email'],
      [booking(start, { firstName: '  ' }), 'firstName'],
      [booking(start, { note: 'x'.repeat(5001) }), 'note'],
      [booking(start, { school: 'no-such-school' }), 'school'],
      [booking(start, { company: 'Null\u0000Byte' }), 'company'],
    ]
    for (const [body, field] of cases) {
      const response = await book(body)
      const answer = (await response.json()) as { error: string; fields?: Record<string, string> }
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(Object.keys(answer.fields ?? {}), JSON.stringify(answer)).toContain(field)
    }
    expect((await book('{"firstName": ')).status).toBe(400)
    expect((await book(booking(start, { note: 'x'.repeat(40_000) }))).status).toBe(413)
    // None of that took the slot.
    expect(await openStarts()).toContain(start)
  })

  it('answers a filled honeypot like a booking, books nothing, keeps it as spam, and its link leads nowhere', async () => {
    const start = await freeSlot()
    const email = `honeypot.${Date.now()}@example.com`
    const response = await book(booking(start, { website: 'https://spam.example', email }))
    expect(response.status).toBe(201)
    const call = await booked(response)
    expect(await t.current.em().count(ContactSubmissionEntity, { callStartsAt: new Date(start) })).toBe(0)
    // In the spam folder, like the contact form's catches (ADR 0130): no call, no email to staff.
    const kept = await t.current.em().findOneOrFail(ContactSubmissionEntity, { email })
    expect(kept).toMatchObject({
      spam: 'honeypot',
      notification: null,
      source: 'call-request',
      callStartsAt: null,
    })
    expect((await t.current.request(pathOf(call.inviteUrl))).status).toBe(404)
    expect(await openStarts()).toContain(start)
  })

  it('shares the contact form’s per-address allowance: past it, a 429 with Retry-After', async () => {
    const ip = nextIp()
    for (let i = 0; i < 4; i++) {
      const response = await t.current.request('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
        body: JSON.stringify({ ...booking(''), start: undefined, note: undefined }),
      })
      expect(response.status).toBe(201)
    }
    const refused = await book(booking(await freeSlot()), ip)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})
