import {
  HONEYPOT_FIELD,
  type ContactStatus,
  type ContactSubmission,
  type ContactSubmissionValues,
} from '@/shared/contact/contact.schema'
import type { RequiredEntityData } from '@mikro-orm/core'
import type { Config } from '@/server/config'
import type { Em } from '@/server/db/orm'
import { notFound } from '@/server/errors'
import type { RateLimiter } from '@/server/lib/limits/rate-limiter'
import {
  ContactSubmissionEntity,
  type ContactSubmission as ContactSubmissionRow,
} from './contact-submission.entity'
import { callLabel } from '@/server/lib/time/labels'
import { LeadMessageEntity, LeadStatusChangeEntity } from './lead-record.entity'
import { emitWebhookEvent } from '@/server/features/webhooks/public'

export interface SubmitContext {
  /** Client address, for the per-IP allowance. */
  ip: string
  limiter: RateLimiter
  /** The signed-in user who sent it, if any (spec: userId optional). */
  userId?: number | null
  /** Queues the staff email about the stored lead (leadNotifierOf); null when notifications are off. */
  notify?: ((submissionId: number) => Promise<void>) | null
}

/**
 * What a filled honeypot caught, kept in the spam folder where staff can look (ADR 0130), with no notification, no
 * webhook and no account: the contact form's and the booking form's catches alike.
 */
export async function keepHoneypotCatch(
  em: Em,
  values: Omit<RequiredEntityData<ContactSubmissionRow>, 'user' | 'notification' | 'spam'>,
): Promise<void> {
  await em.insert(ContactSubmissionEntity, { ...values, user: null, notification: null, spam: 'honeypot' })
}

/**
 * Stores a validated submission (decision D3). The insert commits in one transaction with its webhook
 * deliveries (ADR 0094), so when this returns the row is committed and the caller may acknowledge it.
 *
 * A filled honeypot is answered exactly like a success and stored in the spam folder, where staff can look, with
 * no notification and no webhook (ADR 0010, 0130); its answer's id is 0, as before. A second message from the same
 * address within a day joins the first lead as a further message, with no second notification or webhook
 * (ADR 0130); the answer carries the first lead's id.
 *
 * With notifications on, the staff email's job is queued right after the insert has committed, and before this
 * returns, so the lead is acknowledged only once its email is durable too (ADR 0015). Never inside an ORM
 * transaction: on PGlite the queue would wait for the transaction that waits for it (ADR 0014). If queueing
 * fails the request fails; the row stays `pending` and the next worker start queues it again.
 */
export async function submitContact(
  em: Em,
  input: ContactSubmissionValues,
  context: SubmitContext,
): Promise<{ id: number }> {
  await context.limiter.hit(context.ip)
  const values = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    jobTitle: input.jobTitle,
    company: input.company,
    message: input.message,
    source: input.source,
    status: 'new' as const,
  }
  if (input[HONEYPOT_FIELD]) {
    await keepHoneypotCatch(em, values)
    return { id: 0 }
  }
  // The row and its webhook deliveries commit together (ADR 0094); the email's job follows the commit.
  const stored = await em.transactional(async (tx) => {
    const first = await leadToJoin(tx, values.email)
    if (first) {
      await tx.insert(LeadMessageEntity, { submission: first, message: values.message })
      return { id: first, joined: true }
    }
    const id = Number(
      await tx.insert(ContactSubmissionEntity, {
        ...values,
        user: context.userId ?? null,
        notification: context.notify ? 'pending' : null,
      }),
    )
    await emitWebhookEvent(tx, 'lead.created', leadEventData(id, values, null))
    return { id, joined: false }
  })
  if (!stored.joined) await context.notify?.(stored.id)
  return { id: stored.id }
}

/** How long a lead takes further messages from its address instead of a second lead being made (ADR 0130). */
export const JOIN_WINDOW_MS = 24 * 60 * 60_000

/**
 * The lead a new message from `email` joins: the first lead from that address (any case) in the last day, not
 * spam and not a booked call (a call is its own record). A transaction-scoped advisory lock on the address makes
 * two messages sent at once queue here, so the second finds the first and joins it on every replica.
 */
async function leadToJoin(tx: Em, email: string): Promise<number | null> {
  await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`lead:${email.toLowerCase()}`])
  const [row] = await tx.execute<{ id: number }[]>(
    `select id from contact_submissions where lower(email) = lower(?) and created_at > ? and spam is null
     and call_starts_at is null order by id limit 1`,
    [email, new Date(Date.now() - JOIN_WINDOW_MS)],
  )
  return row ? Number(row.id) : null
}

