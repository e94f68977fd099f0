import type { Config } from '@/server/config'
import { senderOf, type MailMessage } from '@/server/features/contact/public'
import { callLabel } from '@/server/lib/time/labels'
import { callInviteIcs, type InviteConfig, type InvitedCall } from './call-invite'
import type { ReminderKind } from './call-reminders'

/** The emails a visitor gets about their call (ADR 0103), and staff's about the visitor's changes (ADR 0104). */
export const VISITOR_EMAIL_KINDS = ['confirmed', 'moved', 'cancelled'] as const
export type VisitorEmailKind = (typeof VISITOR_EMAIL_KINDS)[number]
export type StaffEmailKind = 'staff-moved' | 'staff-cancelled'
export type CallEmailKind = VisitorEmailKind | StaffEmailKind | ReminderKind
export const isStaffKind = (kind: CallEmailKind): kind is StaffEmailKind => kind.startsWith('staff-')

export type VisitorEmailConfig = InviteConfig & Pick<Config, 'NOTIFY_FROM'>

export type EmailedCall = InvitedCall & {
  id: number
  callTimeZone?: string | null
  manageToken?: string | null
}

/** Where the visitor moves or cancels the call: pages that change nothing until a button is pressed. */
export const rescheduleUrlOf = (publicUrl: string, token: string) => `${publicUrl}/book-call/change/${token}`
export const cancelUrlOf = (publicUrl: string, token: string) => `${publicUrl}/book-call/cancel/${token}`

/** The call's time for the visitor: in their own zone first when it differs, then always the office's. */
export function callTimesOf(start: Date, officeZone: string, visitorZone?: string | null): string[] {
  const office = callLabel(start, officeZone)
  if (!visitorZone || visitorZone === officeZone) return [office]
  const own = callLabel(start, visitorZone)
  return own === office ? [office] : [`${own} (your time)`, `${office} (our office)`]
}

const SUBJECTS: Record<VisitorEmailKind, string> = {
  confirmed: 'Your strategy call is booked',
  moved: 'Your strategy call has moved',
  cancelled: 'Your strategy call is cancelled',
}

/**
 * The visitor's email about their call: the time in their zone and the office's, an RFC 5545 invite whose UID
 * stays and whose SEQUENCE rises with each change (REQUEST adds or updates it, CANCEL removes it), and, while the
 * call stands, the links to move or cancel it. One Message-ID per call, kind and sequence: a repeat is grouped.
 */
export function visitorEmail(
  call: EmailedCall,
  kind: VisitorEmailKind,
  config: VisitorEmailConfig,
  now = new Date(),
): MailMessage {
  const sender = senderOf(config)
  const when = callTimesOf(call.callStartsAt, config.BOOKING_TIMEZONE, call.callTimeZone)
  const cancelled = kind === 'cancelled'
  const opening: Record<VisitorEmailKind, string> = {
    confirmed: `Your free strategy call with ${config.BRAND_NAME} is booked.`,
    moved: `Your strategy call with ${config.BRAND_NAME} has moved to a new time.`,
    cancelled: `Your strategy call with ${config.BRAND_NAME} is cancelled. Nothing else is needed from you.`,
  }
  const links =
    !cancelled && call.manageToken
      ? [
          '',
          `Need another time? ${rescheduleUrlOf(config.PUBLIC_URL, call.manageToken)}`,
          `Need to cancel? ${cancelUrlOf(config.PUBLIC_URL, call.manageToken)}`,
          'These links work until the call starts. Each change sends you a new email with new links.',
        ]
      : ['', `Book another time whenever you like: ${config.PUBLIC_URL}/book-call`]
  const lines = [
    `Hello ${call.firstName},`,
    '',
    opening[kind],
    '',
    cancelled ? 'It was planned for:' : 'When:',
    ...when.map((time) => `  ${time}`),
    ...(cancelled ? [] : [`With: a ${config.BRAND_NAME} strategist, who will contact you at ${call.email}.`]),
    ...links,
    '',
    cancelled
      ? 'The attached calendar file removes the call from your calendar.'
      : 'The attached invite adds the call to your calendar (or updates it).',
    '',
    `${config.BRAND_NAME}`,
  ]
  const method = cancelled ? 'CANCEL' : 'REQUEST'
  return {
    from: sender,
    to: [call.email],
    ...(config.CONTACT_EMAIL ? { replyTo: { name: config.BRAND_NAME, address: config.CONTACT_EMAIL } } : {}),
    subject: `${SUBJECTS[kind]}: ${when[0]!.replace(/ \(your time\)$/, '')}`,
    text: lines.join('\n') + '\n',
    messageId: `<call-${call.id}-${kind}-${call.callSequence}@${sender.address.split('@')[1]}>`,
    icalEvent: {
      method,
      filename: cancelled ? 'cancelled-call.ics' : 'strategy-call.ics',
      content: callInviteIcs(call, config, { method, now }),
    },
  }
}

/** A reminder of the call (ADR 0105): when, in both zones, and the links, which still work until it starts. */
export function reminderEmail(
  call: EmailedCall,
  kind: ReminderKind,
  config: VisitorEmailConfig,
): MailMessage {
  const sender = senderOf(config)
  const when = callTimesOf(call.callStartsAt, config.BOOKING_TIMEZONE, call.callTimeZone)
  const soon = kind === 'reminder-1h' ? 'starts in an hour' : 'is tomorrow'
  const lines = [
    `Hello ${call.firstName},`,
    '',
    `A reminder: your strategy call with ${config.BRAND_NAME} ${soon}.`,
    '',
    'When:',
    ...when.map((time) => `  ${time}`),
    ...(call.manageToken
      ? [
          '',
          `Need another time? ${rescheduleUrlOf(config.PUBLIC_URL, call.manageToken)}`,
          `Need to cancel? ${cancelUrlOf(config.PUBLIC_URL, call.manageToken)}`,
        ]
      : []),
    '',
    `${config.BRAND_NAME}`,
  ]
  return {
    from: sender,
    to: [call.email],
    ...(config.CONTACT_EMAIL ? { replyTo: { name: config.BRAND_NAME, address: config.CONTACT_EMAIL } } : {}),
    subject: `Reminder: your strategy call ${soon}: ${when[0]!.replace(/ \(your time\)$/, '')}`,
    text: lines.join('\n') + '\n',
    messageId: `<call-${call.id}-${kind}-${call.callSequence}@${sender.address.split('@')[1]}>`,
  }
}
