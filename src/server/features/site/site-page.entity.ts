import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { timestampColumns } from '@/server/db/timestamps'
import { UserEntity } from '@/server/features/auth/public'

/**
 * Staff's edit of one part of the site's copy (issue 36, ADR 0155): the home page, the about page, the terms...
 * The parts, their schemas and their demo copy stay in the code (src/shared/site-copy): a part without a row
 * shows its default, and a save writes the row with the whole document.
 */
export const SitePageEntity = defineEntity({
  name: 'SitePage',
  tableName: 'site_pages',
  properties: {
    /** The part's name in the code (`home`). */
    part: p.string().length(40).primary(),
    /** The part's copy as its schema in src/shared/site-copy reads it. */
    copy: p.json<Record<string, unknown>>(),
    /** Moves on with every save; a save from an older one is refused (ADR 0135's check). */
    version: p.integer().default(1),
    /** Null: an integration key saved it, or the person was removed. */
    updatedBy: () => p.manyToOne(UserEntity).fieldName('updated_by_id').nullable().deleteRule('set null'),
    ...timestampColumns(),
  },
})
export type SitePage = InferEntity<typeof SitePageEntity>
