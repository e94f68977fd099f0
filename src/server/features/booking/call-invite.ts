import { createHash } from 'node:crypto'
import type { Config } from '@/server/config'
import { senderOf, type ContactSubmission } from '@/server/features/contact/public'
import { callLabel } from '@/server/lib/time/labels'
import { icsOf, type CalendarEvent } from './ics'

export type InviteConfig = Pick<
  Config,
  'BRAND_NAME' | 'PUBLIC_URL' | 'CONTACT_EMAIL' | 'NOTIFY_FROM' | 'BOOKING_TIMEZONE'
>

/** What an invite needs of a booked call. */
export type InvitedCall = Pick<
  ContactSubmission,
  'firstName' | 'lastName' | 'email' | 'company' | 'message' | 'inviteToken' | 'callSequence'
> & {
  callStartsAt: Date
  callEndsAt: Date
  school?: { name: string } | null
}

/**
 * The call's UID (ADR 0066, 0103): stable for the life of the call, through every move and the cancel, so each
 * later invite updates the same event; a hash of the invite token, so a calendar that shares the event does not
 * share the key.
 */
export function callUid(inviteToken: string, publicUrl: string): string {
  const host = new URL(publicUrl).hostname
  return `call-${createHash('sha256').update(inviteToken).digest('hex').slice(0, 32)}@${host}`
}

/** The booked call as one calendar event: the download (PUBLISH), the email's invite (REQUEST) or a CANCEL. */
export function callInviteIcs(
  call: InvitedCall,
  config: InviteConfig,
  options: { method?: CalendarEvent['method']; now?: Date } = {},
): string {
  const organizer = config.CONTACT_EMAIL ?? senderOf(config).address
  const lines = [
    `A free campus marketing strategy call with ${config.BRAND_NAME}.`,
    '',
    `When: ${callLabel(call.callStartsAt, config.BOOKING_TIMEZONE)}`,
    `With: ${call.firstName} ${call.lastName}, ${call.company}`,
    ...(call.school ? [`About: ${call.school.name}`] : []),
    ...(call.message ? ['', `Your note: ${call.message}`] : []),
    '',
    `A strategist will contact you at ${call.email} before the call.` +
      (config.CONTACT_EMAIL ? ` To change the time, write to ${config.CONTACT_EMAIL}.` : ''),
  ]
  return icsOf({
    productId: `-//${config.BRAND_NAME}//Strategy call booking//EN`,
    uid: callUid(call.inviteToken!, config.PUBLIC_URL),
    stamp: options.now ?? new Date(),
    start: call.callStartsAt,
    end: call.callEndsAt,
    summary: `Strategy call with ${config.BRAND_NAME}`,
    description: lines.join('\n'),
    organizer: { name: config.BRAND_NAME, email: organizer },
    attendee: { name: `${call.firstName} ${call.lastName}`, email: call.email },
    url: `${config.PUBLIC_URL}/book-call`,
    sequence: call.callSequence,
    method: options.method,
  })
}
