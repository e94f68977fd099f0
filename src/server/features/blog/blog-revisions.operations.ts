import { z } from 'zod'
import { articleSchema } from '@/shared/blog/article.schema'
import { idParamSchema } from '@/shared/fields'
import {
  revisionKeySchema,
  revisionListItemSchema,
  revisionRestoreSchema,
  revisionSchema,
} from '@/shared/blog/revision.schema'
import { operation, staff } from '@/server/operations/define'
import { getRevision, listRevisions, restoreRevision } from './blog-revisions.service'

/**
 * An article's history (issue 36, ADR 0136): the staff who may edit it list its revisions, read one to compare,
 * and restore one (a new save, through the version check). Authors only their own articles'.
 */
export const revisionOperations = {
  list: operation({
    summary: 'An article’s revisions, newest first: who saved, when, and the title then',
    access: staff('admin', 'editor', 'author'),
    kind: 'query',
    input: idParamSchema,
    output: z.array(revisionListItemSchema),
    run: ({ ctx, input }) => listRevisions(ctx.em, input.id, ctx.user),
    rest: { method: 'GET', path: '/blog/articles/:id/revisions', noStore: true },
  }),
  get: operation({
    summary: 'One revision of an article with every field the editor writes (to compare or restore)',
    access: staff('admin', 'editor', 'author'),
    kind: 'query',
    input: revisionKeySchema,
    output: revisionSchema,
    run: ({ ctx, input }) => getRevision(ctx.em, input, ctx.user),
    rest: { method: 'GET', path: '/blog/articles/:id/revisions/:revisionId', noStore: true },
  }),
  restore: operation({
    summary:
      'Put a revision’s title, slug, text, excerpt, image, category and tags back, as a new save (the publication state stays)',
    access: staff('admin', 'editor', 'author'),
    kind: 'mutation',
    input: revisionRestoreSchema,
    output: articleSchema,
    run: ({ ctx, input }) => restoreRevision(ctx.em, input, ctx.user),
    rest: {
      method: 'POST',
      path: '/blog/articles/:id/revisions/:revisionId/restore',
      body: 'optional',
      ifMatch: 'expectedVersion',
      errors: {
        409: 'A stale restore (someone saved the article after the version named), or a slug another article took since',
      },
    },
  }),
}
