import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { timestampColumns } from '@/server/db/timestamps'
import { UserEntity } from '@/server/features/auth/public'

/**
 * Staff's edit of one agency figure (issue 36, ADR 0150). The keys and their demo defaults stay in the code
 * (src/shared/marketing/agency-figures.ts): a key without a row shows its default, and a save writes the row.
 */
export const SiteFigureEntity = defineEntity({
  name: 'SiteFigure',
  tableName: 'site_figures',
  properties: {
    /** The figure's key in the code (`studentsReached`). */
    key: p.string().length(40).primary(),
    value: p.string().length(40),
    label: p.string().length(120),
    /** Staff only: where the figure comes from. */
    note: p.text().nullable(),
    /** Confirmed as the agency's own: the pages stop marking it as an example (decision D24). */
    confirmed: p.boolean().default(false),
    /** Moves on with every save; a save from an older one is refused (ADR 0135's check). */
    version: p.integer().default(1),
    /** Null: an integration key saved it, or the person was removed. */
    updatedBy: () => p.manyToOne(UserEntity).fieldName('updated_by_id').nullable().deleteRule('set null'),
    ...timestampColumns(),
  },
})
export type SiteFigure = InferEntity<typeof SiteFigureEntity>