/** What a lead's webhook events carry: the lead as the form stored it (ADR 0094). */
export function leadEventData(
  id: number,
  values: Pick<
    ContactSubmissionRow,
    'firstName' | 'lastName' | 'email' | 'jobTitle' | 'company' | 'source' | 'status'
  > & { message?: string | null },
  call: { startsAt: Date; endsAt: Date } | null,
) {
  return {
    id,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    jobTitle: values.jobTitle,
    company: values.company,
    message: values.message ?? null,
    source: values.source,
    status: values.status,
    call: call && { startsAt: call.startsAt.toISOString(), endsAt: call.endsAt.toISOString() },
  }
}

/** The office's time zone, in which a booked call's time is written (BOOKING_TIMEZONE). */
export type TimeZoneConfig = Pick<Config, 'BOOKING_TIMEZONE'>

/** A staff member as the lead screens name them. */
export const staffMemberOf = (user: { id: number; displayName: string } | null | undefined) =>
  user ? { id: user.id, name: user.displayName } : null

export function toDto(
  row: ContactSubmissionRow,
  config: TimeZoneConfig,
  furtherMessages = 0,
): ContactSubmission {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    jobTitle: row.jobTitle,
    company: row.company,
    message: row.message ?? null,
    createdAt: row.createdAt,
    userId: row.user?.id ?? null,
    status: row.status,
    source: row.source,
    notification: row.notification ?? null,
    call:
      row.callStartsAt && row.callEndsAt
        ? {
            startsAt: row.callStartsAt,
            endsAt: row.callEndsAt,
            label: callLabel(row.callStartsAt, config.BOOKING_TIMEZONE),
            cancelled: Boolean(row.callCancelledAt),
          }
        : null,
    school: row.school ? { name: row.school.name, slug: row.school.slug } : null,
    owner: staffMemberOf(row.owner),
    spam: row.spam ?? null,
    furtherMessages,
  }
}

export const WITH_SCHOOL = { populate: ['school', 'owner'] } as const

/** How many further messages each of these leads has (ADR 0130), in one query. */
export async function furtherMessageCounts(em: Em, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  const rows = await em.execute<{ id: number; count: string | number }[]>(
    `select submission_id as id, count(*) as count from lead_messages where submission_id in (${ids.map(() => '?').join(',')}) group by submission_id`,
    ids,
  )
  return new Map(rows.map((row) => [Number(row.id), Number(row.count)]))
}

/** Leads newest first; of two at one instant, the later id first. */
export const NEWEST_FIRST = { createdAt: 'desc', id: 'desc' } as const

/**
 * Moves a lead to a status, recording who changed it from what to what (ADR 0130). A lead in the spam folder
 * reports nothing to webhooks (ADR 0130).
 */
export async function changeStatus(
  tx: Em,
  row: ContactSubmissionRow,
  status: ContactStatus,
  actorId: number | null,
): Promise<boolean> {
  const previousStatus = row.status
  if (status === previousStatus) return false
  row.status = status
  await tx.flush()
  await tx.insert(LeadStatusChangeEntity, {
    submission: row.id,
    actor: actorId,
    fromStatus: previousStatus,
    toStatus: status,
  })
  if (!row.spam)
    await emitWebhookEvent(tx, 'lead.status_changed', { id: row.id, status: row.status, previousStatus })
  return true
}

/** A lead's status as stored now (null: no such lead), for the audit trail's "from" (ADR 0120). */
export async function contactStatusOf(em: Em, id: number): Promise<ContactStatus | null> {
  const row = await em.findOne(ContactSubmissionEntity, { id }, { fields: ['status'] })
  return row?.status ?? null
}

export async function setContactStatus(
  em: Em,
  input: { id: number; status?: ContactStatus | undefined },
  config: TimeZoneConfig,
  actorId: number | null = null,
): Promise<ContactSubmission> {
  // The change, its history row and its webhook deliveries commit together (ADR 0094).
  const row = await em.transactional(async (tx) => {
    const found = await tx.findOne(ContactSubmissionEntity, { id: input.id }, WITH_SCHOOL)
    if (!found) throw notFound('Contact submission')
    if (input.status !== undefined) await changeStatus(tx, found, input.status, actorId)
    return found
  })
  return toDto(row, config)
}

export { CSV_HEADER } from './contact-csv'
