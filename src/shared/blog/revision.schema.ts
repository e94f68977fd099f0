import { z } from 'zod'
import { idParamSchema } from '@/shared/fields'
import { articleDisplaySchema, expectedVersionSchema } from './article.schema'

/** An article's history (issue 36, ADR 0136): one entry per save, newest first. */
export const revisionListItemSchema = z.object({
  id: z.number().int(),
  /** The article's version this save made. */
  version: z.number().int(),
  savedAt: z.date(),
  /** Null: an integration key, a removed account, or a save from before history was kept. */
  savedBy: z.object({ displayName: z.string() }).nullable(),
  /** The editor's autosave (consecutive ones by one person are one entry). */
  autosave: z.boolean(),
  title: z.string(),
})
export type RevisionListItem = z.infer<typeof revisionListItemSchema>

/** One revision with every field the editor writes, to compare and restore. */
export const revisionSchema = revisionListItemSchema.extend({
  slug: z.string(),
  content: z.string(),
  excerpt: z.string().nullable(),
  imageUrl: z.string().nullable(),
  ...articleDisplaySchema.shape,
  published: z.boolean(),
  publishedAt: z.date().nullable(),
  categoryId: z.number().int().nullable(),
  tagIds: z.array(z.number().int()),
})
export type Revision = z.infer<typeof revisionSchema>

const revisionId = idParamSchema.shape.id.meta({ description: 'The revision’s id', examples: [12] })

/** `{ id, revisionId }`: the article and one of its revisions. */
export const revisionKeySchema = z.object({ id: idParamSchema.shape.id, revisionId })

/** Restoring a revision is a save like any other: it names the version it was made from. */
export const revisionRestoreSchema = revisionKeySchema.extend({ expectedVersion: expectedVersionSchema })
