/**
 * Reads an iCalendar file with ical.js (a maintained RFC 5545 parser, not our writer), so the tests check what
 * a calendar would understand: the METHOD, and each event's UID, SEQUENCE, STATUS and times.
 */
import ICAL from 'ical.js'

export interface ParsedInvite {
  method: string | null
  events: {
    uid: string
    sequence: number
    status: string | null
    start: Date
    end: Date
    summary: string
    description: string
    attendee: string | null
  }[]
}

export function parseInvite(text: string): ParsedInvite {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return {
    method: (calendar.getFirstPropertyValue('method') as string | null) ?? null,
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component)
      return {
        uid: event.uid,
        sequence: event.sequence,
        status: (component.getFirstPropertyValue('status') as string | null) ?? null,
        start: event.startDate.toJSDate(),
        end: event.endDate.toJSDate(),
        summary: event.summary,
        description: event.description,
        attendee: (component.getFirstPropertyValue('attendee') as string | null) ?? null,
      }
    }),
  }
}

/** The calendar part of an email from the SMTP sink. */
export function inviteOf(email: { parts: { headers: Record<string, string>; text: string }[] }): {
  contentType: string
  ics: string
} {
  const part = email.parts.find((candidate) =>
    /^text\/calendar/i.test(candidate.headers['content-type'] ?? ''),
  )
  if (!part) throw new Error('the email has no text/calendar part')
  return { contentType: part.headers['content-type']!, ics: part.text }
}
