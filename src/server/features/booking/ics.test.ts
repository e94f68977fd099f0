import { describe, expect, it } from 'vitest'
import { parseInvite } from '../../../../tests/support/ical'
import { escapeText, foldLine, icsDateTime, icsOf, paramValue, type CalendarEvent } from './ics'

const event: CalendarEvent = {
  productId: '-//CampusPulse//Strategy call booking//EN',
  uid: 'call-0123456789abcdef@campus.example.com',
  stamp: new Date('2026-03-01T12:00:00.123Z'),
  start: new Date('2026-03-09T13:00:00Z'),
  end: new Date('2026-03-09T13:30:00Z'),
  summary: 'Strategy call with CampusPulse',
  description: 'Line one\nWith: Ada Lovelace, Engines; Inc.',
  organizer: { name: 'CampusPulse', email: 'hello@campus.example.com' },
  attendee: { name: 'Lovelace, Ada', email: 'ada@example.com' },
  url: 'https://campus.example.com/book-call',
}

/** RFC 5545 §3.1: a folded line continues on the next line after CRLF and one space. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '')
const octets = (line: string) => new TextEncoder().encode(line).length

describe('the .ics invite', () => {
  it('is one VEVENT in a VCALENDAR, with its required properties, in UTC', () => {
    const ics = icsOf(event)
    const lines = unfold(ics).split('\r\n')
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//CampusPulse//Strategy call booking//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ])
    expect(lines).toContain('UID:call-0123456789abcdef@campus.example.com')
    expect(lines).toContain('DTSTAMP:20260301T120000Z')
    expect(lines).toContain('DTSTART:20260309T130000Z')
    expect(lines).toContain('DTEND:20260309T133000Z')
    expect(lines).toContain('SUMMARY:Strategy call with CampusPulse')
    expect(lines).toContain('DESCRIPTION:Line one\\nWith: Ada Lovelace\\, Engines\\; Inc.')
    expect(lines).toContain('ORGANIZER;CN=CampusPulse:mailto:hello@campus.example.com')
    expect(lines).toContain(
      'ATTENDEE;CN="Lovelace, Ada";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:ada@example.com',
    )
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', ''])
  })

  it('ends every line with CRLF and never a bare LF or CR', () => {
    const ics = icsOf({ ...event, description: 'a\nb\r\nc\rd' })
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    expect(unfold(ics)).toContain('DESCRIPTION:a\\nb\\nc\\nd\r\n')
  })

  it('escapes text values: backslash, semicolon, comma, line breaks; drops other control characters', () => {
    expect(escapeText('C:\\path; a, b\nnext\u0007')).toBe('C:\\\\path\\; a\\, b\\nnext')
    expect(icsDateTime(new Date('2026-11-01T05:30:00.999Z'))).toBe('20261101T053000Z')
  })

  it('quotes parameter values that need it and drops what cannot be quoted', () => {
    expect(paramValue('Campus Co')).toBe('Campus Co')
    expect(paramValue('Acme: East; West')).toBe('"Acme: East; West"')
    expect(paramValue('The "Best" Co\r\n')).toBe('The Best Co')
  })

  it('folds lines longer than 75 octets without splitting a character, and unfolds to the same text', () => {
    const description = `Über ${'é'.repeat(40)} ${'🎓'.repeat(30)} ${'x'.repeat(200)}`
    const ics = icsOf({ ...event, description })
    const physical = ics.split('\r\n').filter(Boolean)
    expect(physical.every((line) => octets(line) <= 75)).toBe(true)
    expect(physical.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(3)
    // No piece ends inside a character: each is valid text on its own.
    expect(physical.every((line) => !line.includes('\uFFFD') && !/[\uD800-\uDBFF]$/.test(line))).toBe(true)
    expect(unfold(ics)).toContain(`DESCRIPTION:${escapeText(description)}\r\n`)
  })

  it('leaves short lines alone', () => {
    expect(foldLine('SUMMARY:Short')).toBe('SUMMARY:Short')
    const exactly75 = `X:${'a'.repeat(73)}`
    expect(foldLine(exactly75)).toBe(exactly75)
    expect(foldLine(`${exactly75}b`)).toBe(`${exactly75}\r\n b`)
  })
})

describe('changes to a call (ADR 0103)', () => {
  it('an emailed invite is a REQUEST with its SEQUENCE; a cancel is a CANCEL of the same UID, marked CANCELLED', () => {
    const request = parseInvite(icsOf({ ...event, method: 'REQUEST', sequence: 2 }))
    expect(request.method).toBe('REQUEST')
    expect(request.events[0]).toMatchObject({ uid: event.uid, sequence: 2, status: 'CONFIRMED' })
    const cancel = parseInvite(icsOf({ ...event, method: 'CANCEL', sequence: 3 }))
    expect(cancel.method).toBe('CANCEL')
    expect(cancel.events[0]).toMatchObject({ uid: event.uid, sequence: 3, status: 'CANCELLED' })
  })

  it('without a method or sequence, is the download it always was: PUBLISH, SEQUENCE 0', () => {
    const published = parseInvite(icsOf(event))
    expect(published.method).toBe('PUBLISH')
    expect(published.events[0]).toMatchObject({ sequence: 0, status: 'CONFIRMED' })
    expect(published.events[0]!.start.toISOString()).toBe('2026-03-09T13:00:00.000Z')
  })
})
