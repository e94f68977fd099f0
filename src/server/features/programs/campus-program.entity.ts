import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { timestampColumns } from '@/server/db/timestamps'
import { SchoolEntity } from '@/server/features/schools/public'

export const CampusProgramEntity = defineEntity({
  name: 'CampusProgram',
  tableName: 'campus_programs',
  properties: {
    id: p.integer().primary().autoincrement(),
    // A program belongs to its school: deleting the school deletes its programs.
    school: () => p.manyToOne(SchoolEntity).fieldName('school_id').deleteRule('cascade').index(),
    name: p.string().length(255),
    description: p.text().nullable(),
    startDate: p.datetime().nullable(),
    endDate: p.datetime().nullable(),
    budget: p.integer().nullable(),
    /** Staff choose to show the budget; until then only staff read it (ADR 0018). */
    showBudgetPublicly: p.boolean().default(false),
    status: p.string().length(50).default('planned'),
    ...timestampColumns(),
  },
})
export type CampusProgram = InferEntity<typeof CampusProgramEntity>
