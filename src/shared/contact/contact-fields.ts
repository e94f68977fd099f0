/**
 * Contact-form constants without zod, so the public form can import them without putting the validation
 * library on the first load of every page that shows the form (the schema itself loads on first use).
 */

/** Column limits from the stored schema (product §9); the message is text, capped here. */
export const CONTACT_LIMITS = {
  firstName: 100,
  lastName: 100,
  email: 255,
  jobTitle: 100,
  company: 100,
  message: 5000,
} as const

/** Workflow of a submission on /admin (decision D4). */
export const CONTACT_STATUSES = ['new', 'contacted', 'closed'] as const
export type ContactStatus = (typeof CONTACT_STATUSES)[number]

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
}

/** Why a submission is in the spam folder (ADR 0130): the honeypot caught it, or staff marked it. */
export const SPAM_REASONS = ['honeypot', 'staff'] as const
export type SpamReason = (typeof SPAM_REASONS)[number]

/** The inbox's folders: the leads, or the spam. */
export const INBOX_FOLDERS = ['leads', 'spam'] as const
export type InboxFolder = (typeof INBOX_FOLDERS)[number]

/** Which form sent it: the contact form, or /book-call's "request a call" form (decision D20). */
export const CONTACT_SOURCES = ['contact', 'call-request'] as const
export type ContactSource = (typeof CONTACT_SOURCES)[number]

export const CONTACT_SOURCE_LABELS: Record<ContactSource, string> = {
  contact: 'Contact form',
  'call-request': 'Call request',
}

/**
 * Whether staff were emailed about a lead (issue 16, ADR 0015): `pending` until the email is accepted by the SMTP
 * server (retried meanwhile), then `notified`; `failed` once every retry has failed. A submission stored while
 * notifications were off has none (null).
 */
export const LEAD_NOTIFICATION_STATES = ['pending', 'notified', 'failed'] as const
export type LeadNotificationState = (typeof LEAD_NOTIFICATION_STATES)[number]

/** The booked call's email to the visitor (ADR 0103): queued, accepted by the SMTP server, or given up. */
export const VISITOR_EMAIL_STATES = ['pending', 'sent', 'failed'] as const
export type VisitorEmailState = (typeof VISITOR_EMAIL_STATES)[number]

export const LEAD_NOTIFICATION_LABELS: Record<LeadNotificationState, string> = {
  pending: 'Notification pending',
  notified: 'Notified',
  failed: 'Notification failed',
}

/**
 * The honeypot: a field people never see or fill (hidden from view, from the keyboard and from screen
 * readers), which form-filling bots do. Its name reads like a real field so bots take the bait.
 */
export const HONEYPOT_FIELD = 'website'

/** The editable fields, in form order. */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'jobTitle', 'company', 'message'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]
