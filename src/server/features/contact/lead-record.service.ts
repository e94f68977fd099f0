import { SCREEN_ROLES } from '@/shared/auth/roles'
import type { ContactStatus } from '@/shared/contact/contact-fields'
import type { LeadRecord } from '@/shared/contact/lead-record.schema'
import type { Config } from '@/server/config'
import type { Em } from '@/server/db/orm'
import { AppError, notFound } from '@/server/errors'
import { UserEntity } from '@/server/features/auth/public'
import { CallEmailEntity } from '@/server/features/booking/public'
import { callLabel } from '@/server/lib/time/labels'
import { ContactSubmissionEntity } from './contact-submission.entity'
import { changeStatus, furtherMessageCounts, staffMemberOf, toDto, WITH_SCHOOL } from './contact.service'
import { LeadMessageEntity, LeadNoteEntity, LeadStatusChangeEntity } from './lead-record.entity'

type TimeZoneConfig = Pick<Config, 'BOOKING_TIMEZONE'>

const OLDEST_FIRST = { createdAt: 'asc', id: 'asc' } as const

/**
 * A lead as one record (ADR 0130). Its calls are the calls booked from its address (a booked call is a lead of
 * its own, ADR 0066, so a person who wrote and then booked has both on one page); its emails are the staff
 * notification about it and every email sent about those calls.
 */
export async function getLeadRecord(em: Em, id: number, config: TimeZoneConfig): Promise<LeadRecord> {
  const row = await em.findOne(ContactSubmissionEntity, { id }, WITH_SCHOOL)
  if (!row) throw notFound('Contact submission')
  const [messages, calls, notes, history, assignable, further] = await Promise.all([
    em.find(LeadMessageEntity, { submission: id }, { orderBy: OLDEST_FIRST }),
    em.find(
      ContactSubmissionEntity,
      { email: { $ilike: row.email.replace(/[\\%_]/g, '\\$&') }, callStartsAt: { $ne: null } },
      { orderBy: { callStartsAt: 'asc' } },
    ),
    em.find(LeadNoteEntity, { submission: id }, { orderBy: OLDEST_FIRST, populate: ['author'] }),
    em.find(LeadStatusChangeEntity, { submission: id }, { orderBy: OLDEST_FIRST, populate: ['actor'] }),
    em.find(UserEntity, { role: { $in: [...SCREEN_ROLES.leads] } }, { orderBy: { displayName: 'asc' } }),
    furtherMessageCounts(em, [id]),
  ])
  const callEmails = calls.length
    ? await em.find(
        CallEmailEntity,
        { submission: { $in: calls.map((call) => call.id) } },
        { orderBy: { sentAt: 'asc' } },
      )
    : []
  return {
    lead: toDto(row, config, further.get(id) ?? 0),
    messages: messages.map((m) => ({ id: m.id, message: m.message ?? null, createdAt: m.createdAt })),
    calls: calls.map((call) => ({
      id: call.id,
      startsAt: call.callStartsAt!,
      label: callLabel(call.callStartsAt!, config.BOOKING_TIMEZONE),
      cancelled: Boolean(call.callCancelledAt),
    })),
    emails: [
      ...(row.notification
        ? [{ kind: 'lead-notification', state: row.notification, at: row.notifiedAt ?? null }]
        : []),
      ...callEmails.map((email) => ({ kind: email.kind, state: 'sent' as const, at: email.sentAt })),
    ],
    notes: notes.map((note) => ({
      id: note.id,
      body: note.body,
      createdAt: note.createdAt,
      author: staffMemberOf(note.author),
    })),
    history: history.map((change) => ({
      id: change.id,
      from: change.fromStatus as LeadRecord['history'][number]['from'],
      to: change.toStatus as LeadRecord['history'][number]['to'],
      createdAt: change.createdAt,
      actor: staffMemberOf(change.actor),
    })),
    assignable: assignable.map((user) => staffMemberOf(user)!),
  }
}

async function mustExist(em: Em, id: number) {
  const row = await em.findOne(ContactSubmissionEntity, { id }, WITH_SCHOOL)
  if (!row) throw notFound('Contact submission')
  return row
}

export async function addLeadNote(
  em: Em,
  input: { id: number; body: string },
  authorId: number | null,
  config: TimeZoneConfig,
): Promise<LeadRecord> {
  await mustExist(em, input.id)
  await em.insert(LeadNoteEntity, { submission: input.id, author: authorId, body: input.body })
  return getLeadRecord(em, input.id, config)
}

/** Gives the lead to a staff member whose role handles leads, or to nobody. */
export async function assignLead(
  em: Em,
  input: { id: number; ownerId: number | null },
  config: TimeZoneConfig,
): Promise<LeadRecord> {
  const row = await mustExist(em, input.id)
  if (input.ownerId !== null) {
    const owner = await em.findOne(UserEntity, { id: input.ownerId, role: { $in: [...SCREEN_ROLES.leads] } })
    if (!owner)
      throw new AppError('BAD_REQUEST', 'Leads go to admins and sales staff only', {
        fields: { ownerId: 'Choose an admin or a sales staff member' },
      })
  }
  await em.nativeUpdate(ContactSubmissionEntity, { id: row.id }, { owner: input.ownerId })
  // Read back as stored, not from this request's identity map.
  em.clear()
  return getLeadRecord(em, input.id, config)
}

/**
 * Moves a lead into the spam folder or back (ADR 0130), recorded in its history as a change to or from `spam`.
 * A lead's pending staff email is not sent once it is spam (the worker checks).
 */
export async function markSpam(
  em: Em,
  input: { id: number; spam: boolean },
  actorId: number | null,
  config: TimeZoneConfig,
): Promise<LeadRecord> {
  await em.transactional(async (tx) => {
    const row = await mustExist(tx, input.id)
    if (Boolean(row.spam) === input.spam) return
    await tx.nativeUpdate(ContactSubmissionEntity, { id: row.id }, { spam: input.spam ? 'staff' : null })
    await tx.insert(LeadStatusChangeEntity, {
      submission: row.id,
      actor: actorId,
      fromStatus: input.spam ? row.status : 'spam',
      toStatus: input.spam ? 'spam' : row.status,
    })
  })
  em.clear()
  return getLeadRecord(em, input.id, config)
}

/** One status for many leads, in one transaction, each change in its lead's history. */
export async function bulkSetStatus(
  em: Em,
  input: { ids: number[]; status?: ContactStatus | undefined },
  actorId: number | null,
): Promise<{ changed: number }> {
  const status = input.status
  if (status === undefined) return { changed: 0 }
  return em.transactional(async (tx) => {
    const rows = await tx.find(ContactSubmissionEntity, { id: { $in: input.ids } })
    let changed = 0
    for (const row of rows) if (await changeStatus(tx, row, status, actorId)) changed++
    return { changed }
  })
}

/**
 * Deletes leads with everything hanging off them (notes, history, further messages and call emails go by
 * cascade). Unlike erase it works by lead, not by person; queued jobs find no row and send nothing.
 */
export async function bulkDelete(em: Em, input: { ids: number[] }): Promise<{ changed: number }> {
  const changed = await em.nativeDelete(ContactSubmissionEntity, { id: { $in: input.ids } })
  return { changed }
}
