import {
  CONTACT_SOURCE_LABELS,
  CONTACT_STATUS_LABELS,
  HONEYPOT_FIELD,
  type ContactStatus,
  CONTACT_PAGE_SIZE,
  type ContactListQuery,
  type ContactSubmission,
  type ContactSubmissionList,
  type ContactSubmissionValues,
} from '@/shared/contact/contact.schema'
import type { FilterQuery } from '@mikro-orm/core'
import type { Config } from '@/server/config'
import type { Em } from '@/server/db/orm'
import { notFound } from '@/server/errors'
import type { RateLimiter } from '@/server/lib/limits/rate-limiter'
import { findPage } from '@/server/db/find-page'
import {
  ContactSubmissionEntity,
  type ContactSubmission as ContactSubmissionRow,
} from './contact-submission.entity'
import { callLabel } from '@/server/lib/time/labels'
import { toCsv } from '@/shared/csv'
import { leadNotificationsEnabled } from './lead-notifications'
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
 * Stores a validated submission (decision D3). The insert commits in one transaction with its webhook
 * deliveries (ADR 0094), so when this returns the row is committed and the caller may acknowledge it. A filled honeypot is answered exactly like a success
 * but stores nothing and notifies nobody (ADR 0010); its id is 0, which no stored row has.
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
  if (input[HONEYPOT_FIELD]) return { id: 0 }
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
  // The row and its webhook deliveries commit together (ADR 0094); the email's job follows the commit.
  const id = await em.transactional(async (tx) => {
    const stored = Number(
      await tx.insert(ContactSubmissionEntity, {
        ...values,
        user: context.userId ?? null,
        notification: context.notify ? 'pending' : null,
      }),
    )
    await emitWebhookEvent(tx, 'lead.created', leadEventData(stored, values, null))
    return stored
  })
  await context.notify?.(id)
  return { id }
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
type TimeZoneConfig = Pick<Config, 'BOOKING_TIMEZONE'>

function toDto(row: ContactSubmissionRow, config: TimeZoneConfig): ContactSubmission {
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
  }
}

const WITH_SCHOOL = { populate: ['school'] } as const

const NEWEST_FIRST = { createdAt: 'desc', id: 'desc' } as const

/** Every submission, newest first (the CSV export). */
async function allContactSubmissions(em: Em, config: TimeZoneConfig): Promise<ContactSubmission[]> {
  const rows = await em.find(ContactSubmissionEntity, {}, { orderBy: NEWEST_FIRST, ...WITH_SCHOOL })
  return rows.map((row) => toDto(row, config))
}

/** `\`, `%` and `_` are LIKE's own characters: searched for as typed, not as patterns. */
const likeText = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`

/** At most this many words count; a longer search is someone pasting a paragraph. */
const MAX_SEARCH_WORDS = 8

function contactFilter(query: ContactListQuery): FilterQuery<ContactSubmissionRow> {
  const all: FilterQuery<ContactSubmissionRow>[] = []
  if (query.lead) all.push({ id: query.lead })
  if (query.status) all.push({ status: query.status })
  // Every word in one of the fields: "grace acme" finds Grace Hopper of Acme, "grace hopper" her full name.
  const words = (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS)
  for (const word of words) {
    const like = likeText(word)
    all.push({
      $or: [
        { firstName: { $ilike: like } },
        { lastName: { $ilike: like } },
        { email: { $ilike: like } },
        { company: { $ilike: like } },
      ],
    })
  }
  return all.length ? { $and: all } : {}
}

/**
 * The submissions staff (signed in, or with the API key) list, filtered, newest first; a page of them when a page
 * is asked for. Says too whether new ones are emailed to staff (ADR 0015).
 */
export async function listContactSubmissions(
  em: Em,
  query: ContactListQuery,
  config: Pick<Config, 'SMTP_URL' | 'NOTIFY_EMAILS'> & TimeZoneConfig,
): Promise<ContactSubmissionList> {
  const pageSize = query.pageSize ?? CONTACT_PAGE_SIZE
  const page = query.page ?? 1
  const [rows, total] = await findPage(em, ContactSubmissionEntity, contactFilter(query), {
    orderBy: NEWEST_FIRST,
    ...WITH_SCHOOL,
    ...(query.page ? { limit: pageSize, offset: (page - 1) * pageSize } : {}),
  })
  return {
    submissions: rows.map((row) => toDto(row, config)),
    total,
    page,
    pageCount: query.page ? Math.ceil(total / pageSize) : Math.min(total, 1),
    notifications: leadNotificationsEnabled(config) ? 'on' : 'off',
  }
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
): Promise<ContactSubmission> {
  // The change and its webhook deliveries commit together (ADR 0094).
  const row = await em.transactional(async (tx) => {
    const found = await tx.findOne(ContactSubmissionEntity, { id: input.id }, WITH_SCHOOL)
    if (!found) throw notFound('Contact submission')
    const previousStatus = found.status
    if (input.status !== undefined && input.status !== previousStatus) {
      found.status = input.status
      await tx.flush()
      await emitWebhookEvent(tx, 'lead.status_changed', {
        id: found.id,
        status: found.status,
        previousStatus,
      })
    }
    return found
  })
  return toDto(row, config)
}

export const CSV_HEADER = [
  'ID',
  'Submitted (UTC)',
  'Status',
  'Source',
  'First name',
  'Last name',
  'Email',
  'Job title',
  'Company',
  'Message',
  'User ID',
  'Call starts (UTC)',
  'School',
] as const

/** All submissions as a CSV file, newest first, formula-safe (see csv.ts). */
export async function contactSubmissionsCsv(em: Em, config: TimeZoneConfig): Promise<string> {
  const submissions = await allContactSubmissions(em, config)
  return toCsv([
    CSV_HEADER,
    ...submissions.map((s) => [
      s.id,
      s.createdAt.toISOString(),
      CONTACT_STATUS_LABELS[s.status],
      CONTACT_SOURCE_LABELS[s.source],
      s.firstName,
      s.lastName,
      s.email,
      s.jobTitle,
      s.company,
      s.message,
      s.userId,
      s.call?.startsAt.toISOString() ?? null,
      s.school?.name ?? null,
    ]),
  ])
}
