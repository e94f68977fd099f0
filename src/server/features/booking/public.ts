/**
 * What other features may use of booking (ADR 0086): the lead page lists the emails sent about a call, and
 * erasing a person removes their calls' queued emails and reminders (ADR 0130).
 */
export { CallEmailEntity } from './call-email.entity'
export { CALL_EMAIL_QUEUE } from './call-emails'
