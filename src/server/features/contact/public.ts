/**
 * What other features may use of contact (ADR 0086). A booked call is a contact submission (ADR 0066): booking
 * stores it as one, notifies staff the same way and lists it with the rest.
 */
export { ContactSubmissionEntity, type ContactSubmission } from './contact-submission.entity'
export { keepHoneypotCatch, leadEventData, type SubmitContext } from './contact.service'
export { listContactSubmissions } from './contact-list.service'
export { CONTACT_BODY_LIMIT } from './contact-limits'
export { senderOf } from './lead-email'
export { createMailTransport, SMTP_TIMEOUTS, type MailMessage } from './mail-transport'
export { leadNotifierOf } from './lead-notifications'
export { contactCounters } from './contact-limits'
export { leadNotificationsEnabled } from './lead-notifications'
export { leadDigestEnabled } from './lead-digest'
export { leadRetentionDays } from './lead-retention'
