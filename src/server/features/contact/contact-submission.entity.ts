import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { createdAtColumn } from '@/server/db/timestamps'
import {
  CONTACT_SOURCES,
  CONTACT_STATUSES,
  LEAD_NOTIFICATION_STATES,
  SPAM_REASONS,
  VISITOR_EMAIL_STATES,
} from '@/shared/contact/contact-fields'
import { UserEntity } from '@/server/features/auth/public'
import { SchoolEntity } from '@/server/features/schools/public'

export const ContactSubmissionEntity = defineEntity({
  name: 'ContactSubmission',
  tableName: 'contact_submissions',
  // One booking per start among the calls not cancelled (ADR 0104): a cancel frees the slot for anyone.
  uniques: [
    {
      name: 'contact_submissions_booked_call_start_unique',
      expression:
        'create unique index "contact_submissions_booked_call_start_unique" on "contact_submissions" ("call_starts_at") where "call_cancelled_at" is null',
    },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    email: p.string().length(255),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    jobTitle: p.string().length(100),
    company: p.string().length(100),
    message: p.text().nullable(),
    // Indexed: the dashboard and the CSV list newest first.
    createdAt: createdAtColumn().index(),
    // Submissions outlive the account that sent them.
    user: () => p.manyToOne(UserEntity).fieldName('user_id').nullable().deleteRule('set null'),
    /** Staff workflow (decision D4). */
    status: p.enum([...CONTACT_STATUSES]).default('new'),
    /** The contact form, or /book-call's "request a call" form (decision D20). */
    source: p.enum([...CONTACT_SOURCES]).default('contact'),
    /** The staff email about this lead (ADR 0015); null: notifications were off when it came in. */
    notification: p.enum([...LEAD_NOTIFICATION_STATES]).nullable(),
    /** When the SMTP server accepted that email: a retried job finds it set and sends nothing. */
    notifiedAt: p.datetime().nullable(),
    /**
     * A call booked on /book-call without a scheduler (ADR 0066): when it starts and ends. Null for messages and
     * call requests without a time. Unique among calls not cancelled (the index above): two bookings of one slot
     * cannot both be stored, whichever replica takes them.
     */
    callStartsAt: p.datetime().nullable(),
    callEndsAt: p.datetime().nullable(),
    /** The key of the booked call's .ics invite in its link: a public id (ADR 0053), never the row's number. */
    inviteToken: p.string().length(22).nullable().unique(),
    /** The school page the visitor came from (`?school=`), if any; kept when the school is deleted, as null. */
    school: () => p.manyToOne(SchoolEntity).fieldName('school_id').nullable().deleteRule('set null'),
    /** The visitor's own IANA time zone when they booked (ADR 0103): their email shows the call in it too. */
    callTimeZone: p.string().length(64).nullable(),
    /** The invite's SEQUENCE (RFC 5545): raised by every move and by a cancel, so calendars update one event. */
    callSequence: p.integer().default(0),
    /** The key of the visitor's reschedule and cancel links: a public id, replaced at every change. */
    manageToken: p.string().length(22).nullable().unique(),
    /** The visitor's email about the call's latest change; null: visitor emails were off (no SMTP_URL). */
    visitorEmail: p.enum([...VISITOR_EMAIL_STATES]).nullable(),
    /** When the call was cancelled (by the visitor's link or by staff); its time is kept, its slot is free. */
    callCancelledAt: p.datetime().nullable(),
    /** The reason given with the cancel, if any. */
    callCancelReason: p.string().length(500).nullable(),
    /** The staff member who has the lead (ADR 0130); the lead stays, unowned, when the account is deleted. */
    owner: () => p.manyToOne(UserEntity).fieldName('owner_id').nullable().deleteRule('set null').index(),
    /**
     * In the spam folder (ADR 0130): `honeypot` for the form's bot trap, `staff` for a lead staff marked; null:
     * a lead. Spam is left out of the inbox, its counts, notifications and webhooks.
     */
    spam: p.enum([...SPAM_REASONS]).nullable(),
  },
})
export type ContactSubmission = InferEntity<typeof ContactSubmissionEntity>
