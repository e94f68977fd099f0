import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { createdAtColumn } from '@/server/db/timestamps'
import { UserEntity } from '@/server/features/auth/public'
import type { ContentSnapshot } from '@/shared/site/content-revision.schema'

/**
 * One save of one piece of site content (issue 36, ADR 0151): the record's kind and key, the version the save
 * made, the fields it wrote, who and when. Written in the save's transaction, so a refused or failed save leaves
 * no revision and an acknowledged one always has its revision.
 */
export const ContentRevisionEntity = defineEntity({
  name: 'ContentRevision',
  tableName: 'content_revisions',
  properties: {
    id: p.integer().primary().autoincrement(),
    kind: p.string().length(40),
    recordKey: p.string().length(120),
    version: p.integer(),
    snapshot: p.json<ContentSnapshot>(),
    /** Null: an integration key saved it, or the person was removed. */
    savedBy: () => p.manyToOne(UserEntity).fieldName('saved_by_id').nullable().deleteRule('set null'),
    savedAt: createdAtColumn(),
  },
  uniques: [
    { name: 'content_revisions_record_version_unique', properties: ['kind', 'recordKey', 'version'] },
  ],
})
export type ContentRevision = InferEntity<typeof ContentRevisionEntity>
