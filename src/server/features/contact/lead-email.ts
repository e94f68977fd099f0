import { CONTACT_SOURCE_LABELS, type ContactSource } from '@/shared/contact/contact-fields'
import type { Config } from '@/server/config'
import { callLabel } from '@/server/lib/time/labels'

/** What the staff email about a lead says (issue 16, ADR 0015); plain data, so it is built without a transport. */
export interface LeadEmailInput {
  id: number
  firstName: string
  lastName: string
  email: string
  jobTitle: string
  company: string
  message?: string | null
  source: ContactSource
  createdAt: Date
  /** A call booked on /book-call (ADR 0066): when it starts. */
  callStartsAt?: Date | null
  /** The school page the lead came from. */
  school?: { name: string } | null
}

interface Address {
  name: string
  address: string
}

export interface LeadEmail {
  from: Address
  to: string[]
  replyTo: Address
  subject: string
  text: string
  /**
   * The same for every send of this lead: if an email is sent twice (the SMTP server accepted it, then the worker
   * died before recording that), mail clients that group by Message-ID show it once.
   */
  messageId: string
}

type EmailConfig = Pick<
  Config,
  'BRAND_NAME' | 'PUBLIC_URL' | 'NOTIFY_EMAILS' | 'NOTIFY_FROM' | 'BOOKING_TIMEZONE'
>

/** Where staff open a lead: /admin narrowed to it. */
export function adminLinkOf(publicUrl: string, id: number): string {
  return `${publicUrl}/admin?lead=${id}`
}

/** NOTIFY_FROM, or `BRAND_NAME <no-reply@host of PUBLIC_URL>` so replies to the sender go nowhere real. */
export function senderOf(config: Pick<Config, 'BRAND_NAME' | 'PUBLIC_URL' | 'NOTIFY_FROM'>): Address {
  const from = config.NOTIFY_FROM
  if (!from) return { name: config.BRAND_NAME, address: `no-reply@${new URL(config.PUBLIC_URL).hostname}` }
  const named = /^(.*)<([^<>]+)>$/.exec(from)
  if (!named) return { name: '', address: from }
  return { name: named[1]!.trim().replace(/^"(.*)"$/, '$1'), address: named[2]!.trim() }
}

export function leadEmail(lead: LeadEmailInput, config: EmailConfig): LeadEmail {
  const name = `${lead.firstName} ${lead.lastName}`
  const callRequest = lead.source === 'call-request'
  const booked = lead.callStartsAt ?? null
  const kind = booked ? 'call booked' : callRequest ? 'call request' : 'lead'
  const sender = senderOf(config)
  const lines = [
    booked
      ? `New call booked on the booking page of ${config.BRAND_NAME}.`
      : `New ${kind} from the ${CONTACT_SOURCE_LABELS[lead.source].toLowerCase()} of ${config.BRAND_NAME}.`,
    '',
    `Name: ${name}`,
    `Company: ${lead.company}`,
    `Job title: ${lead.jobTitle}`,
    `Email: ${lead.email}`,
    `Source: ${CONTACT_SOURCE_LABELS[lead.source]}`,
    `Submitted: ${lead.createdAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    ...(booked
      ? [
          `Call booked for: ${callLabel(booked, config.BOOKING_TIMEZONE)} (${booked.toISOString().replace('T', ' ').slice(0, 16)} UTC)`,
        ]
      : []),
    ...(lead.school ? [`School: ${lead.school.name}`] : []),
    '',
    // The call-request form asks for preferred days and times in its message field (decision D20); a booked
    // call has its time, and a note.
    booked ? 'Note:' : callRequest ? 'Preferred days and times:' : 'Message:',
    lead.message?.trim() ? lead.message : '(none)',
    '',
    `Open it in the admin dashboard: ${adminLinkOf(config.PUBLIC_URL, lead.id)}`,
    '',
    `Reply to this email to answer ${lead.firstName} directly.`,
  ]
  return {
    from: sender,
    to: config.NOTIFY_EMAILS ?? [],
    replyTo: { name, address: lead.email },
    subject: `New ${kind}: ${name} (${lead.company})`,
    text: lines.join('\n') + '\n',
    messageId: `<lead-${lead.id}-${lead.createdAt.getTime()}@${sender.address.split('@')[1]}>`,
  }
}
