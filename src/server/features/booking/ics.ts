/**
 * One calendar event as an iCalendar file (RFC 5545), for "Add to calendar (.ics)" (ADR 0066). Pure and small:
 * CRLF line endings, TEXT values escaped (§3.3.11), parameter values quoted where needed (§3.2), lines folded at
 * 75 octets without splitting a UTF-8 character (§3.1), times in UTC (§3.3.5, form #2).
 */

export interface CalendarPerson {
  name: string
  email: string
}

export interface CalendarEvent {
  /** Globally unique and the same on every download, so a second import updates the first. */
  uid: string
  /** When this file was made (DTSTAMP). */
  stamp: Date
  start: Date
  end: Date
  summary: string
  description: string
  organizer?: CalendarPerson
  attendee?: CalendarPerson
  /** The product that wrote the file (PRODID), e.g. "-//CampusPulse//Booking//EN". */
  productId: string
  url?: string
  /** SEQUENCE: 0 when booked, raised by every change, so a calendar replaces its copy (ADR 0103). */
  sequence?: number
  /**
   * METHOD: PUBLISH for the download, REQUEST for the invite in an email (calendars add or update it), CANCEL
   * for a cancelled call (calendars remove it). A cancel also marks the event CANCELLED.
   */
  method?: 'PUBLISH' | 'REQUEST' | 'CANCEL'
}

/** 20260310T143000Z */
export const icsDateTime = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')

// eslint-disable-next-line no-control-regex -- dropping control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/g
// eslint-disable-next-line no-control-regex -- as above, and the one character a parameter cannot quote
const UNQUOTABLE = /[\u0000-\u001f\u007f"]/g

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as \n, other control characters dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n')
    .replace(CONTROL, '')
}

/** A parameter value (CN=…): quoted when it holds `:`, `;` or `,`; a double quote cannot appear even quoted. */
export function paramValue(value: string): string {
  const clean = value.replace(UNQUOTABLE, '')
  return /[:;,]/.test(clean) ? `"${clean}"` : clean
}

const encoder = new TextEncoder()

/** Folds a content line into pieces of at most 75 octets, each continued line starting with a space. */
export function foldLine(line: string): string {
  const pieces: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    const limit = pieces.length === 0 ? 75 : 74
    if (octets + size > limit) {
      pieces.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  pieces.push(current)
  return pieces.join('\r\n ')
}

const person = (property: string, who: CalendarPerson, extra = '') =>
  `${property};CN=${paramValue(who.name)}${extra}:mailto:${who.email}`

/** One VEVENT's content lines (unfolded). */
function eventLines(event: Omit<CalendarEvent, 'productId'>): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.organizer ? [person('ORGANIZER', event.organizer)] : []),
    ...(event.attendee
      ? [person('ATTENDEE', event.attendee, ';ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED')]
      : []),
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    `SEQUENCE:${event.sequence ?? 0}`,
    'END:VEVENT',
  ]
}

const fileOf = (lines: string[]) => lines.map(foldLine).join('\r\n') + '\r\n'

/** The whole file: one VCALENDAR holding one VEVENT. */
export function icsOf(event: CalendarEvent): string {
  return fileOf([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${event.productId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method ?? 'PUBLISH'}`,
    ...eventLines(event),
    'END:VCALENDAR',
  ])
}

/**
 * A calendar of many events to subscribe to (a feed, ADR 0125): PUBLISH, named (X-WR-CALNAME, read by the
 * common calendar apps; NAME is RFC 7986's), with a suggested refresh interval (RFC 7986 REFRESH-INTERVAL).
 */
export function icsFeedOf(
  calendar: { productId: string; name: string; refreshMinutes: number },
  events: Omit<CalendarEvent, 'productId' | 'method'>[],
): string {
  return fileOf([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshMinutes}M`,
    `X-PUBLISHED-TTL:PT${calendar.refreshMinutes}M`,
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ])
}
