import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { CALL_OUTCOMES } from '@/shared/booking/staff-calls.schema'
import { UserEntity } from '@/server/features/auth/public'
import { ContactSubmissionEntity } from '@/server/features/contact/public'

/**
 * What became of a booked call once its time came (issue 38 point 3): held or a no-show, marked by staff. A row
 * of its own, one per call (unique), so the lead's table stays the contact feature's; goes with the call when it
 * is erased, and outlives the staff member who marked it.
 */
export const CallOutcomeEntity = defineEntity({
  name: 'CallOutcome',
  tableName: 'call_outcomes',
  properties: {
    id: p.integer().primary().autoincrement(),
    submission: () =>
      p.manyToOne(ContactSubmissionEntity).fieldName('submission_id').unique().deleteRule('cascade'),
    outcome: p.enum([...CALL_OUTCOMES]),
    markedAt: p.datetime(),
    markedBy: () => p.manyToOne(UserEntity).fieldName('marked_by_id').nullable().deleteRule('set null'),
  },
})
export type CallOutcome = InferEntity<typeof CallOutcomeEntity>
