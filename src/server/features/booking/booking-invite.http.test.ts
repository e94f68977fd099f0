/**
 * The .ics invite of a call booked without a scheduler (issue 18, ADR 0066), over real HTTP on a real database:
 * an RFC 5545 event behind the booking's unguessable link, and nothing behind any other.
 */
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { ContactSubmissionEntity } from '@/server/features/contact/contact-submission.entity'
import { newPublicId } from '@/server/lib/public-id'
import { BOOKING_ENV, booked, booking, bookingVisitor, pathOf } from './booking.test-helpers'

const t = useTestApp(BOOKING_ENV)
const { freeSlot, book } = bookingVisitor(t)

describe('the .ics invite', () => {
  it('downloads from the booking’s link as an RFC 5545 event in UTC, organised by CONTACT_EMAIL', async () => {
    const start = await freeSlot()
    const call = await booked(await book(booking(start, { lastName: 'Lovelace, Countess' })))
    const response = await t.current.request(pathOf(call.inviteUrl))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="strategy-call.ics"')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const ics = await response.text()
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const unfolded = ics.replace(/\r\n /g, '')
    const compact = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '')
    expect(unfolded).toContain(`DTSTART:${compact(call.start)}\r\n`)
    expect(unfolded).toContain(`DTEND:${compact(call.end)}\r\n`)
    expect(unfolded).toContain('SUMMARY:Strategy call with Campus Co\r\n')
    expect(unfolded).toContain('ORGANIZER;CN=Campus Co:mailto:hello@campus.example.com\r\n')
    expect(unfolded).toContain('ATTENDEE;CN="Ada Lovelace, Countess";')
    expect(unfolded).toMatch(/UID:call-[0-9a-f]{32}@localhost\r\n/)
    expect(unfolded).toContain(`When: ${call.label.replace(/,/g, '\\,')}`)
    expect(unfolded).not.toContain(pathOf(call.inviteUrl).split('/')[4])
    // The same link gives the same event (a second import updates the first).
    const again = await (await t.current.request(pathOf(call.inviteUrl))).text()
    expect(again.match(/UID:.*/)?.[0]).toBe(ics.match(/UID:.*/)?.[0])
  })

  it('cannot be found by guessing: other tokens, numbers and the row’s own id are all 404', async () => {
    const start = await freeSlot()
    await book(booking(start))
    const row = await t.current.em().findOneOrFail(ContactSubmissionEntity, { callStartsAt: new Date(start) })
    const guesses = [
      newPublicId(),
      newPublicId(),
      '1',
      String(row.id),
      'invite',
      'x'.repeat(22),
      'a'.repeat(101),
    ]
    for (const guess of guesses) {
      const response = await t.current.request(`/api/booking/calls/${guess}/invite.ics`)
      expect(response.status, guess).toBe(404)
      expect(await response.text()).not.toContain('Lovelace')
    }
  })
})
