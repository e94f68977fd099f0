import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { ContactSubmissionEntity } from '@/server/features/contact/public'

/**
 * One email the visitor was sent about their booked call (ADR 0103): which kind, for which SEQUENCE of the
 * invite, when the SMTP server accepted it. Unique per call, kind and sequence: the worker records it after the
 * send and a retried or doubled job finds it and sends nothing. Goes with the call when it is erased.
 */
export const CallEmailEntity = defineEntity({
  name: 'CallEmail',
  tableName: 'call_emails',
  uniques: [{ properties: ['submission', 'kind', 'sequence'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    submission: () => p.manyToOne(ContactSubmissionEntity).fieldName('submission_id').deleteRule('cascade'),
    kind: p.string().length(16),
    sequence: p.integer(),
    sentAt: p.datetime(),
  },
})
export type CallEmail = InferEntity<typeof CallEmailEntity>
