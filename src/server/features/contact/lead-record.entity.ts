import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { createdAtColumn } from '@/server/db/timestamps'
import { UserEntity } from '@/server/features/auth/public'
import { ContactSubmissionEntity } from './contact-submission.entity'

/**
 * What staff write down about a lead (issue 38 point 5, ADR 0130): who, when, what. Goes with the lead when it
 * is deleted or erased (cascade); kept, without its author, when the staff account is deleted.
 */
export const LeadNoteEntity = defineEntity({
  name: 'LeadNote',
  tableName: 'lead_notes',
  properties: {
    id: p.integer().primary().autoincrement(),
    submission: () =>
      p.manyToOne(ContactSubmissionEntity).fieldName('submission_id').deleteRule('cascade').index(),
    author: () => p.manyToOne(UserEntity).fieldName('author_id').nullable().deleteRule('set null'),
    body: p.text(),
    createdAt: createdAtColumn(),
  },
})
export type LeadNote = InferEntity<typeof LeadNoteEntity>

/**
 * One change of a lead's status, or its move into or out of the spam folder (`spam` on either side): who, from
 * what to what, when (ADR 0130). Goes with the lead.
 */
export const LeadStatusChangeEntity = defineEntity({
  name: 'LeadStatusChange',
  tableName: 'lead_status_changes',
  properties: {
    id: p.integer().primary().autoincrement(),
    submission: () =>
      p.manyToOne(ContactSubmissionEntity).fieldName('submission_id').deleteRule('cascade').index(),
    actor: () => p.manyToOne(UserEntity).fieldName('actor_id').nullable().deleteRule('set null'),
    fromStatus: p.string().length(16),
    toStatus: p.string().length(16),
    createdAt: createdAtColumn(),
  },
})
export type LeadStatusChange = InferEntity<typeof LeadStatusChangeEntity>

/**
 * A further message from the same address within a day, joined to the first lead instead of making a second
 * (ADR 0130). The sender's other fields are the lead's; only what they wrote, and when, is kept.
 */
export const LeadMessageEntity = defineEntity({
  name: 'LeadMessage',
  tableName: 'lead_messages',
  properties: {
    id: p.integer().primary().autoincrement(),
    submission: () =>
      p.manyToOne(ContactSubmissionEntity).fieldName('submission_id').deleteRule('cascade').index(),
    message: p.text().nullable(),
    createdAt: createdAtColumn(),
  },
})
export type LeadMessage = InferEntity<typeof LeadMessageEntity>
