import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { timestampColumns } from '@/server/db/timestamps'
import { UserEntity } from '@/server/features/auth/public'
import type { CaseStudyBody, CaseStudyFigure } from '@/shared/case-studies/case-study.schema'

/**
 * One case study (issue 36, ADR 0154): the fields lists and heads need as columns, the long copy of its page as
 * one JSON document checked by the shared schema on every write (src/shared/case-studies/case-study.schema.ts).
 * The service reads and writes it in SQL, so the version check sits in the update's WHERE clause (ADR 0135).
 */
export const CaseStudyEntity = defineEntity({
  name: 'CaseStudy',
  tableName: 'case_studies',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** The address: /cs/{slug}. */
    slug: p.string().length(80).unique(),
    title: p.string().length(200),
    client: p.string().length(120),
    industry: p.string().length(80),
    /** The card text and the meta description. */
    summary: p.string().length(400),
    /** The one figure its card shows. */
    metric: p.json<CaseStudyFigure>(),
    keywords: p.json<string[]>(),
    logoUrl: p.string().length(2048).nullable(),
    imageUrl: p.string().length(2048).nullable(),
    imageAlt: p.string().length(300).nullable(),
    /** Lead, headline figures, challenge, approach, delivered, learned and quote. */
    body: p.json<CaseStudyBody>(),
    /** Lists show the lowest first. */
    sortOrder: p.integer().default(0),
    /** False: a draft only staff see. */
    published: p.boolean().default(false),
    /** Confirmed as the agency's own work: the pages stop marking it as an example (decision D24). */
    confirmed: p.boolean().default(false),
    /** Moves on with every save; a save from an older one is refused (ADR 0135's check). */
    version: p.integer().default(1),
    /** Null: an integration key saved it, or the person was removed. */
    updatedBy: () => p.manyToOne(UserEntity).fieldName('updated_by_id').nullable().deleteRule('set null'),
    ...timestampColumns(),
  },
})
export type CaseStudyRecord = InferEntity<typeof CaseStudyEntity>
