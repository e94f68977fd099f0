import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { createdAtColumn } from '@/server/db/timestamps'
import type { AuditActorKind, AuditVia } from '@/shared/audit/audit.schema'

/**
 * One staff write (ADR 0120). The actor is an account id (its username is read from the account when listed, so
 * no name is copied here) or an API key's id and name. Codes only: the operation, the record's kind and id, a
 * status or role before and after. Deleted after AUDIT_RETENTION_DAYS by the purge job.
 */
export const AuditEntryEntity = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_entries',
  properties: {
    id: p.integer().primary().autoincrement(),
    // Indexed: the purge deletes by age, and the date filters read by it.
    at: createdAtColumn().index(),
    actorKind: p.string().length(10).$type<AuditActorKind>(),
    actorUserId: p.integer().nullable().index(),
    actorKeyId: p.integer().nullable(),
    /** An API key's name when it wrote (keys are the integrations' names, not people's). */
    actorKeyName: p.string().length(100).nullable(),
    action: p.string().length(100).index(),
    via: p.string().length(10).$type<AuditVia>(),
    recordKind: p.string().length(50).nullable(),
    recordId: p.string().length(50).nullable(),
    changeField: p.string().length(30).nullable(),
    changeFrom: p.string().length(50).nullable(),
    changeTo: p.string().length(50).nullable(),
    ip: p.string().length(64),
  },
  indexes: [{ name: 'audit_entries_record_index', properties: ['recordKind', 'recordId'] }],
})
export type AuditEntryRow = InferEntity<typeof AuditEntryEntity>
