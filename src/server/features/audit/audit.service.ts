import type { FilterQuery } from '@mikro-orm/core'
import type { Em } from '@/server/db/orm'
import { findPage } from '@/server/db/find-page'
import { UserEntity } from '@/server/features/auth/public'
import {
  AUDIT_PAGE_SIZE,
  type auditQuerySchema,
  type AuditChange,
  type AuditEntry,
  type AuditPage,
  type AuditRecord,
  type AuditVia,
} from '@/shared/audit/audit.schema'
import type { z } from 'zod'
import { AuditEntryEntity, type AuditEntryRow } from './audit-entry.entity'

/** Who made a write: a signed-in staff member, or an API key (an integration's, or the legacy ADMIN_API_KEY). */
export type AuditActor =
  { kind: 'staff'; userId: number } | { kind: 'apiKey'; keyId: number | null; name: string }

/** One write to record (ADR 0120): codes and ids only, never a request body or a person's details. */
export interface AuditWrite {
  action: string
  via: AuditVia
  actor: AuditActor
  ip: string
  record: AuditRecord | null
  change: AuditChange | null
}

/** A value kept in the entry: a short code. Anything longer is cut, so an entry never holds free text. */
const code = (value: string | null | undefined, max: number) => (value == null ? null : value.slice(0, max))

/**
 * Writes one entry through `em`: call it with the transaction of the write it records, so both commit or neither
 * does (the operation runner does, operations/audit.ts).
 */
export async function recordAudit(em: Em, write: AuditWrite): Promise<void> {
  await em.insert(AuditEntryEntity, {
    at: new Date(),
    actorKind: write.actor.kind,
    actorUserId: write.actor.kind === 'staff' ? write.actor.userId : null,
    actorKeyId: write.actor.kind === 'apiKey' ? write.actor.keyId : null,
    actorKeyName: write.actor.kind === 'apiKey' ? code(write.actor.name, 100) : null,
    action: code(write.action, 100)!,
    via: write.via,
    recordKind: code(write.record?.kind, 50),
    recordId: code(write.record?.id, 50),
    changeField: code(write.change?.field, 30),
    changeFrom: code(write.change?.from, 50),
    changeTo: code(write.change?.to, 50),
    ip: code(write.ip, 64)!,
  })
}

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}.%`
const DAY_MS = 24 * 3600_000

async function whereOf(em: Em, query: z.output<typeof auditQuerySchema>) {
  const where: FilterQuery<AuditEntryRow>[] = []
  if (query.actor) {
    const user = await em.findOne(UserEntity, { username: query.actor }, { fields: ['id'] })
    where.push({
      $or: [
        ...(user ? [{ actorKind: 'staff' as const, actorUserId: user.id }] : []),
        { actorKind: 'apiKey' as const, actorKeyName: query.actor },
      ],
    })
  }
  if (query.action)
    where.push({ $or: [{ action: query.action }, { action: { $like: likePrefix(query.action) } }] })
  if (query.recordKind) where.push({ recordKind: query.recordKind })
  if (query.recordId) where.push({ recordId: query.recordId })
  if (query.from) where.push({ at: { $gte: new Date(`${query.from}T00:00:00Z`) } })
  if (query.to) where.push({ at: { $lt: new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) } })
  return where.length ? { $and: where } : {}
}

/** A page of entries, newest first, with each staff actor's username as it is now. */
export async function listAudit(em: Em, query: z.output<typeof auditQuerySchema>): Promise<AuditPage> {
  const [rows, total] = await findPage(em, AuditEntryEntity, await whereOf(em, query), {
    orderBy: { id: 'desc' },
    limit: AUDIT_PAGE_SIZE,
    offset: (query.page - 1) * AUDIT_PAGE_SIZE,
  })
  const userIds = [...new Set(rows.flatMap((row) => (row.actorUserId == null ? [] : [row.actorUserId])))]
  const users = userIds.length
    ? await em.find(UserEntity, { id: { $in: userIds } }, { fields: ['id', 'username'] })
    : []
  const usernames = new Map(users.map((user) => [user.id, user.username]))
  return {
    entries: rows.map((row) => entryOf(row, usernames)),
    total,
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
  }
}

function entryOf(row: AuditEntryRow, usernames: Map<number, string>): AuditEntry {
  const name =
    row.actorKind === 'apiKey'
      ? (row.actorKeyName ?? 'API key')
      : (usernames.get(row.actorUserId ?? -1) ?? 'deleted account')
  return {
    id: row.id,
    at: row.at,
    actor: { kind: row.actorKind, userId: row.actorUserId ?? null, name },
    action: row.action,
    via: row.via,
    record: row.recordKind ? { kind: row.recordKind, id: row.recordId ?? '' } : null,
    change: row.changeField
      ? { field: row.changeField, from: row.changeFrom ?? null, to: row.changeTo ?? null }
      : null,
    ip: row.ip,
  }
}

/** Deletes the entries older than `days` days; how many went. */
export async function purgeAudit(em: Em, days: number, now = new Date()): Promise<number> {
  return em.nativeDelete(AuditEntryEntity, { at: { $lt: new Date(now.getTime() - days * DAY_MS) } })
}
